import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, raw, type TestUser } from 'local-stack/testing';

// Every PostgREST call form the front end uses, through real supabase-js.
let user: TestUser;
const today = new Date().toISOString().slice(0, 10);

before(async () => {
  user = await newUser({ cpf: '52998224725' });
});
after(closeSql);

test('profiles by id with .single(), and PGRST116 when there is no such row', async () => {
  const { data, error } = await user.client.from('profiles').select('*').eq('id', user.id).single();
  assert.equal(error, null);
  assert.equal(data.email, user.email);
  assert.equal(data.role, 'client');
  assert.match(data.id_dono, /^USR-[A-Z0-9]{8}$/);

  const missing = await user.client
    .from('profiles')
    .select('*')
    .eq('id', '00000000-0000-0000-0000-000000000000')
    .single();
  assert.equal(missing.error?.code, 'PGRST116');
  assert.equal(missing.status, 406);
});

test('profiles by cpf with .maybeSingle() reading id and email', async () => {
  const found = await user.client.from('profiles').select('id, email').eq('cpf', '52998224725').maybeSingle();
  assert.equal(found.error, null);
  assert.deepEqual(found.data, { id: user.id, email: user.email });
  const none = await user.client.from('profiles').select('id, email').eq('cpf', '11144477735').maybeSingle();
  assert.equal(none.error, null);
  assert.equal(none.data, null);
});

test('agenda: insert, filtered read ordered by data then inicio, count, bulk update with in(), update, delete', async () => {
  const rows = [
    { nome: 'Maria Lima', data: today, inicio: '14:00', fim: '14:30', num_cliente: '5511987650001', local: 'Online' },
    {
      nome: 'João Alves',
      data: today,
      inicio: '09:00',
      fim: '09:30',
      num_cliente: '5511987650002',
      local: 'Presencial',
    },
    {
      nome: 'Rita Dias',
      data: '2030-01-02',
      inicio: '10:00',
      fim: '11:00',
      num_cliente: '5511987650003',
      local: 'Presencial',
    },
  ].map((r) => ({ ...r, id_dono: user.idDono, status: 'agendado', desc_agendamento: 'Consulta' }));
  const inserted = await user.client.from('g_agenda').insert(rows).select('id, nome');
  assert.equal(inserted.error, null);
  assert.equal(inserted.data?.length, 3);

  const day = await user.client
    .from('g_agenda')
    .select('nome, inicio')
    .eq('id_dono', user.idDono)
    .eq('data', today)
    .order('data', { ascending: true })
    .order('inicio', { ascending: true });
  assert.equal(day.error, null);
  assert.deepEqual(
    day.data?.map((r) => r.nome),
    ['João Alves', 'Maria Lima'],
  );

  const counted = await user.client
    .from('g_agenda')
    .select('*', { count: 'exact', head: true })
    .eq('id_dono', user.idDono);
  assert.equal(counted.count, 3);

  const ids = inserted.data!.slice(0, 2).map((r) => r.id);
  const confirmed = await user.client.from('g_agenda').update({ status: 'confirmado' }).in('id', ids).select('status');
  assert.equal(confirmed.error, null);
  assert.deepEqual(
    confirmed.data?.map((r) => r.status),
    ['confirmado', 'confirmado'],
  );

  const moved = await user.client
    .from('g_agenda')
    .update({ data: '2030-01-03', inicio: '15:00', fim: '15:30', status: 'reagendado' })
    .eq('id', inserted.data![2].id)
    .select('status, foi_reagendado')
    .single();
  assert.equal(moved.error, null);
  assert.deepEqual(moved.data, { status: 'reagendado', foi_reagendado: true });

  const byStatus = await user.client
    .from('g_agenda')
    .select('id')
    .eq('id_dono', user.idDono)
    .eq('status', 'confirmado');
  assert.equal(byStatus.data?.length, 2);

  const removed = await user.client.from('g_agenda').delete().eq('id', inserted.data![2].id).select('id');
  assert.equal(removed.data?.length, 1);
});

