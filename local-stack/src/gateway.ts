// The API gateway on 54321, standing where Supabase's Kong/Envoy stands: CORS and hardening headers on
// every answer, the apikey check, and the routes: /rest/v1 → PostgREST, /auth/v1 → the auth server,
// /functions/v1/<name> → that function's Deno process, /mailbox → the local mailbox, and each provider
// sandbox at its mount path.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { proxy } from 'hono/proxy';
import { requireApiKey, verifiedClaims } from './apikey.ts';
import type { FunctionRuntime } from './functions/runtime.ts';
import { bearerToken, clientAddress } from './http.ts';
import type { Mailbox } from './mailbox.ts';
import { upstreamFetch } from './upstream.ts';

export interface GatewayOptions {
  restPort: number;
  jwtSecret: string;
  /**
   * The opaque secret API key (`sb_secret_…`) and the service role JWT it stands for: as the Supabase
   * CLI's gateway does, a request whose apikey is that key reaches PostgREST as the service role.
   */
  secretKey?: { key: string; serviceRoleJwt: string };
  /** The auth server's app, mounted at /auth/v1. */
  auth: Hono;
  /** supabase/functions, each on its own Deno process. */
  functions: FunctionRuntime;
  mailbox: Mailbox;
  /** Provider sandboxes by mount path (e.g. /sandbox/asaas): apps of the paths below it. */
  sandboxes: Map<string, Hono>;
  info: Record<string, unknown>;
  /**
   * Where the stack's own HTML forms may send the browser: the consent pages post to the stack, which
   * redirects to the site (a browser checks a form's redirects against form-action too). The site's
   * URL and its allowed redirect URLs; local addresses are always allowed (as the auth redirects are).
   */
  formTargets?: string[];
}

const EXPOSE = 'Content-Range, X-Supabase-Api-Version, Content-Profile, Range-Unit, Location, Preference-Applied';

/** Every answer: nothing is sniffed into another type, nothing is framed, the Referer is trimmed. */
const HARDENING: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The API answers data: nothing in an answer may load, run or be framed.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Bodies the gateway's own handlers read (auth, mailbox, sandboxes); proxied bodies stream. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * The media sandboxes take a client's voice note or picture (WhatsApp's and the transcription API's
 * 25 MB, base64 in JSON a third more): their own limits answer, as the providers' do, not this one.
 */
const MAX_MEDIA_BODY_BYTES = 40 * 1024 * 1024;
const MEDIA_SANDBOXES = new Set(['/sandbox/evolution', '/sandbox/meta', '/sandbox/openai']);

