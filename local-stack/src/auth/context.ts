/** Per-request context and GoTrue's requireAuthentication middleware. */
import type { JWTPayload } from 'jose';
import type { AuthConfig } from './config.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { verifyBearer } from './jwt.ts';
import { isUuid } from '../../../supabase/functions/_shared/uuid.ts';
import { findUserById, type UserRow } from './users.ts';
import { sessionExists, type ClientInfo } from './sessions.ts';

export interface Limiters {
  /** Failed password sign-ins per IP and e-mail. */
  password: SlidingWindowLimiter;
  /** Failed password sign-ins per IP over all e-mails (spraying). */
  passwordPerIp: SlidingWindowLimiter;
  /** Requests that send e-mail (/otp, /recover) per IP. */
  email: SlidingWindowLimiter;
  /** Failed /verify attempts per IP. */
  verify: SlidingWindowLimiter;
  /**
   * `[auth.rate_limit] sign_in_sign_ups` per IP in 5 minutes, keyed `<route>|<ip>`: GoTrue gives
   * /signup, /otp, /recover and PUT /user a bucket each at that rate.
   */
  signInSignUps: SlidingWindowLimiter;
  /** `[auth.rate_limit] token_verifications`: /verify calls per IP in 5 minutes. */
  tokenVerifications: SlidingWindowLimiter;
  /** `[auth.rate_limit] token_refresh`: /token calls (every grant) per IP in 5 minutes. */
  tokenRefresh: SlidingWindowLimiter;
}

/** Supabase Auth's window for the per-address limits of `[auth.rate_limit]`. */
const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function createLimiters(config: AuthConfig): Limiters {
  const w = config.rateLimitWindowMs;
  return {
    password: new SlidingWindowLimiter(config.passwordAttemptsPerWindow, w),
    passwordPerIp: new SlidingWindowLimiter(config.passwordAttemptsPerWindow * 20, w),
    email: new SlidingWindowLimiter(config.emailRequestsPerWindow, w),
    verify: new SlidingWindowLimiter(config.verifyFailuresPerWindow, w),
    signInSignUps: new SlidingWindowLimiter(config.authRateLimits.signInSignUps, FIVE_MINUTES_MS),
    tokenVerifications: new SlidingWindowLimiter(config.authRateLimits.tokenVerifications, FIVE_MINUTES_MS),
    tokenRefresh: new SlidingWindowLimiter(config.authRateLimits.tokenRefresh, FIVE_MINUTES_MS),
  };
}

/** Single-use memory of OAuth consent states (jti → expiry, ms). */
export class UsedStates {
  private readonly used = new Map<string, number>();

  /** Marks `jti` used; false if it already was. */
  consume(jti: string, expiresAtMs: number): boolean {
    const now = Date.now();
    for (const [k, exp] of this.used) if (exp < now) this.used.delete(k);
    if (this.used.has(jti)) return false;
    this.used.set(jti, expiresAtMs);
    return true;
  }
}

export interface Ctx {
  req: Request;
  url: URL;
  config: AuthConfig;
  client: ClientInfo;
  limiters: Limiters;
  usedStates: UsedStates;
  log: (e: unknown) => void;
}

export interface Authenticated {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | null;
}

const BEARER = /^[Bb]earer (\S+)$/;

/** requireAuthentication: extractBearerToken, parseJWTClaims, maybeLoadUserOrSession. */
export async function requireAuthentication(ctx: Ctx): Promise<Authenticated> {
  const m = BEARER.exec(ctx.req.headers.get('authorization') ?? '');
  if (!m) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyBearer(m[1], ctx.config.jwtKey);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.config.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  const sid = claims.session_id;
  if (typeof sid === 'string' && sid !== '' && sid !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    if (!(await sessionExists(ctx.config.db, sid))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    sessionId = sid;
  }
  return { user, claims, sessionId };
}
