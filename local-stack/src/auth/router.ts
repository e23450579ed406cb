/**
 * The auth server's routes, relative to where the gateway mounts it (/auth/v1): the apikey check of
 * Supabase's gateway, GoTrue's handlers and its error bodies.
 */
import { Hono, type Context } from 'hono';
import { isIP } from 'node:net';
import { requireApiKey } from '../apikey.ts';
import { clientAddress, mountedPath } from '../http.ts';
import type { AuthConfig } from './config.ts';
import { createLimiters, UsedStates, type Ctx, type Limiters } from './context.ts';
import { ApiError, requestRateLimit } from './errors.ts';
import { errorResponse } from './http.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { otp } from './handlers/otp.ts';
import { verifyGet, verifyPost } from './handlers/verify.ts';
import { recover } from './handlers/recover.ts';
import { getUser, updateUser } from './handlers/user.ts';
import { logout } from './handlers/logout.ts';
import { authorize, callback } from './handlers/oauth.ts';
import { health, settings } from './handlers/settings.ts';

type Handler = (ctx: Ctx) => Promise<Response> | Response;

/**
 * The caller's address: the socket's, as the gateway in front received it; or, for a server calling
 * with the project's secret API key on a visitor's behalf (staff-login), the first entry of its
 * Sb-Forwarded-For when that is an IP address, as Supabase Auth reads it with IP address forwarding
 * on (supabase/auth#2295; Supabase's docs accept it only with a secret key, never with the legacy
 * service_role JWT nor a publishable key). Anyone else's forwarding headers count for nothing.
 */
function callerAddress(c: Context, secretKeys: readonly string[]): string {
  const forwarded = c.req.header('sb-forwarded-for')?.split(',')[0]?.trim() ?? '';
  if (isIP(forwarded) && secretKeys.includes(c.req.header('apikey') ?? '')) return forwarded;
  return clientAddress(c);
}

/**
 * The `[auth.rate_limit]` bucket a request counts in and its key, as Supabase Auth applies them
 * (internal/api/api.go, apilimiter): /verify in token_verifications, every /token grant in
 * token_refresh, and /signup, /otp, /recover and PUT /user each in a sign_in_sign_ups bucket of
 * its own; null: none.
 */
function rateLimitOf(c: Context, path: string, limiters: Limiters, ip: string) {
  const method = c.req.method;
  if (path === '/verify' && (method === 'GET' || method === 'POST'))
    return { limiter: limiters.tokenVerifications, key: ip };
  if (path === '/token' && method === 'POST') return { limiter: limiters.tokenRefresh, key: ip };
  const route = `${method} ${path}`;
  if (['POST /signup', 'POST /otp', 'POST /recover', 'PUT /user'].includes(route)) {
    return { limiter: limiters.signInSignUps, key: `${route}|${ip}` };
  }
  return null;
}

/**
 * Reachable without an apikey, as Supabase's gateway leaves them open: browser navigations (the
 * Google redirects, the e-mailed GET /verify link) and the health check.
 */
const OPEN = new Set(['/health', 'GET /authorize', 'GET /verify', '/callback']);

export function createRouter(config: AuthConfig): Hono {
  const limiters = createLimiters(config);
  const usedStates = new UsedStates();
  const apiKey = requireApiKey(config.jwtSecret, config.secretKeys);
  const app = new Hono({ strict: false });

  const run = (handler: Handler) => async (c: Context) => {
    const ip = callerAddress(c, config.secretKeys);
    const limit = rateLimitOf(c, mountedPath(c), limiters, ip);
    if (limit?.limiter.hit(limit.key)) throw requestRateLimit();
    return handler({
      req: c.req.raw,
      url: new URL(c.req.url),
      config,
      client: { ip, userAgent: c.req.header('user-agent') ?? null },
      limiters,
      usedStates,
      log: config.log,
    });
  };
  const methodNotAllowed = () => {
    throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
  };

  app.onError((err, c) => errorResponse(err, c.req.raw, config.log));
  app.use('*', (c, next) => {
    const path = mountedPath(c);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    return OPEN.has(path) || OPEN.has(`${method} ${path}`) ? next() : apiKey(c, next);
  });

  app.get('/health', run(health)).all('/health', methodNotAllowed);
  app.get('/settings', run(settings)).all('/settings', methodNotAllowed);
  app.post('/signup', run(signup)).all('/signup', methodNotAllowed);
  app.post('/token', run(token)).all('/token', methodNotAllowed);
  app.post('/otp', run(otp)).all('/otp', methodNotAllowed);
  app.get('/verify', run(verifyGet)).post('/verify', run(verifyPost)).all('/verify', methodNotAllowed);
  app.post('/recover', run(recover)).all('/recover', methodNotAllowed);
  app.get('/user', run(getUser)).put('/user', run(updateUser)).all('/user', methodNotAllowed);
  app.post('/logout', run(logout)).all('/logout', methodNotAllowed);
  app.get('/authorize', run(authorize)).all('/authorize', methodNotAllowed);
  app.on(['GET', 'POST'], '/callback', run(callback)).all('/callback', methodNotAllowed);
  app.all('*', () => {
    throw new ApiError(404, 'not_found', 'Path not found');
  });
  return app;
}
