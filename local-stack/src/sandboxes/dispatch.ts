// The request dispatch every provider sandbox shares: the path below the mount point (no trailing
// slash), the sandbox's own /_control routes (faults included), the queued faults, and thrown errors
// answered in the provider's shape. What the routes do stays with each sandbox.
import type { Faults } from './faults.ts';

export interface SandboxRoutes {
  /** Tag of the log line of an unexpected error, e.g. 'sandbox/n8n'. */
  name: string;
  faults: Faults;
  /** The sandbox's test controls under /_control/ other than /_control/faults; null: no such control. */
  control(req: Request, path: string, params: URLSearchParams): Promise<Response | null> | Response | null;
  /** The provider's routes. A thrown error is answered at once, without a fault's delay. */
  route(req: Request, path: string, params: URLSearchParams): Promise<Response>;
  /** The path faults match (the API's own path); null where faults do not apply. Default: the path. */
  faultPath?(path: string): string | null;
  /** What the caller gets for a fault's status (the provider, or the proxy in front of it, failing). */
  unavailable(status: number): Response;
  /** The provider's answer to an error it raises; null for an unexpected one. */
  error(err: unknown): Response | null;
  /** The provider's answer to an unexpected error (which is logged). */
  internalError(): Response;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error page of a load balancer or proxy in front of a failing service: not the provider's JSON. */
export function proxyErrorPage(status: number, title: string): Response {
  return new Response(`<html><body><h1>${title}</h1></body></html>`, {
    status,
    headers: { 'content-type': 'text/html' },
  });
}

export function dispatch(routes: SandboxRoutes): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    try {
      if (path === '/_control/faults') return await routes.faults.control(req);
      if (path.startsWith('/_control/')) {
        const answer = await routes.control(req, path, url.searchParams);
        return answer ?? Response.json({ error: 'unknown sandbox control' }, { status: 404 });
      }
      const faultPath = routes.faultPath ? routes.faultPath(path) : path;
      const fault = faultPath === null ? null : routes.faults.take(req.method, faultPath);
      if (fault?.status) return routes.unavailable(fault.status);
      const response = await routes.route(req, path, url.searchParams);
      // The request was applied; only its answer comes late (the caller times out, the effect stays).
      if (fault?.delayMs) await sleep(fault.delayMs);
      return response;
    } catch (err) {
      const known = routes.error(err);
      if (known) return known;
      console.error(`[${routes.name}]`, err);
      return routes.internalError();
    }
  };
}
