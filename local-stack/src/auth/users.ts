/**
 * auth.users and auth.identities: lookups, writes and GoTrue's JSON shape of a user
 * (models.User / models.Identity). All SQL is parameterised.
 */
import type { Queryable } from '../db/types.ts';
import { isUuid } from '../../../supabase/functions/_shared/uuid.ts';
import { randomUUID } from './crypto.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: unknown;
  invited_at: unknown;
  confirmation_sent_at: unknown;
  recovery_sent_at: unknown;
  email_change: string | null;
  email_change_sent_at: unknown;
  last_sign_in_at: unknown;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: unknown;
  updated_at: unknown;
  phone: string | null;
  phone_confirmed_at: unknown;
  confirmed_at: unknown;
  banned_until: unknown;
  deleted_at: unknown;
  is_anonymous: boolean | null;
  is_sso_user: boolean | null;
  is_banned: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: unknown;
  provider: string;
  last_sign_in_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  email: string | null;
}

const USER_COLUMNS = `u.id::text as id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at,
  u.invited_at, u.confirmation_sent_at, u.recovery_sent_at, u.email_change, u.email_change_sent_at,
  u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at, u.phone,
  u.phone_confirmed_at, u.confirmed_at, u.banned_until, u.deleted_at, u.is_anonymous, u.is_sso_user,
  coalesce(u.banned_until > now(), false) as is_banned`;

/** Audience of every user here (GoTrue's GOTRUE_JWT_AUD). Rows written by a seed without `aud` count as this. */
export const AUDIENCE = 'authenticated';


export async function findUserById(q: Queryable, id: string, forUpdate = false): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where u.id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** FindUserByEmailAndAudience: case-insensitive, among non-SSO users. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where lower(u.email) = lower($1) and coalesce(u.aud, $2) = $2 and u.is_sso_user = false
      order by u.created_at limit 1`,
    [email, AUDIENCE],
  );
  return r.rows[0] ?? null;
}

/** IsDuplicatedEmail: a user with that e-mail, or with an identity carrying it. */
export async function findDuplicateEmail(q: Queryable, email: string, exceptUserId?: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where coalesce(u.aud, $2) = $2 and u.is_sso_user = false
        and ($3::uuid is null or u.id <> $3::uuid)
        and (lower(u.email) = lower($1)
             or exists (select 1 from auth.identities i where i.user_id = u.id and i.email = lower($1)))
      order by u.created_at limit 1`,
    [email, AUDIENCE, exceptUserId ?? null],
  );
  return r.rows[0] ?? null;
}

export async function findIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const r = await q.query<IdentityRow>(
    `select id::text as id, provider_id, user_id::text as user_id, identity_data, provider,
            last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows;
}

export async function findIdentity(q: Queryable, provider: string, providerId: string): Promise<IdentityRow | null> {
  const r = await q.query<IdentityRow>(
    `select id::text as id, provider_id, user_id::text as user_id, identity_data, provider,
            last_sign_in_at, created_at, updated_at, email
       from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return r.rows[0] ?? null;
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/**
 * Inserts the user row as GoTrue's signupNewUser does (tx.Create, then SetRole). Triggers of the
 * project (e.g. one creating a profile) run here; their failure propagates to the caller.
 */
export async function insertUser(q: Queryable, u: NewUser): Promise<string> {
  const id = randomUUID();
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $2, $3, $4, $5::jsonb, $6::jsonb, false, now(), now(), false, false)`,
    [id, AUDIENCE, u.email, u.encryptedPassword ?? '', JSON.stringify(u.appMetadata), JSON.stringify(u.userMetadata)],
  );
  return id;
}

export async function insertIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  const data = { ...identityData };
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, now(), now(), now())`,
    [randomUUID(), providerId, userId, JSON.stringify(data), provider],
  );
}

/**
 * User.UpdateUserMetaData: a shallow merge where a null value removes the key. Done in SQL so
 * concurrent updates of other keys are not lost.
 */
export async function mergeUserMetadata(q: Queryable, userId: string, updates: Record<string, unknown>): Promise<void> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) remove.push(k);
    else set[k] = v;
  }
  await q.query(
    `update auth.users
        set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb)
              - (select coalesce(array_agg(k), '{}'::text[]) from jsonb_array_elements_text($3::jsonb) k)) || $2::jsonb,
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(set), JSON.stringify(remove)],
  );
}

/** User.UpdateAppMetaDataProviders: app_metadata.providers lists the providers of the user's identities. */
export async function refreshProviders(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users u
        set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
              'providers', coalesce((select jsonb_agg(p.provider order by p.first_at)
                                       from (select provider, min(created_at) as first_at from auth.identities
                                              where user_id = u.id group by provider) p), '[]'::jsonb)),
            updated_at = now()
      where u.id = $1`,
    [userId],
  );
}

/** User.Confirm: email_confirmed_at, user_metadata.email_verified, and the end of pending e-mailed tokens. */
export async function confirmUser(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await mergeUserMetadata(q, userId, { email_verified: true });
  await q.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

// ---- JSON ----------------------------------------------------------------------------------

/** Timestamps as RFC 3339 whatever the driver hands back (Date from pg, Date or string from PGlite). */
export function ts(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString();
  if (typeof v === 'string') {
    let s = v.trim().replace(' ', 'T');
    s = s.replace(/([+-]\d\d)$/, '$1:00');
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? v : d.toISOString();
  }
  return undefined;
}

export function jsonObject(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function put(out: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined && value !== null && value !== '') out[key] = value;
}

export function serializeIdentity(i: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: jsonObject(i.identity_data),
    provider: i.provider,
  };
  put(out, 'last_sign_in_at', ts(i.last_sign_in_at));
  out.created_at = ts(i.created_at);
  out.updated_at = ts(i.updated_at);
  put(out, 'email', i.email);
  return out;
}

/** models.User as GoTrue serialises it (omitempty on the optional timestamps). */
export function serializeUser(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? AUDIENCE,
    role: u.role ?? '',
    email: u.email ?? '',
  };
  put(out, 'email_confirmed_at', ts(u.email_confirmed_at));
  put(out, 'invited_at', ts(u.invited_at));
  out.phone = u.phone ?? '';
  put(out, 'phone_confirmed_at', ts(u.phone_confirmed_at));
  put(out, 'confirmation_sent_at', ts(u.confirmation_sent_at));
  put(out, 'confirmed_at', ts(u.confirmed_at));
  put(out, 'recovery_sent_at', ts(u.recovery_sent_at));
  put(out, 'new_email', u.email_change);
  put(out, 'email_change_sent_at', u.email_change ? ts(u.email_change_sent_at) : undefined);
  put(out, 'last_sign_in_at', ts(u.last_sign_in_at));
  out.app_metadata = jsonObject(u.raw_app_meta_data);
  out.user_metadata = jsonObject(u.raw_user_meta_data);
  out.identities = identities.map(serializeIdentity);
  out.created_at = ts(u.created_at);
  out.updated_at = ts(u.updated_at);
  put(out, 'banned_until', ts(u.banned_until));
  put(out, 'deleted_at', ts(u.deleted_at));
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}

export async function loadUserJson(q: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const user = await findUserById(q, userId);
  if (!user) return null;
  return serializeUser(user, await findIdentities(q, userId));
}
