// Integration: the profile bootstrap and the sign-up document check against the real local stack
// (PostgREST + Postgres with row-level security), run by local-stack's test runner.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import pg from 'pg';
import { client, stack } from 'local-stack/testing';
import type { User } from '@supabase/supabase-js';
import { normalizeCnpj } from 'shared-domain';
import { generateCnpj, generateCpf } from 'shared-domain/testing';
import { bootstrapProfile } from '../src/profile/bootstrapProfile';
import { PROFILE_MESSAGES } from '../src/profile/profileMessages';

const admin = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
after(() => admin.end());

function email(tag: string) {
  return `${tag}.${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

async function signedUpClient(metadata: Record<string, string> = {}) {
  const c = client();
  const { data, error } = await c.auth.signUp({
    email: email('boot'),
    password: 'senhaforte123',
    options: { data: metadata },
  });
  assert.ifError(error);
  return { c, user: data.user! };
}

test('an existing profile is read and authorises the user', async () => {
  const { c, user } = await signedUpClient({ full_name: 'Ana Lima', person_type: 'fisica', cpf: generateCpf() });
  const result = await bootstrapProfile(c, user);
  assert.equal(result.authorized, true);
  assert.equal(result.authError, null);
  assert.equal(result.profile?.id, user.id);
  assert.equal(result.profile?.role, 'client');
  assert.match(result.profile?.id_dono ?? '', /^USR-[A-Z0-9]{8}$/);
});

test('a missing profile (PGRST116) is created as a client from the user metadata', async () => {
  const { c, user } = await signedUpClient({ full_name: 'Bruno Reis', phone: '11987654321' });
  await admin.query('delete from public.profiles where id = $1', [user.id]);
  const result = await bootstrapProfile(c, user);
  assert.equal(result.authorized, true);
  assert.equal(result.profile?.full_name, 'Bruno Reis');
  assert.equal(result.profile?.role, 'client');
  assert.equal(result.profile?.email, user.email);
  const { rows } = await admin.query('select role, id_dono from public.profiles where id = $1', [user.id]);
  assert.equal(rows.length, 1);
  assert.match(rows[0].id_dono, /^USR-[A-Z0-9]{8}$/);
});

test('when neither insert nor upsert is allowed the user is not authorised', async () => {
  // A visitor's client: the lookup finds nothing (RLS) and both writes are refused.
  const fakeUser = {
    id: randomUUID(),
    email: 'ninguem@exemplo.com.br',
    user_metadata: {},
    app_metadata: {},
  } as unknown as User;
  const result = await bootstrapProfile(client(), fakeUser);
  assert.deepEqual(result, { profile: null, authorized: false, authError: PROFILE_MESSAGES.createFailed });
});

test('a lookup failure other than PGRST116 says the profile could not be checked', async () => {
  const { user } = await signedUpClient();
  const broken = client({ global: { headers: { Authorization: 'Bearer not-a-jwt' } } });
  const result = await bootstrapProfile(broken, user);
  assert.deepEqual(result, { profile: null, authorized: false, authError: PROFILE_MESSAGES.lookupFailed });
});

test('signup_document_conflict names a CPF or CNPJ used with another e-mail, and nothing else', async () => {
  const owner = email('doc');
  const cnpj = generateCnpj({ alphanumeric: true, formatted: true });
  const { error } = await client().auth.signUp({
    email: owner,
    password: 'senhaforte123',
    options: { data: { person_type: 'juridica', business_name: 'Empresa X', cnpj, cpf: '' } },
  });
  assert.ifError(error);
  const visitor = client();
  const check = async (args: Record<string, string>) => {
    const { data, error: rpcError } = await visitor.rpc('signup_document_conflict', args);
    assert.ifError(rpcError);
    return data;
  };
  assert.equal(await check({ p_email: email('other'), p_cnpj: normalizeCnpj(cnpj).toLowerCase() }), 'cnpj');
  assert.equal(await check({ p_email: owner.toUpperCase(), p_cnpj: cnpj }), null);
  assert.equal(await check({ p_email: email('other'), p_cpf: generateCpf() }), null);
});
