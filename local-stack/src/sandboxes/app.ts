// What every provider sandbox shares, as a Hono app its routes are added to: the sandbox's own
// /_control routes (faults included; unknown controls are 404), the queued faults in front of the
// provider's routes, and thrown errors answered in the provider's shape. Paths are relative to
// where the gateway mounts the sandbox; the same app answers alone (tests call `app.fetch`).
import { Hono, type Context } from 'hono';
import { mountedPath, readJson } from '../http.ts';
import type { Fault, Faults } from './faults.ts';

export interface SandboxShape {
  /** Tag of the log line of an unexpected error, e.g. 'sandbox/n8n'. */
  name: string;
  faults: Faults;
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

/** A sandbox's app with its faults and error shape; add the controls and routes, then `finish` it. */
export function sandboxApp(shape: SandboxShape): Hono {
  const app = new Hono({ strict: false });
  app.onError((err) => {
    const known = shape.error(err);
    if (known) return known;
    console.error(`[${shape.name}]`, err);
    return shape.internalError();
  });

  // Tests queue faults: POST one, DELETE clears, GET lists; release lets the held answers go.
  app.get('/_control/faults', (c) => c.json(shape.faults.list()));
  app.get('/_control/faults/held', (c) => c.json({ held: shape.faults.heldCount() }));
  app.post('/_control/faults/release', (c) => c.json({ released: shape.faults.release() }));
  app.delete('/_control/faults', (c) => {
    shape.faults.clear();
    return c.body(null, 204);
  });
  app.post('/_control/faults', async (c) => {
    try {
      const input = await readJson(c.req.raw, () => new Error('body must be JSON'));
      return c.json(shape.faults.add((input ?? {}) as Partial<Fault>));
    } catch (err) {
      return c.json({ error: (err as Error).message }, 400);
    }
  });

  app.use('*', async (c, next) => {
    const path = mountedPath(c);
    if (path.startsWith('/_control/')) return next();
    const faultPath = shape.faultPath ? shape.faultPath(path) : path;
    const fault = faultPath === null ? null : shape.faults.take(c.req.method, faultPath);
    if (fault?.status) return shape.unavailable(fault.status);
    await next();
    // The request was applied; only its answer comes late (the caller times out, the effect stays).
    // A thrown error is answered at once.
    if (fault?.delayMs && !c.error) await sleep(fault.delayMs);
    if (fault?.hold && !c.error) await shape.faults.held();
  });
  return app;
}

/** After the sandbox's own routes: an unknown control is 404, any other path gets the provider's 404. */
export function finish(app: Hono, notFound: (c: Context) => Response | Promise<Response>): Hono {
  app.all('/_control/*', (c) => c.json({ error: 'unknown sandbox control' }, 404));
  app.all('*', notFound);
  return app;
}
