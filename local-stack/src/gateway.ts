import http from 'node:http';
import { jwtVerify } from 'jose';
import { readBody, sendWebResponse, toWebRequest } from './http.ts';
import type { FunctionRuntime } from './functions/runtime.ts';
import type { Mailbox } from './mailbox.ts';

export type AuthHandler = (req: Request, ctx: { ip: string }) => Promise<Response>;

export interface GatewayOptions {
  port: number;
  restPort: number;
  jwtSecret: string;
  auth: AuthHandler;
  /** supabase/functions, each on its own Deno process. */
  functions: FunctionRuntime;
  mailbox: Mailbox;
  /** Provider sandboxes by mount path (e.g. /sandbox/asaas): handlers of paths below it. */
  sandboxes: Map<string, (req: Request) => Promise<Response>>;
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

/** A form-action source for an allowed redirect URL: its origin, or a `*` pattern's scheme and host. */
function formSource(url: string): string | null {
  const head = /^(https?:\/\/[^/?#]+)/i.exec(url.trim())?.[1];
  return head && /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i.test(head) ? head.toLowerCase() : null;
}

/**
 * The policy of the stack's HTML pages (the local Google consent, the mailbox, the Asaas invoice and
 * boleto pages, the calendar event page): no script at all, their inline <style>, data: images.
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

function cors(req: http.IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSE,
    vary: 'Origin',
  };
}

function preflight(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(204, {
    ...cors(req),
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    // Echo what the browser asks for: supabase-js sends apikey, x-client-info, x-supabase-api-version,
    // accept-profile, content-profile, prefer, range, x-retry-count …
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count',
    'access-control-max-age': '86400',
  });
  res.end();
}

function json(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...cors(req), 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const restAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const functionAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * The API gateway on 54321, standing where Supabase's Kong/Envoy stands: CORS for every path, the
 * apikey check, and routing /rest/v1 → PostgREST, /auth/v1 → auth, /functions/v1 → functions,
 * /mailbox → the local mailbox.
 */
export function createGateway(opts: GatewayOptions): http.Server {
  const secret = new TextEncoder().encode(opts.jwtSecret);
  const pagePolicy = pageCsp(opts.formTargets);

  /** CORS, and the page policy for an HTML answer that brings none of its own. */
  function extraHeaders(req: http.IncomingMessage, contentType: string, hasPolicy: boolean): Record<string, string> {
    return /^text\/html/i.test(contentType) && !hasPolicy
      ? { ...cors(req), 'content-security-policy': pagePolicy }
      : cors(req);
  }

  function extra(req: http.IncomingMessage, response: Response): Record<string, string> {
    return extraHeaders(
      req,
      response.headers.get('content-type') ?? '',
      response.headers.has('content-security-policy'),
    );
  }

  async function verify(token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  /** Like Supabase's gateway: every API path needs an apikey that is one of the project's keys. */
  async function checkApiKey(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const apikey = req.headers.apikey;
    if (typeof apikey !== 'string' || !apikey) {
      json(req, res, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return false;
    }
    const claims = await verify(apikey);
    if (!claims || (claims.role !== 'anon' && claims.role !== 'service_role')) {
      json(req, res, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return false;
    }
    return true;
  }

  function proxyRest(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    if (!headers.authorization) headers.authorization = `Bearer ${headers.apikey}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: opts.restPort, method: req.method, path, headers, agent: restAgent },
      (up) => {
        const out: http.OutgoingHttpHeaders = { ...up.headers, ...cors(req) };
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) json(req, res, 502, { message: 'REST API unavailable', details: err.message });
      else res.destroy();
    });
    req.pipe(upstream);
  }

  /**
   * Like Supabase's edge gateway: the JWT checked per supabase/config.toml, then the request streamed
   * to the function's own Deno process with the path /<name>/… the function sees on Supabase.
   */
  async function runFunction(req: http.IncomingMessage, res: http.ServerResponse, name: string, rest: string) {
    const fn = opts.functions.functions.get(name);
    if (!fn) return json(req, res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (fn.verifyJwt) {
      const auth = req.headers.authorization ?? '';
      const token = /^bearer\s+(.+)$/i.exec(auth)?.[1];
      if (!token) return json(req, res, 401, { code: 401, message: 'Missing authorization header' });
      if (!(await verify(token))) return json(req, res, 401, { code: 401, message: 'Invalid JWT' });
    }
    let port: number;
    try {
      port = await fn.process.port();
    } catch (err) {
      console.error((err as Error).message);
      return json(req, res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}` };
    delete headers.connection;
    // Like Supabase's edge: the caller's address reaches the function (Asaas wants the buyer's IP).
    if (!headers['x-forwarded-for']) headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: `/${name}${rest}`, headers, agent: functionAgent },
      (up) => {
        const extraOut = extraHeaders(req, up.headers['content-type'] ?? '', 'content-security-policy' in up.headers);
        res.writeHead(up.statusCode ?? 502, { ...up.headers, ...extraOut });
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      console.error(`[functions/${name}]`, err.message);
      if (!res.headersSent) json(req, res, 502, { code: 'WORKER_ERROR', message: 'Function exited unexpectedly' });
      else res.destroy();
    });
    req.pipe(upstream);
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    if (req.method === 'OPTIONS') return preflight(req, res);

    if (path === '/rest/v1' || path.startsWith('/rest/v1/')) {
      if (!(await checkApiKey(req, res))) return;
      return proxyRest(req, res, url.slice('/rest/v1'.length) || '/');
    }
    if (path.startsWith('/auth/v1/')) {
      const body = await readBody(req);
      const request = toWebRequest(
        req,
        body,
        `http://${req.headers.host ?? '127.0.0.1'}`,
        url.slice('/auth/v1'.length),
      );
      const response = await opts.auth(request, { ip: req.socket.remoteAddress ?? '127.0.0.1' });
      return sendWebResponse(res, response, extra(req, response));
    }
    const fn = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(path);
    if (fn) {
      // A function deployed with verify_jwt = false (a provider's webhook) is public on hosted
      // Supabase: its callers know no project key.
      const open = opts.functions.functions.get(fn[1])?.verifyJwt === false;
      if (!open && !(await checkApiKey(req, res))) return;
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return runFunction(req, res, fn[1], (fn[2] ?? '') + query);
    }
    if (path === '/mailbox' || path.startsWith('/mailbox/')) {
      const body = await readBody(req);
      const response = await opts.mailbox.handle(toWebRequest(req, body, `http://${req.headers.host}`, url));
      return sendWebResponse(res, response, extra(req, response));
    }
    for (const [mount, handle] of opts.sandboxes) {
      if (path === mount || path.startsWith(`${mount}/`)) {
        const body = await readBody(req);
        const request = toWebRequest(
          req,
          body,
          `http://${req.headers.host ?? '127.0.0.1'}`,
          url.slice(mount.length) || '/',
        );
        const response = await handle(request);
        return sendWebResponse(res, response, extra(req, response));
      }
    }
    if (path === '/' || path === '/health') return json(req, res, 200, { status: 'ok', ...opts.info });
    return json(req, res, 404, { message: 'no Route matched with those values' });
  }

  return http.createServer((req, res) => {
    // Defaults of every answer; an answer's own headers (a page's policy, PostgREST's) override them.
    for (const [name, value] of Object.entries(HARDENING)) res.setHeader(name, value);
    route(req, res).catch((err: Error & { status?: number }) => {
      if (!res.headersSent) json(req, res, err.status ?? 500, { message: err.message });
      else res.destroy();
    });
  });
}