/** A form-action source for an allowed redirect URL: its origin, or a `*` pattern's scheme and host. */
function formSource(url: string): string | null {
  const head = /^(https?:\/\/[^/?#]+)/i.exec(url.trim())?.[1];
  return head && /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i.test(head) ? head.toLowerCase() : null;
}

/**
 * The policy of the stack's HTML pages (the Google sandbox's consent, the mailbox, the Asaas invoice
 * and boleto pages, the calendar event page): no script at all, their inline <style>, data: images.
 */
export function pageCsp(formTargets: readonly string[] = []): string {
  const targets = [
    ...new Set([...formTargets.map(formSource), 'http://localhost:*', 'http://127.0.0.1:*'].filter(Boolean)),
  ];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${targets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Why a proxied request failed (fetch's own message would only say "fetch failed"; its cause says why). */
function failure(err: unknown): string {
  const cause = (err as { cause?: Error }).cause;
  return cause?.message ?? (err as Error).message;
}

export function createGateway(opts: GatewayOptions): Hono {
  const secret = new TextEncoder().encode(opts.jwtSecret);
  const pagePolicy = pageCsp(opts.formTargets);
  const apiKey = requireApiKey(opts.jwtSecret, opts.secretKey ? [opts.secretKey.key] : []);
  /** The JWT PostgREST gets: the caller's own, else the one its apikey stands for. */
  const restBearer = (c: Context): string => {
    const authorization = c.req.header('authorization');
    const key = c.req.header('apikey') ?? '';
    if (authorization && !/^bearer sb_/i.test(authorization)) return authorization;
    return `Bearer ${opts.secretKey && key === opts.secretKey.key ? opts.secretKey.serviceRoleJwt : key}`;
  };
  const bounded = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'payload too large' }, 413),
  });
  const app = new Hono({ strict: false });
  const toRest = upstreamFetch();
  const toFunctions = upstreamFetch();

  // CORS for every path, then the defaults of every answer: its own headers (a page's policy,
  // PostgREST's) win; an HTML page that brings no policy gets the pages' one.
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('access-control-allow-origin', c.req.header('origin') ?? '*');
    headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-expose-headers', EXPOSE);
    headers.set('vary', 'Origin');
    if (/^text\/html/i.test(headers.get('content-type') ?? '') && !headers.has('content-security-policy')) {
      headers.set('content-security-policy', pagePolicy);
    }
    for (const [name, value] of Object.entries(HARDENING)) if (!headers.has(name)) headers.set(name, value);
  });
  app.options('*', (c) =>
    c.body(null, 204, {
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      // Echo what the browser asks for: supabase-js sends apikey, x-client-info, x-supabase-api-version,
      // accept-profile, content-profile, prefer, range, x-retry-count …
      'access-control-allow-headers':
        c.req.header('access-control-request-headers') ??
        'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count',
      'access-control-max-age': '86400',
    }),
  );
  app.onError((err: Error & { status?: number }, c) => c.json({ message: err.message }, (err.status ?? 500) as 500));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));

  // PostgREST, the request and the answer streamed; the apikey stands for the caller when no JWT is sent.
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], ['/rest/v1', '/rest/v1/*'], apiKey, async (c) => {
    try {
      const url = new URL(c.req.url);
      const path = (url.pathname.slice('/rest/v1'.length) || '/') + url.search;
      return await proxy(`http://127.0.0.1:${opts.restPort}${path}`, {
        raw: c.req.raw,
        headers: {
          ...c.req.header(),
          host: undefined,
          authorization: restBearer(c),
        },
        customFetch: toRest,
      });
    } catch (err) {
      return c.json({ message: 'REST API unavailable', details: failure(err) }, 502);
    }
  });

  app.use('/auth/v1/*', bounded);
  app.route('/auth/v1', opts.auth);

  // A function deployed with verify_jwt = false (a provider's webhook) is public on hosted Supabase:
  // its callers know no project key. The others need the apikey, then a valid JWT (config.toml).
  app.all(
    '/functions/v1/:name/*',
    (c, next) =>
      opts.functions.functions.get(c.req.param('name') as string)?.verifyJwt === false ? next() : apiKey(c, next),
    runFunction,
  );

  /**
   * Like Supabase's edge gateway: the JWT checked per supabase/config.toml, then the request streamed
   * to the function's own Deno process with the path /<name>/… the function sees on Supabase.
   */
  async function runFunction(c: Context): Promise<Response> {
    const name = c.req.param('name') as string;
    const fn = opts.functions.functions.get(name);
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (fn.verifyJwt) {
      const token = bearerToken(c.req.raw);
      if (!token) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      if (!(await verifiedClaims(token, secret))) return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }
    let port: number;
    try {
      port = await fn.process.port();
    } catch (err) {
      console.error((err as Error).message);
      return c.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);
    }
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(`/functions/v1/${name}`.length) + url.search;
    try {
      return await proxy(`http://127.0.0.1:${port}/${name}${rest}`, {
        raw: c.req.raw,
        headers: {
          ...c.req.header(),
          host: undefined,
          // As hosted Supabase's proxy does: CF-Connecting-IP is the socket's address, whatever the
          // caller sent (the functions' clientAddress() reads it), and the socket's address is
          // appended to X-Forwarded-For after the caller's own entries.
          'cf-connecting-ip': clientAddress(c),
          'x-forwarded-for': [c.req.header('x-forwarded-for'), clientAddress(c)].filter(Boolean).join(', '),
        },
        customFetch: toFunctions,
      });
    } catch (err) {
      console.error(`[functions/${name}]`, failure(err));
      return c.json({ code: 'WORKER_ERROR', message: 'Function exited unexpectedly' }, 502);
    }
  }

  app.use('/mailbox/*', bounded);
  app.route('/mailbox', opts.mailbox.app);

  const mediaBounded = bodyLimit({
    maxSize: MAX_MEDIA_BODY_BYTES,
    onError: (c) => c.json({ message: 'payload too large' }, 413),
  });
  for (const [mount, sandbox] of opts.sandboxes) {
    app.use(`${mount}/*`, MEDIA_SANDBOXES.has(mount) ? mediaBounded : bounded);
    app.route(mount, sandbox);
  }

  app.get('/', (c) => c.json({ status: 'ok', ...opts.info }));
  app.get('/health', (c) => c.json({ status: 'ok', ...opts.info }));
  return app;
}
