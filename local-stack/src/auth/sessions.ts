/**
 * Sessions, refresh tokens and access tokens (GoTrue's models/sessions.go, refresh_token.go,
 * amr.go and tokens/service.go).
 *
 * A sign-in creates an auth.sessions row, its first refresh token and an AMR claim; the access
 * token is a JWT naming the session. A refresh revokes the presented token and issues a child in
 * the same session. Reuse of a revoked token is tolerated as GoTrue tolerates it (the parent of
 * the session's active token gets that active token back; any revoked token within the reuse
 * interval gets a fresh child); past that it is taken as theft: the whole session ends.
 */
import type { Queryable } from '../db/types.ts';
import type { AuthConfig } from './config.ts';
import { ApiError, badRequest } from './errors.ts';
import { newRefreshToken, randomUUID } from './crypto.ts';
import { signJwt, type AmrEntry } from './jwt.ts';
import { isUuid } from '../../../supabase/functions/_shared/uuid.ts';
import { AUDIENCE, findIdentities, findUserById, jsonObject, serializeUser, type UserRow } from './users.ts';

/** GoTrue's models.AuthenticationMethod strings. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'magiclink'
  | 'recovery'
  | 'invite'
  | 'email/signup'
  | 'email_change'
  | 'token_refresh';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

function ipOrNull(ip: string): string | null {
  // auth.sessions.ip is inet: keep only something that looks like an address.
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null;
}

async function amrOf(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const r = await q.query<{ method: string; ts: string | number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::text as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return r.rows.map((row) => ({ method: row.method, timestamp: Number(row.ts) }));
}

/** GenerateAccessToken + the response envelope, reading the user as it is now. */
export async function buildSessionResponse(
  q: Queryable,
  config: AuthConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = await findUserById(q, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const identities = await findIdentities(q, userId);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const claims = {
    iss: config.externalUrl,
    sub: user.id,
    aud: user.aud ?? AUDIENCE,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: jsonObject(user.raw_app_meta_data),
    user_metadata: jsonObject(user.raw_user_meta_data),
    // The database role PostgREST switches to. Staff roles live in app_metadata, set server-side.
    role: 'authenticated',
    aal: 'aal1',
    amr: await amrOf(q, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  return {
    access_token: await signJwt(claims, config.jwtKey),
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: serializeUser(user, identities),
  };
}

/** IssueRefreshToken: a new session for `user`, its first refresh token, the AMR claim, last_sign_in_at. */
export async function issueSession(
  q: Queryable,
  config: AuthConfig,
  user: Pick<UserRow, 'id'>,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, user.id, client.userAgent, ipOrNull(client.ip)],
  );
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [token, user.id, sessionId],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [randomUUID(), sessionId, method],
  );
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
  return buildSessionResponse(q, config, user.id, sessionId, token);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string | null;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  within_reuse: boolean;
}

/** The refresh_token grant. Returns the new session body, or throws GoTrue's refresh errors. */
export async function refreshSession(
  q: Queryable,
  config: AuthConfig,
  presented: string,
  client: ClientInfo,
): Promise<SessionResponse | ApiError> {
  const found = await q.query<RefreshRow>(
    `select id::text as id, token, user_id, revoked, parent, session_id::text as session_id,
            updated_at > now() - make_interval(secs => $2) as within_reuse
       from auth.refresh_tokens where token = $1 for update`,
    [presented, config.refreshTokenReuseInterval],
  );
  const row = found.rows[0];
  const notFound = badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!row || !row.user_id || !isUuid(row.user_id)) throw notFound;

  const user = await findUserById(q, row.user_id);
  if (!user) throw notFound;
  if (user.is_banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

  if (!row.session_id) {
    await q.query(`delete from auth.refresh_tokens where id = $1::bigint`, [row.id]);
    return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const session = await q.query<{ expired: boolean }>(
    `select coalesce(not_after < now(), false) as expired from auth.sessions where id = $1 for update`,
    [row.session_id],
  );
  if (!session.rows[0]) {
    await q.query(`delete from auth.refresh_tokens where id = $1::bigint`, [row.id]);
    return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.rows[0].expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

  let issued: string | null = null;
  if (row.revoked) {
    const active = await q.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
        where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    if (active.rows[0] && active.rows[0].parent === row.token) {
      // The client lost the answer of its last refresh: hand back the token it should have stored.
      issued = active.rows[0].token;
    } else if (!row.within_reuse) {
      // Reuse outside the window: treat the family as stolen and end the session. The caller
      // commits this before answering the error.
      await q.query(`update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false`, [
        row.session_id,
      ]);
      await q.query(`delete from auth.sessions where id = $1`, [row.session_id]);
      return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
  }

  if (!issued) {
    // GrantRefreshTokenSwap
    issued = newRefreshToken();
    await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
    await q.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [issued, user.id, row.token, row.session_id],
    );
  }
  await q.query(
    `update auth.sessions set refreshed_at = now()::timestamp, updated_at = now(), user_agent = $2, ip = $3::inet
      where id = $1`,
    [row.session_id, client.userAgent, ipOrNull(client.ip)],
  );
  return buildSessionResponse(q, config, user.id, row.session_id, issued);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** models.Logout / LogoutSession / LogoutAllExceptMe. Refresh tokens go with their sessions. */
export async function logout(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (!sessionId) {
    await q.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and revoked = false`,
      [userId],
    );
    return;
  }
  if (scope === 'local') {
    await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}

/** After a password change, every other session of the user ends (User.UpdatePassword). */
export async function endOtherSessions(q: Queryable, userId: string, keepSessionId: string | null): Promise<void> {
  if (keepSessionId) await logout(q, userId, keepSessionId, 'others');
  else await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const r = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return r.rows.length > 0;
}
