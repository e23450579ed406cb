/**
 * The auth server's routes, relative to where the gateway mounts it (/auth/v1): the apikey check of
 * Supabase's gateway, GoTrue's handlers and its error bodies.
 */
import { Hono, type Context } from 'hono';
import { requireApiKey, verifiedClaims } from '../apikey.ts';
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
 * with the service role key on a visitor's behalf (staff-login), the first entry of its
 * Sb-Forwarded-For, the header Supabase Auth reads for that (supabase/auth#2295). Anyone else's
 * forwarding headers count for nothing.
 */
async function callerAddress(c: Context, secret: Uint8Array): Promise<string> {
  const forwarded = c.req.header('sb-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) {
    const role = (await verifiedClaims(c.req.header('apikey') ?? '', secret))?.role;
    if (role === 'service_role') return forwarded.slice(0, 64);
  }
  return clientAddress(c);
}

/** The `[auth.rate_limit]` bucket a request counts in, as Supabase Auth applies them; null: none. */
function rateLimitOf(c: Context, path: string, limiters: Limiters) {
  if (path === '/verify') return limiters.tokenVerifications;
  if (c.req.method !== 'POST') return null;
  const signIn =
    path === '/signup' || path === '/otp' || (path === '/token' && c.req.query('grant_type') === 'password');
  return signIn ? limiters.signInSignUps : null;
}

/**
 * Reachable without an apikey, as Supabase's gateway leaves them open: browser navigations (the
 * Google redirects, the e-mailed GET /verify link) and the health check.
 */
const OPEN = new Set(['/health', 'GET /authorize', 'GET /verify', '/callback']);

export function createRouter(config: AuthConfig): Hono {
  const limiters = createLimiters(config);
  const usedStates = new UsedStates();
  const apiKey = requireApiKey(config.jwtSecret);
  const app = new Hono({ strict: false });

  const run = (handler: Handler) => async (c: Context) => {
    const ip = await callerAddress(c, config.jwtKey);
    if (rateLimitOf(c, mountedPath(c), limiters)?.hit(ip)) throw requestRateLimit();
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
