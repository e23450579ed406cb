// What the stack's handlers read from a request: one JSON body reader (each caller naming the error
// its API answers to a body that is not what it expects), the path below where the gateway mounts
// the handler, and the caller's address.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { basePath } from 'hono/route';

/** Body text parsed as JSON (undefined when empty); `invalid(syntaxError)` is thrown for text that is not JSON. */
export function parseJson(text: string, invalid: (syntaxError: unknown) => Error): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw invalid(e);
  }
}

/** The body parsed as JSON (undefined when empty); `invalid()` is thrown for text that is not JSON. */
export async function readJson(req: Request, invalid: (syntaxError: unknown) => Error): Promise<unknown> {
  return parseJson(await req.text(), invalid);
}

/** The body as a JSON object ({} when empty); `invalid()` is thrown for anything else. */
export async function readJsonObject(req: Request, invalid: () => Error): Promise<Record<string, unknown>> {
  const body = await readJson(req, invalid);
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid();
  return body as Record<string, unknown>;
}

/** The token of an `Authorization: Bearer …` header ('' when there is none). */
export function bearerToken(req: Request): string {
  return /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
}

/** The request's path below the mount point of the app that answers it, without a trailing slash. */
export function mountedPath(c: Context): string {
  const mount = basePath(c);
  const path = mount === '/' ? c.req.path : c.req.path.slice(mount.length);
  return path.replace(/\/+$/, '') || '/';
}

/** The caller's IP address (loopback when the app is called without a socket, as tests do). */
export function clientAddress(c: Context): string {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? '127.0.0.1';
}
