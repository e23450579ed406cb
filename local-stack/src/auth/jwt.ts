/**
 * HS256 JWTs with jose: access tokens with Supabase's claims, apikey checks as Supabase's gateway
 * does them, and the signed state of the local OAuth consent page. Verification errors carry
 * golang-jwt v5's wording, which is what GoTrue puts after "invalid JWT: unable to parse or
 * verify signature, ".
 */
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { forbidden } from './errors.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signJwt(claims: JWTPayload, key: Uint8Array): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/** The reason golang-jwt v5 gives for a token it refuses. */
function goJwtReason(e: unknown): string {
  if (e instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (e instanceof joseErrors.JWTClaimValidationFailed) {
    return e.claim === 'nbf' || e.claim === 'iat'
      ? 'token has invalid claims: token is not valid yet'
      : `token has invalid claims: ${e.message}`;
  }
  if (e instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (e instanceof joseErrors.JOSEAlgNotAllowed) return `token signature is invalid: ${e.message}`;
  if (e instanceof joseErrors.JWSInvalid || e instanceof joseErrors.JWTInvalid) {
    return 'token is malformed: token contains an invalid number of segments';
  }
  if (e instanceof joseErrors.JOSEError) return `token is malformed: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

export async function verifyJwt(token: string, key: Uint8Array): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  return payload;
}

/** parseJWTClaims of requireAuthentication: any failure is 403 bad_jwt. */
export async function verifyBearer(token: string, key: Uint8Array): Promise<JWTPayload> {
  try {
    return await verifyJwt(token, key);
  } catch (e) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${goJwtReason(e)}`);
  }
}
