// Who may call Storage, and the signed URLs' tokens.
//
// Only the service role (its JWT, or the secret API key standing for it) reaches buckets and objects:
// the product never lets a browser touch Storage directly. The functions keep the clients' media
// with the service role, in a private bucket per business owner, and the owner's browser only ever
// gets a signed URL from a function. So the anon key and a user's JWT are refused (storage-api's
// 403 "Access denied: Invalid role"), where hosted Supabase would apply the storage.objects
// policies — which this project does not write.
import { jwtVerify, SignJWT } from 'jose';
import { sameSecret } from '../../../supabase/functions/_shared/secret.ts';
import { bearerToken } from '../http.ts';
import { errors } from './errors.ts';

/** storage-api's scope claim: a download token cannot be replayed against the upload endpoint. */
const DOWNLOAD_SCOPE = 'download';

/**
 * Refuses a request not made with the service role. The token is the Authorization bearer (what
 * storage-api reads), else the apikey; the secret key counts as the service role, as the gateway in
 * front of hosted Storage turns it into the service role's JWT.
 */
export async function requireServiceRole(req: Request, secret: Uint8Array, secretKeys: readonly string[]) {
  const token = bearerToken(req) || req.headers.get('apikey') || '';
  if (token && secretKeys.some((key) => sameSecret(token, key))) return;
  let role: unknown;
  try {
    role = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload.role;
  } catch (err) {
    // storage-api's JWT check answers with jose's own words ('Invalid Compact JWS', 'signature verification failed').
    throw errors.accessDenied((err as Error).message);
  }
  if (role !== 'service_role') throw errors.accessDenied('Access denied: Invalid role', 403);
}

/** A signed URL's token, as storage-api signs one: HS256 over {url: 'bucket/key', scope, iat, exp}. */
export function signObjectToken(secret: Uint8Array, url: string, expiresIn: number): Promise<string> {
  return new SignJWT({ url, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(expiresIn)}s`)
    .sign(secret);
}

/**
 * A token presented on a signed URL, checked in storage-api's order: a valid JWT that has not
 * expired (InvalidJWT otherwise, with jose's message), a download token (tokens older than the
 * scope claim have none), naming this very object (InvalidSignature). Answers its expiry (seconds).
 */
export async function verifyObjectToken(secret: Uint8Array, token: string, url: string): Promise<number> {
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload;
  } catch (err) {
    throw errors.invalidJwt((err as Error).message);
  }
  const scoped = payload.scope === DOWNLOAD_SCOPE || (payload.scope === undefined && !('upsert' in payload));
  if (!scoped) throw errors.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`);
  if (payload.url !== url) throw errors.invalidSignature();
  if (typeof payload.exp !== 'number') throw errors.invalidJwt('Token has no expiry');
  return payload.exp;
}
