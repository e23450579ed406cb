// `[auth.rate_limit]` of a Supabase config.toml, read as the Supabase CLI hands it to Supabase Auth:
// sign_in_sign_ups and token_verifications per client address in 5 minutes, email_sent per hour for
// the whole project (GoTrue's RATE_LIMIT_EMAIL_SENT is one bucket, not one per address). The stack
// reads supabase/config.toml; a test or journey stack points AUTH_CONFIG_FILE at a file of its own
// with the same section, so the limits are raised by configuration, never switched off in code.
import fs from 'node:fs';
import { parse as parseToml } from 'smol-toml';

export interface AuthRateLimits {
  /** Sign-ups and sign-ins (password, e-mail OTP / magic link) per address in 5 minutes. */
  signInSignUps: number;
  /** OTP and magic-link verifications per address in 5 minutes. */
  tokenVerifications: number;
  /** E-mails the auth server sends per hour, project-wide. */
  emailSent: number;
}

/** The Supabase CLI's defaults for a section or key left out. */
export const SUPABASE_AUTH_RATE_LIMITS: AuthRateLimits = { signInSignUps: 30, tokenVerifications: 30, emailSent: 2 };

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
    emailSent: positive(section.email_sent, d.emailSent, 'email_sent', file),
  };
}
