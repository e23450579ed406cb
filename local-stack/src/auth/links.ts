/** Sending an e-mail with a code and a /verify link to an existing user (GoTrue's sendEmail). */
import type { Queryable } from '../db/types.ts';
import type { AuthConfig } from './config.ts';
import { tooManyRequests } from './errors.ts';
import { generateOtp } from './crypto.ts';
import { markEmailSent, secondsUntilNextEmail, storeOneTimeToken, type TokenType } from './one-time-tokens.ts';
import { sendLinkEmail, verifyLink, type LinkType } from './mail.ts';

/** `[auth.rate_limit] email_sent`: one more e-mail of the project's hour, or GoTrue's 429. */
export function takeEmailQuota(config: AuthConfig): void {
  if (config.emailQuota.hit('project')) {
    throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

export async function sendUserLink(
  q: Queryable,
  config: AuthConfig,
  user: { id: string; email: string },
  linkType: LinkType,
  tokenType: TokenType,
  pkce: boolean,
  redirectTo: string,
  detail?: string,
): Promise<void> {
  const wait = await secondsUntilNextEmail(q, user.id, tokenType, config.emailMaxFrequency);
  if (wait > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  takeEmailQuota(config);
  const code = generateOtp();
  const linkToken = await storeOneTimeToken(q, user.id, tokenType, user.email, code, pkce);
  await markEmailSent(q, user.id, tokenType);
  await sendLinkEmail(config, user.email, linkType, code, verifyLink(config, linkToken, linkType, redirectTo), detail);
}
