/**
 * The local stand-in for Supabase Auth (GoTrue): the subset of its HTTP API that supabase-js v2
 * uses, with GoTrue's status codes, error codes and messages, sessions and refresh-token
 * rotation. See README.md beside this file.
 */
import type { Hono } from 'hono';
import { resolveConfig, type AuthOptions } from './config.ts';
import { createRouter } from './router.ts';

export type { AuthOptions } from './config.ts';

/** The auth server's app, its routes relative to where the gateway mounts it (/auth/v1). */
export function createAuthApp(opts: AuthOptions): Hono {
  return createRouter(resolveConfig(opts));
}
