/**
 * Routing, the gateway's apikey check and error handling. Paths arrive without the /auth/v1
 * prefix (the gateway strips it; a prefix left in place is tolerated).
 */
import type { AuthConfig } from './config.ts';
import { createLimiters, UsedStates, type Ctx } from './context.ts';
import { ApiError } from './errors.ts';
import { errorResponse, json } from './http.ts';
import { apiKeyRole } from './jwt.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { otp } from './handlers/otp.ts';
import { verifyGet, verifyPost } from './handlers/verify.ts';
import { recover } from './handlers/recover.ts';
import { getUser, updateUser } from './handlers/user.ts';
import { logout } from './handlers/logout.ts';
import { authorize, callback, consentPage } from './handlers/oauth.ts';
import { health, settings } from './handlers/settings.ts';

type Handler = (ctx: Ctx) => Promise<Response> | Response;

interface Route {
  /** Reachable without an apikey, as Supabase's gateway leaves these open (browser navigations). */
  open: boolean;
  methods: Partial<Record<string, Handler>>;
}

const ROUTES: Record<string, Route> = {
  '/health': { open: true, methods: { GET: health } },
  '/settings': { open: false, methods: { GET: settings } },
  '/signup': { open: false, methods: { POST: signup } },
  '/token': { open: false, methods: { POST: token } },
  '/otp': { open: false, methods: { POST: otp } },
  '/verify': { open: false, methods: { GET: verifyGet, POST: verifyPost } },
  '/recover': { open: false, methods: { POST: recover } },
  '/user': { open: false, methods: { GET: getUser, PUT: updateUser } },
  '/logout': { open: false, methods: { POST: logout } },
  '/authorize': { open: true, methods: { GET: authorize } },
  '/local-oauth/google': { open: true, methods: { GET: consentPage } },
  '/callback': { open: true, methods: { GET: callback, POST: callback } },
};

/** GET /verify is the e-mailed link: open. POST /verify is an API call: needs the apikey. */
function isOpen(path: string, method: string, route: Route | undefined): boolean {
  if (path === '/verify' && method === 'GET') return true;
  return route?.open ?? false;
}

function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/{2,}/g, '/');
  if (p.startsWith('/auth/v1/') || p === '/auth/v1') p = p.slice('/auth/v1'.length);
  p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Supabase's gateway (Kong key-auth): the apikey header (or query parameter) must be a valid anon or service_role key. */
async function checkApiKey(req: Request, url: URL, config: AuthConfig): Promise<Response | null> {
  const key = req.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!key) {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (!(await apiKeyRole(key, config.jwtKey))) {
    return json(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return null;
}

export function createRouter(config: AuthConfig) {
  const limiters = createLimiters(config);
  const usedStates = new UsedStates();
  const log = config.log;

  return async function handle(req: Request, info: { ip: string }): Promise<Response> {
    const url = new URL(req.url);
    const path = normalizePath(url.pathname);
    const method = req.method.toUpperCase();
    const route = ROUTES[path];
    try {
      if (method === 'OPTIONS') return new Response(null, { status: 204 });
      if (!isOpen(path, method, route)) {
        const refused = await checkApiKey(req, url, config);
        if (refused) return refused;
      }
      if (!route) throw new ApiError(404, 'not_found', 'Path not found');
      const handler = route.methods[method] ?? (method === 'HEAD' ? route.methods.GET : undefined);
      if (!handler) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
      const ctx: Ctx = {
        req,
        url,
        config,
        client: { ip: info.ip, userAgent: req.headers.get('user-agent') },
        limiters,
        usedStates,
        log,
      };
      return await handler(ctx);
    } catch (e) {
      return errorResponse(e, req, log);
    }
  };
}
