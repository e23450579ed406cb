import type { Db } from '../db/types.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { SUPABASE_AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits-config.ts';
import type { Mailer } from '../mail-types.ts';
import type { GoogleProvider } from './google.ts';

/** Options of the auth server. The first block is the contract with the gateway; the rest is optional. */
export interface AuthOptions {
  db: Db;
  /** HS256 secret shared with PostgREST; signs access tokens, verifies apikeys and OAuth state. */
  jwtSecret: string;
  /**
   * The project's opaque secret API keys (`sb_secret_…`). A request made with one may name its
   * visitor's address in Sb-Forwarded-For, as Supabase Auth allows with IP address forwarding on.
   */
  secretKeys?: string[];
  /** Access-token lifetime in seconds (GoTrue's GOTRUE_JWT_EXP), default 3600. */
  jwtExpiry?: number;
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321; links and `iss` use `${apiExternalUrl}/auth/v1`. */
  apiExternalUrl: string;
  /** Default redirect (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Further allowed redirect_to values: a prefix, or a pattern where `*` matches any run of characters. */
  additionalRedirectUrls?: string[];
  mailer: Mailer;
  /** Sign-in with Google: its OAuth client and endpoints (none: the provider is not enabled). */
  google?: GoogleProvider;
  /**
   * Brute-force limits. `passwordAttemptsPerWindow` failed password sign-ins are allowed per
   * client IP and e-mail address in `windowMs` (default 10 per 5 minutes); after that every
   * password attempt for that pair answers 429 until the window slides; one IP may fail 20 times
   * that over all addresses. Optional extras: e-mail-sending requests (/otp, /recover) per IP
   * (default 60 per window) and failed /verify attempts per IP (default 30 per window). The rest is
   * `[auth.rate_limit]` (rate-limits-config.ts; Supabase's defaults for what is left out).
   */
  rateLimit?: {
    passwordAttemptsPerWindow: number;
    windowMs: number;
    emailRequestsPerWindow?: number;
    verifyFailuresPerWindow?: number;
  } & Partial<AuthRateLimits>;
  /** GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, seconds, default 10. */
  refreshTokenReuseInterval?: number;
  /** GoTrue's GOTRUE_SMTP_MAX_FREQUENCY: minimum seconds between two e-mails of one kind to one user, default 60. */
  emailMaxFrequency?: number;
  /** GoTrue's GOTRUE_MAILER_OTP_EXP, seconds, default 3600. */
  otpExpiry?: number;
  /** GoTrue's flow-state expiry, seconds, default 300. */
  flowStateExpiry?: number;
  /** GoTrue's GOTRUE_PASSWORD_MIN_LENGTH, default 6. */
  passwordMinLength?: number;
  /** Where unexpected errors (answered 500) are reported; default console.error. */
  log?: (error: unknown) => void;
}

export interface AuthConfig {
  db: Db;
  jwtSecret: string;
  jwtKey: Uint8Array;
  secretKeys: string[];
  jwtExpiry: number;
  /** `${apiExternalUrl}/auth/v1`, without a trailing slash: GoTrue's API_EXTERNAL_URL and JWT issuer. */
  externalUrl: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  mailer: Mailer;
  google: GoogleProvider | null;
  passwordAttemptsPerWindow: number;
  emailRequestsPerWindow: number;
  verifyFailuresPerWindow: number;
  rateLimitWindowMs: number;
  /** `[auth.rate_limit]` (rate-limits-config.ts): per address in 5 minutes, e-mails per hour. */
  authRateLimits: AuthRateLimits;
  /** The project's e-mails of the last hour (email_sent): one bucket, as GoTrue keeps it. */
  emailQuota: SlidingWindowLimiter;
  refreshTokenReuseInterval: number;
  emailMaxFrequency: number;
  otpExpiry: number;
  flowStateExpiry: number;
  passwordMinLength: number;
  log: (error: unknown) => void;
}

export function resolveConfig(opts: AuthOptions): AuthConfig {
  if (!opts.jwtSecret || opts.jwtSecret.length < 32) {
    throw new Error('auth: jwtSecret must be at least 32 characters long');
  }
  const external = opts.apiExternalUrl.replace(/\/+$/, '');
  const limits: AuthRateLimits = {
    signInSignUps: opts.rateLimit?.signInSignUps ?? SUPABASE_AUTH_RATE_LIMITS.signInSignUps,
    tokenVerifications: opts.rateLimit?.tokenVerifications ?? SUPABASE_AUTH_RATE_LIMITS.tokenVerifications,
    tokenRefresh: opts.rateLimit?.tokenRefresh ?? SUPABASE_AUTH_RATE_LIMITS.tokenRefresh,
    emailSent: opts.rateLimit?.emailSent ?? SUPABASE_AUTH_RATE_LIMITS.emailSent,
  };
  return {
    db: opts.db,
    jwtSecret: opts.jwtSecret,
    jwtKey: new TextEncoder().encode(opts.jwtSecret),
    secretKeys: opts.secretKeys ?? [],
    jwtExpiry: opts.jwtExpiry ?? 3600,
    externalUrl: `${external}/auth/v1`,
    siteUrl: opts.siteUrl,
    additionalRedirectUrls: opts.additionalRedirectUrls ?? [],
    mailer: opts.mailer,
    google: opts.google ?? null,
    passwordAttemptsPerWindow: opts.rateLimit?.passwordAttemptsPerWindow ?? 10,
    emailRequestsPerWindow: opts.rateLimit?.emailRequestsPerWindow ?? 60,
    verifyFailuresPerWindow: opts.rateLimit?.verifyFailuresPerWindow ?? 30,
    rateLimitWindowMs: opts.rateLimit?.windowMs ?? 5 * 60 * 1000,
    authRateLimits: limits,
    emailQuota: new SlidingWindowLimiter(limits.emailSent, 60 * 60 * 1000),
    refreshTokenReuseInterval: opts.refreshTokenReuseInterval ?? 10,
    emailMaxFrequency: opts.emailMaxFrequency ?? 60,
    otpExpiry: opts.otpExpiry ?? 3600,
    flowStateExpiry: opts.flowStateExpiry ?? 300,
    passwordMinLength: opts.passwordMinLength ?? 6,
    log: opts.log ?? ((e) => console.error('[auth]', e)),
  };
}
