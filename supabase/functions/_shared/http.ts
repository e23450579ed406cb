// Responses of the functions. Hosted Supabase leaves CORS to each function (the browser calls it
// through supabase-js from the site's origin); the local gateway adds the same headers itself.
import { sameSecret } from './secret.ts';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, idempotency-key',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** Whether the request carries the service role key as bearer token (a server job or an operator). */
export function isServiceRoleRequest(req: Request): boolean {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const token = /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  return Boolean(key && token && sameSecret(token, key));
}

/**
 * A minute job's endpoint (pg_cron + pg_net on Supabase, the local stack's timer): POST with the
 * service role key as bearer token (else 401), running `job` and answering its counts as JSON.
 */
export function serviceRoleJob(name: string, job: () => Promise<unknown>): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json({ error: 'method not allowed' }, 405);
    if (!isServiceRoleRequest(req)) return json({ error: 'unauthorized' }, 401);
    await req.body?.cancel();
    try {
      return json(await job());
    } catch (err) {
      console.error(`[${name}]`, err);
      return json({ error: `${name} failed` }, 500);
    }
  };
}
