// The project keys, checked as Supabase's gateway (Kong key-auth) does for every API path: the
// `apikey` header (or query parameter) must be a JWT of role anon or service_role signed with the
// project's secret, or the project's opaque secret API key (`sb_secret_…`).
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, type JWTPayload } from 'jose';

/** The claims of an HS256 JWT signed with the secret; null when it is not one. */
export async function verifiedClaims(token: string, secret: Uint8Array): Promise<JWTPayload | null> {
  try {
    return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

export function requireApiKey(jwtSecret: string, secretKeys: readonly string[] = []): MiddlewareHandler {
  const secret = new TextEncoder().encode(jwtSecret);
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      );
    }
    const role = secretKeys.includes(key) ? 'service_role' : (await verifiedClaims(key, secret))?.role;
    if (role !== 'anon' && role !== 'service_role') {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    await next();
  };
}
