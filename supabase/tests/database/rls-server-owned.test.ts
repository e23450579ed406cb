/**
 * What a customer cannot set even on their own rows: their role and owner code, the profile e-mail,
 * the agent columns server functions act on, a message's owner code, the WhatsApp API key and the
 * Google Calendar token. Customers A and B as in rls-fixtures.ts.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, raw, serviceClient, sql } from 'local-stack/testing';
import {
  A,
  agentGuarded,
  B,
  denied,
  dev,
  exact,
  guarded,
  outcome,
  rlsRefused,
  rowOf,
  signUpBoth,
} from './rls-fixtures.ts';

before(signUpBoth);
after(closeSql);

test('profiles: a customer cannot make themselves developer nor change their owner code, by any route', async () => {
  const snap = () =>
    sql<{ role: string; id_dono: string }>('select role, id_dono from public.profiles where id = $1', [A.id]);
  const before = await snap();
  assert.deepEqual(before, [{ role: 'client', id_dono: A.idDono }]);
  for (const table of ['profiles', 'user_profiles']) {
    const from = () => A.client.from(table);
    assert.deepEqual(await outcome(from().update({ role: 'developer' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ role: 'technical' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ id_dono: 'USR-AAAAAAAA' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ id: B.id }, exact).eq('id', A.id)), guarded);
    // Upsert on the existing row: the insert policy (role 'client') refuses it before any update.
    assert.deepEqual(
      await outcome(from().upsert({ id: A.id, role: 'developer', full_name: 'Eu' })),
      rlsRefused('profiles'),
    );
  }
  assert.deepEqual(await snap(), before);
  // The same client may change what is theirs to change.
  const ok = await A.client.from('profiles').update({ full_name: 'Cliente A' }).eq('id', A.id).select('role').single();
  assert.equal(ok.error, null);
  assert.deepEqual(ok.data, { role: 'client' });
});

test('server-owned columns: profile e-mail, and the agent columns server functions act on', async () => {
  // The profile e-mail follows the sign-in e-mail: a customer cannot point it at B's address.
  assert.deepEqual(await outcome(A.client.from('profiles').update({ email: B.email }, exact).eq('id', A.id)), guarded);
  const email = await sql<{ email: string }>('select email from public.profiles where id = $1', [A.id]);
  assert.deepEqual(email, [{ email: A.email }]);

  // Which WhatsApp instance, workflow and e-mail the agent uses is the server's to say.
  for (const change of [
    { evolution_instance_id: B.id },
    { user_email: B.email },
    { workflow_id: 'wf-de-outro' },
    { webhook_url: 'http://evil.example/webhook' },
    { status: 'active' },
  ]) {
    assert.deepEqual(
      await outcome(A.client.from('agent_configs').update(change, exact).eq('user_id', A.id)),
      agentGuarded,
      JSON.stringify(change),
    );
  }
  const agent = await sql<{ evolution_instance_id: string; user_email: string }>(
    'select evolution_instance_id, user_email from public.agent_configs where user_id = $1',
    [A.id],
  );
  assert.deepEqual(agent, [{ evolution_instance_id: A.id, user_email: A.email }]);
});

test('chat_messages: the owner code is derived from user_id, whatever the writer sends', async () => {
  const { data, error } = await serviceClient()
    .from('chat_messages')
    .insert({ user_id: A.id, id_dono: B.idDono, direction: 'in', body: 'Olá' })
    .select('id_dono')
    .single();
  assert.equal(error, null);
  assert.deepEqual(data, { id_dono: A.idDono });
});

test('whatsapp_instances.api_key is not granted: not readable, not filterable, and select=* is refused', async () => {
  const { a } = rowOf.get('whatsapp_instances')!;
  const own = await A.client.from('whatsapp_instances').select('id, instance_name, status').eq('id', a).single();
  assert.equal(own.error, null);
  assert.deepEqual(Object.keys(own.data!).sort(), ['id', 'instance_name', 'status']);
  const refused = denied('whatsapp_instances');
  const from = () => A.client.from('whatsapp_instances');
  assert.deepEqual(await outcome(from().select('api_key').eq('id', a)), refused);
  assert.deepEqual(await outcome(from().select('*').eq('id', a)), refused);
  assert.deepEqual(await outcome(from().select('id').eq('api_key', `segredo-${A.id}`)), refused);
  assert.deepEqual(await outcome(from().select('id').order('api_key')), refused);
  const byRaw = await raw(`/rest/v1/whatsapp_instances?select=id,api_key&id=eq.${a}`, { token: A.accessToken });
  assert.equal(byRaw.status, 403);
  assert.equal(((await byRaw.json()) as { code: string }).code, '42501');
});

test('google_calendar_tokens: nothing reaches the customer, not even their own token; the status RPC does', async () => {
  const from = () => A.client.from('google_calendar_tokens');
  const refused = denied('google_calendar_tokens');
  assert.deepEqual(await outcome(from().select('user_id').eq('user_id', A.id)), refused);
  assert.deepEqual(await outcome(from().select('token')), refused);
  assert.deepEqual(await outcome(from().upsert({ user_id: A.id, user_email: A.email, token: {} })), refused);
  const status = await A.client.rpc('google_calendar_status');
  assert.equal(status.error, null);
  assert.equal(status.data.isConnected, true);
  assert.equal(new Date(status.data.lastSync).toISOString(), '2026-01-02T03:04:05.000Z');
  assert.deepEqual(Object.keys(status.data).sort(), ['isConnected', 'lastSync'], 'no token in the answer');
  const none = await dev.rpc('google_calendar_status');
  assert.deepEqual(none.data, { isConnected: false, lastSync: null });
});