test('Content-Range with Prefer: count=exact, as PostgREST answers', async () => {
  const res = await raw(`/rest/v1/g_agenda?select=id&id_dono=eq.${user.idDono}&limit=1`, {
    token: user.accessToken,
    headers: { Prefer: 'count=exact' },
  });
  assert.equal(res.status, 206);
  assert.equal(res.headers.get('content-range'), '0-0/2');
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /Content-Range/);
});

test('agent_configs: select by user_id, update returning, upsert on user_id', async () => {
  // Named columns: tools_secret_hash is not granted to the browser, so select=* is refused.
  const cfg = await user.client
    .from('agent_configs')
    .select('name, model, temperature, max_tokens')
    .eq('user_id', user.id)
    .maybeSingle();
  assert.equal(cfg.error, null);
  assert.equal(cfg.data?.name, 'Meu Assistente');
  assert.equal(cfg.data?.model, 'gpt-3.5-turbo');
  assert.equal(Number(cfg.data?.temperature), 0.7);
  assert.equal(cfg.data?.max_tokens, 2000);

  const updated = await user.client
    .from('agent_configs')
    .update({ name: 'Assistente da Clínica' })
    .eq('user_id', user.id)
    .select('name')
    .single();
  assert.equal(updated.data?.name, 'Assistente da Clínica');

  const upserted = await user.client
    .from('agent_configs')
    .upsert({ user_id: user.id, name: 'Bia', personality_description: 'Simpática' }, { onConflict: 'user_id' })
    .select('name, personality_description')
    .single();
  assert.equal(upserted.error, null);
  assert.deepEqual(upserted.data, { name: 'Bia', personality_description: 'Simpática' });
  const count = await user.client
    .from('agent_configs')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', user.id);
  assert.equal(count.count, 1);
});

test('subscriptions: select by user_id and the active check the callback makes', async () => {
  const subs = await user.client.from('subscriptions').select('*').eq('user_id', user.id);
  assert.equal(subs.error, null);
  assert.deepEqual(subs.data, []);
  const active = await user.client
    .from('subscriptions')
    .select('id')
    .eq('user_id', user.id)
    .eq('status', 'active')
    .maybeSingle();
  assert.equal(active.error, null);
  assert.equal(active.data, null);
});

test('rpc get_user_dashboard_stats answers in one call for the signed-in user', async () => {
  const { data, error } = await user.client.rpc('get_user_dashboard_stats', { user_id_param: user.id });
  assert.equal(error, null);
  for (const key of [
    'totalAtendimentos',
    'taxaOcupacao',
    'mediaSatisfacao',
    'horariosLivresHoje',
    'proximoHorario',
    'tendenciaAtendimentos',
    'tempoMedioAtendimento',
    'taxaNoShow',
    'taxaReagendamento',
    'nps',
    'proximosAgendamentos',
    'resolucaoPrimeiroContato',
  ]) {
    assert.ok(key in data, `missing ${key}`);
  }
  assert.equal(data.tendenciaAtendimentos.length, 6);
});

test('the history card keeps an appointment’s entries after the appointment is deleted', async () => {
  const created = await user.client
    .from('g_agenda')
    .insert({
      id_dono: user.idDono,
      nome: 'Pedro Reis',
      data: '2030-02-01',
      inicio: '08:00',
      fim: '08:30',
      num_cliente: '5511987650009',
      status: 'agendado',
    })
    .select('id')
    .single();
  assert.equal(created.error, null);
  const id = created.data!.id;
  await user.client.from('g_agenda').update({ status: 'confirmado' }).eq('id', id);
  const removed = await user.client.from('g_agenda').delete().eq('id', id).select('id');
  assert.equal(removed.data?.length, 1);
  const history = await user.client
    .from('g_agenda_historico')
    .select('acao, detalhes, agendamento_id, usuario')
    .like('detalhes', 'Pedro Reis%')
    .order('data', { ascending: true });
  assert.equal(history.error, null);
  assert.deepEqual(
    history.data?.map((h) => [h.acao, h.agendamento_id]),
    [
      ['Agendamento criado', null],
      ['Agendamento confirmado', null],
    ],
  );
  assert.equal(history.data?.[0].usuario, 'Cliente Teste');
});
