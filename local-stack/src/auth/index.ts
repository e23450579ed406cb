/**
 * The local stand-in for Supabase Auth (GoTrue): the subset of its HTTP API that supabase-js v2
 * uses, with GoTrue's status codes, error codes and messages, sessions and refresh-token
 * rotation. See README.md beside this file.
 */
import { resolveConfig, type AuthOptions } from './config.ts';
import { createRouter } from './router.ts';

export type { AuthOptions } from './config.ts';

export function createAuthHandler(opts: AuthOptions): (req: Request, ctx: { ip: string }) => Promise<Response> {
  return createRouter(resolveConfig(opts));
}
