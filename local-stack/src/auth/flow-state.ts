/**
 * PKCE flow state (GoTrue's api/pkce.go and models/flow_state.go).
 *
 * A client that sends code_challenge gets, at the end of its flow, a redirect carrying
 * `?code=<auth_code>`; it trades that code and its code_verifier at /token?grant_type=pkce for a
 * session. The challenge is base64url(sha256(verifier)) without padding for method s256 (any
 * case), the verifier itself for method plain. A flow expires 5 minutes after it was created; a
 * magic-link flow 5 minutes after its code was issued (the link may sit in the mailbox longer).
 */
import type { Queryable } from '../db/types.ts';
import { badRequest, unprocessable } from './errors.ts';
import { sameSecret } from '../../../supabase/functions/_shared/secret.ts';
import { base64urlSha256, randomUUID } from './crypto.ts';
import type { AuthMethod } from './sessions.ts';

export const PKCE_PREFIX = 'pkce_';
const MIN_CHALLENGE = 43;
const MAX_CHALLENGE = 128;
const CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;

export type ChallengeMethod = 's256' | 'plain';

export function parseChallengeMethod(method: string): ChallengeMethod {
  const m = method.toLowerCase();
  if (m === 's256' || m === 'plain') return m;
  throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`);
}

/** validatePKCEParams: both or neither; RFC 7636 §4.2 shape; a method GoTrue knows. */
export function validatePkceParams(method: string, challenge: string): ChallengeMethod | null {
  if ((challenge === '') !== (method === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge === '') return null;
  if (challenge.length < MIN_CHALLENGE || challenge.length > MAX_CHALLENGE) {
    throw badRequest(
      'validation_failed',
      `code challenge has to be between ${MIN_CHALLENGE} and ${MAX_CHALLENGE} characters`,
    );
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return parseChallengeMethod(method);
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: string;
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  expired: boolean;
}

export async function createFlowState(
  q: Queryable,
  f: {
    providerType: string;
    method: AuthMethod;
    codeChallenge: string;
    codeChallengeMethod: ChallengeMethod;
    userId: string | null;
  },
): Promise<{ id: string; authCode: string }> {
  const id = randomUUID();
  const authCode = randomUUID();
  // GoTrue's cleanup job: flows abandoned long ago (anyone can start one at /authorize) go away.
  await q.query(`delete from auth.flow_state where created_at < now() - interval '24 hours'`);
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                  authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, $7, now(), now())`,
    [id, f.userId, authCode, f.codeChallengeMethod, f.codeChallenge, f.providerType, f.method],
  );
  return { id, authCode };
}

function selectFlow(expirySeconds: number): string {
  return `select id::text as id, user_id::text as user_id, auth_code, code_challenge_method::text as code_challenge_method,
                 code_challenge, provider_type, provider_access_token, provider_refresh_token, authentication_method,
                 now() > (case when auth_code_issued_at is not null and authentication_method = 'magiclink'
                               then auth_code_issued_at else created_at end) + make_interval(secs => ${Number(expirySeconds)})
                   as expired
            from auth.flow_state`;
}

export async function findFlowStateByAuthCode(
  q: Queryable,
  authCode: string,
  expirySeconds: number,
): Promise<FlowStateRow | null> {
  const r = await q.query<FlowStateRow>(`${selectFlow(expirySeconds)} where auth_code = $1 for update`, [authCode]);
  return r.rows[0] ?? null;
}

export async function findFlowStateById(q: Queryable, id: string, expirySeconds: number): Promise<FlowStateRow | null> {
  const r = await q.query<FlowStateRow>(`${selectFlow(expirySeconds)} where id::text = $1 for update`, [id]);
  return r.rows[0] ?? null;
}

export async function deleteFlowState(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.flow_state where id::text = $1`, [id]);
}

/** issueAuthCode: the latest flow of `method` started for the user; marks its code issued. */
export async function issueAuthCode(q: Queryable, userId: string, method: AuthMethod): Promise<string> {
  const r = await q.query<{ id: string; auth_code: string }>(
    `select id::text as id, auth_code from auth.flow_state
      where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  const row = r.rows[0];
  if (!row) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.');
  await q.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id::text = $1`, [
    row.id,
  ]);
  return row.auth_code;
}

/** FlowState.VerifyPKCE. */
export function verifyPkce(
  flow: Pick<FlowStateRow, 'code_challenge' | 'code_challenge_method'>,
  verifier: string,
): void {
  const method = flow.code_challenge_method.toLowerCase();
  let ok: boolean;
  if (method === 's256') ok = sameSecret(flow.code_challenge, base64urlSha256(verifier));
  else if (method === 'plain') ok = sameSecret(flow.code_challenge, verifier);
  else throw badRequest('bad_code_verifier', 'code challenge method not supported');
  if (!ok) throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
}
