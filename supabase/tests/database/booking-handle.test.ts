/**
 * The public booking handle (profiles.booking_slug) made at sign-up and owned by the server,
 * booking_owner behind it, and the assistant's tool secret hash the browser can neither read nor set.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';

after(closeSql);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function slugOf(u: TestUser): Promise<string> {
  const { data, error } = await u.client.from('profiles').select('booking_slug').eq('id', u.id).single();
  assert.equal(error, null);
  return (data as { booking_slug: string }).booking_slug;
}

test("the demo clinic's handle is clinica-bem-estar", async () => {
  const { data, error } = await serviceClient().rpc('booking_owner', { p_slug: 'clinica-bem-estar' });
  assert.equal(error, null);
  assert.equal(data.length, 1);
  assert.equal(data[0].id_dono, 'USR-DEMO0001');
  assert.equal(data[0].user_id, '11111111-1111-4111-8111-111111111111');
  assert.equal(data[0].negocio, 'Clínica Bem-Estar');
  assert.equal(data[0].schedule_saved, true);
  assert.equal(data[0].schedule.antecedencia_minima, 120);
  assert.equal(data[0].pago, true, 'the demo clinic pays: its page is served');
  const unknown = await serviceClient().rpc('booking_owner', { p_slug: 'nao-existe' });
  assert.deepEqual(unknown.data, []);
});

test('made at sign-up from the business name, accents folded; a taken one gets -2, -3', async () => {
  const name = `Estética Ação & Saúde ${process.pid} Ltda.`;
  const first = await newUser({ business_name: name, full_name: 'Ana' }, 'slug');
  const second = await newUser({ businessName: `  ${name}  `, full_name: 'Bia' }, 'slug');
  const third = await newUser({ business_name: name.toUpperCase() }, 'slug');
  const base = `estetica-acao-saude-${process.pid}-ltda`;
  assert.deepEqual([await slugOf(first), await slugOf(second), await slugOf(third)], [base, `${base}-2`, `${base}-3`]);

  const owner = await serviceClient().rpc('booking_owner', { p_slug: `${base}-2` });
  assert.equal(owner.data[0].id_dono, second.idDono);
  assert.equal(owner.data[0].negocio, `${name}`);
  assert.equal(owner.data[0].schedule_saved, false, 'the Agenda step is not saved yet');
});

test('without a business name the full name is used; with neither, "agenda"; always URL-safe and ≤ 60', async () => {
  const byName = await newUser({ full_name: `José Ângelo Müller Ñandú ${process.pid}` }, 'slug');
  assert.equal(await slugOf(byName), `jose-angelo-muller-nandu-${process.pid}`);
  const nameless = await newUser({ full_name: '  ', business_name: '!!!' }, 'slug');
  assert.match(await slugOf(nameless), /^agenda(-\d+)?$/);
  const long = await newUser({ business_name: `${'Clínica Odontológica Sorriso '.repeat(5)}${process.pid}` }, 'slug');
  const slug = await slugOf(long);
  assert.match(slug, SLUG);
  assert.ok(slug.length <= 50, slug);
  const [{ invalid }] = await sql<{ invalid: number }>(
    `select count(*)::int as invalid from public.profiles
      where booking_slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or length(booking_slug) > 60`,
  );
  assert.equal(invalid, 0);
});

test('the owner cannot change their handle (42501), by update or upsert', async () => {
  const u = await newUser({ business_name: `Clínica Própria ${process.pid}` }, 'slug');
  const before = await slugOf(u);
  const update = await u.client.from('profiles').update({ booking_slug: 'clinica-bem-estar' }).eq('id', u.id);
  assert.equal(update.error?.code, '42501');
  assert.equal(update.status, 403);
  const other = await u.client
    .from('profiles')
    .update({ booking_slug: `nova-${process.pid}` })
    .eq('id', u.id);
  assert.equal(other.error?.code, '42501');
  // The bootstrap's upsert onto the own row keeps the existing handle.
  const upsert = await u.client.from('profiles').upsert({ id: u.id, full_name: 'Outro Nome', booking_slug: 'tomado' });
  assert.equal(upsert.error, null);
  assert.equal(await slugOf(u), before);
  // The server may (support renaming a handle on request).
  const renamed = await serviceClient()
    .from('profiles')
    .update({ booking_slug: `renomeada-${process.pid}` })
    .eq('id', u.id);
  assert.equal(renamed.error, null);
  assert.equal(await slugOf(u), `renomeada-${process.pid}`);
  const bad = await serviceClient().from('profiles').update({ booking_slug: 'Com Espaço' }).eq('id', u.id);
  assert.equal(bad.error?.code, '23514', 'the format is checked for everyone');
  const taken = await serviceClient().from('profiles').update({ booking_slug: 'clinica-bem-estar' }).eq('id', u.id);
  assert.equal(taken.error?.code, '23505');
});

test("tools_secret_hash: the server's alone, never readable nor writable by the browser", async () => {
  const u = await newUser({ full_name: 'Dona do Assistente' }, 'segredo');
  const hash = 'a'.repeat(64);
  const set = await serviceClient().from('agent_configs').update({ tools_secret_hash: hash }).eq('user_id', u.id);
  assert.equal(set.error, null);
  const read = await u.client.from('agent_configs').select('tools_secret_hash').eq('user_id', u.id);
  assert.equal(read.error?.code, '42501');
  const all = await u.client.from('agent_configs').select('*').eq('user_id', u.id);
  assert.equal(all.error?.code, '42501', 'select=* is refused');
  const filter = await u.client.from('agent_configs').select('id').eq('tools_secret_hash', hash);
  assert.equal(filter.error?.code, '42501', 'not even as a filter');
  const write = await u.client.from('agent_configs').update({ tools_secret_hash: null }).eq('user_id', u.id);
  assert.equal(write.error?.code, '42501');
  const named = await u.client.from('agent_configs').select('id, name, schedule').eq('user_id', u.id).single();
  assert.equal(named.error, null, 'named columns still read');
  const [row] = await sql<{ tools_secret_hash: string }>(
    'select tools_secret_hash from public.agent_configs where user_id = $1',
    [u.id],
  );
  assert.equal(row.tools_secret_hash, hash);
  const malformed = await serviceClient()
    .from('agent_configs')
    .update({ tools_secret_hash: 'ABC' })
    .eq('user_id', u.id);
  assert.equal(malformed.error?.code, '23514', 'lower-case hex sha-256 only');
});

test('a new assistant starts with a 2-hour minimum notice in its schedule', async () => {
  const u = await newUser({ full_name: 'Nova Agenda' }, 'aviso');
  const { data } = await u.client.from('agent_configs').select('schedule').eq('user_id', u.id).single();
  assert.equal((data as { schedule: { antecedencia_minima: number } }).schedule.antecedencia_minima, 120);
});

test("the client's bootstrap insert (profile missing) gets a handle made by the server, whatever it sends", async () => {
  const u = await newUser({ full_name: 'Perfil Perdido' }, 'bootstrap');
  await sql('delete from public.profiles where id = $1', [u.id]);
  const { data, error } = await u.client
    .from('profiles')
    .insert({
      id: u.id,
      full_name: 'Perfil Perdido',
      business_name: `Consultório Recomeço ${process.pid}`,
      booking_slug: 'clinica-bem-estar',
    })
    .select('booking_slug')
    .single();
  assert.equal(error, null);
  assert.equal((data as { booking_slug: string }).booking_slug, `consultorio-recomeco-${process.pid}`);
});
