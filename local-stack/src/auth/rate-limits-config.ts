// `[auth.rate_limit]` of a Supabase config.toml, read as the Supabase CLI hands it to Supabase Auth
// (sign_in_sign_ups → GOTRUE_RATE_LIMIT_OTP, token_verifications → GOTRUE_RATE_LIMIT_VERIFY,
// token_refresh → GOTRUE_RATE_LIMIT_TOKEN_REFRESH, email_sent → GOTRUE_RATE_LIMIT_EMAIL_SENT).
// The stack reads supabase/config.toml; a test or journey stack points AUTH_CONFIG_FILE at a file of
// its own with the same section, so the limits are raised by configuration, never switched off in
// code. Keys for what this server does not do (anonymous_users, sms_sent, web3) are accepted and unused.
import fs from 'node:fs';
import { parse as parseToml } from 'smol-toml';

export interface AuthRateLimits {
  /** Per address in 5 minutes, each of /signup, /otp, /recover and PUT /user counted apart. */
  signInSignUps: number;
  /** /verify (OTP and e-mailed links) per address in 5 minutes. */
  tokenVerifications: number;
  /** /token (password sign-ins, refreshes, PKCE exchanges) per address in 5 minutes. */
  tokenRefresh: number;
  /** E-mails the auth server sends per hour, project-wide. */
  emailSent: number;
}

/** The Supabase CLI's defaults (its config.toml template) for a section or key left out. */
export const SUPABASE_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenVerifications: 30,
  tokenRefresh: 150,
  emailSent: 2,
};

const positive = (value: unknown, fallback: number, key: string, file: string): number => {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`${file}: [auth.rate_limit] ${key} must be a positive integer`);
  }
  return value;
};

export function readAuthRateLimits(file: string): AuthRateLimits {
  const parsed = parseToml(fs.readFileSync(file, 'utf8')) as { auth?: { rate_limit?: Record<string, unknown> } };
  const section = parsed.auth?.rate_limit ?? {};
  const d = SUPABASE_AUTH_RATE_LIMITS;
  return {
    signInSignUps: positive(section.sign_in_sign_ups, d.signInSignUps, 'sign_in_sign_ups', file),
    tokenVerifications: positive(section.token_verifications, d.tokenVerifications, 'token_verifications', file),
    tokenRefresh: positive(section.token_refresh, d.tokenRefresh, 'token_refresh', file),
    emailSent: positive(section.email_sent, d.emailSent, 'email_sent', file),
  };
}
