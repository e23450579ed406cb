/**
 * E-mailed tokens (GoTrue's models/one_time_token.go). An e-mail carries a 6-digit code and a link
 * whose `token` is GoTrue's token hash hex(sha224(email || code)), prefixed `pkce_` in a PKCE flow.
 * The database keeps only SHA-256 of that link token; expiry is counted in SQL from created_at.
 */
import type { Queryable } from '../db/types.ts';
import { randomUUID, sha256Hex, tokenHash } from './crypto.ts';
import { PKCE_PREFIX } from './flow-state.ts';

export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: TokenType;
  relates_to: string;
}

/** Stores (replacing any previous one of the type) the token of a link and returns it. */
export async function storeOneTimeToken(
  q: Queryable,
  userId: string,
  type: TokenType,
  relatesTo: string,
  code: string,
  pkce: boolean,
): Promise<string> {
  const linkToken = (pkce ? PKCE_PREFIX : '') + tokenHash(relatesTo, code);
  await q.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type`, [
    userId,
    type,
  ]);
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, now(), now())`,
    [randomUUID(), userId, type, sha256Hex(linkToken), relatesTo.toLowerCase()],
  );
  return linkToken;
}

/**
 * The live (unexpired) token matching one of `linkTokens` among `types`, oldest type first in
 * `types` order. Expired rows are never returned.
 */
export async function findOneTimeToken(
  q: Queryable,
  linkTokens: string[],
  types: TokenType[],
  expirySeconds: number,
): Promise<(OneTimeTokenRow & { pkce: boolean }) | null> {
  const hashes = linkTokens.filter(Boolean).map((t) => ({ t, h: sha256Hex(t) }));
  if (!hashes.length || !types.length) return null;
  const r = await q.query<OneTimeTokenRow & { token_hash: string }>(
    `select id::text as id, user_id::text as user_id, token_type::text as token_type, relates_to, token_hash
       from auth.one_time_tokens
      where token_hash in (select jsonb_array_elements_text($1::jsonb))
        and token_type::text in (select jsonb_array_elements_text($2::jsonb))
        and created_at > now()::timestamp - make_interval(secs => $3)
      for update`,
    [JSON.stringify(hashes.map((x) => x.h)), JSON.stringify(types), expirySeconds],
  );
  if (!r.rows.length) return null;
  r.rows.sort((a, b) => types.indexOf(a.token_type) - types.indexOf(b.token_type));
  const row = r.rows[0];
  const presented = hashes.find((x) => x.h === row.token_hash)?.t ?? '';
  return {
    id: row.id,
    user_id: row.user_id,
    token_type: row.token_type,
    relates_to: row.relates_to,
    pkce: presented.startsWith(PKCE_PREFIX),
  };
}

/** Link tokens a code typed by the user may correspond to (GoTrue's isOtpValid accepts both forms). */
export function candidateLinkTokens(email: string, code: string): string[] {
  const h = tokenHash(email, code);
  return [h, PKCE_PREFIX + h];
}

/** Link tokens a token_hash parameter may correspond to: as given, and with the PKCE prefix. */
export function candidateHashTokens(hash: string): string[] {
  return hash.startsWith(PKCE_PREFIX) ? [hash] : [hash, PKCE_PREFIX + hash];
}

export async function deleteOneTimeToken(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.one_time_tokens where id::text = $1`, [id]);
}

const SENT_AT_COLUMN: Record<TokenType, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
};

/**
 * Seconds to wait before another e-mail of `type` may go to the user (GoTrue's SMTP max frequency,
 * measured from users.*_sent_at), 0 when it may go now.
 */
export async function secondsUntilNextEmail(
  q: Queryable,
  userId: string,
  type: TokenType,
  frequency: number,
): Promise<number> {
  if (frequency <= 0) return 0;
  const column = SENT_AT_COLUMN[type];
  const r = await q.query<{ left: string | null }>(
    `select ceil(extract(epoch from (${column} + make_interval(secs => $2) - now())))::text as left
       from auth.users where id = $1`,
    [userId, frequency],
  );
  const left = Number(r.rows[0]?.left ?? 0);
  return left > 0 ? left : 0;
}

/** Records that an e-mail of `type` went out now (users.*_sent_at). */
export async function markEmailSent(q: Queryable, userId: string, type: TokenType): Promise<void> {
  await q.query(`update auth.users set ${SENT_AT_COLUMN[type]} = now(), updated_at = now() where id = $1`, [userId]);
}
