/**
 * A business as a team: the owner's own professional following the Agenda step, free times per
 * professional and per service duration, "any professional" assigning the least busy, no overlap
 * per professional (races included), and the refusals of a professional's save and deactivation.
 */
import test, { after, before, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';
import {
  daySlots,
  nextWeekday,
  ownerWith,
  raceClaims,
  saoPauloNow,
  schedule,
  setAgenda,
  setSchedule,
} from './booking-fixtures.ts';

let owner: TestUser;
let D: string;
let titular: string;
let bruno: string;

/** Every day 09:00–12:00: the week of a professional. */
const WEEK = {
  dias: Object.fromEntries(
    ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [
      d,
      { ativo: true, horario_inicio: '09:00', horario_fim: '12:00', intervalos: [] },
    ]),
  ),
};

async function professional(nome: string, over: Record<string, unknown> = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.profissionais (id_dono, nome, agenda, ordem, servicos)
     values ($1, $2, $3::jsonb, $4, $5::text[]) returning id`,
    [owner.idDono, nome, JSON.stringify(over.agenda ?? WEEK), over.ordem ?? 1, over.servicos ?? []],
  );
  return row.id;
}

async function products(items: { codigo: string; nome: string; duracao_minutos: number | null }[]): Promise<void> {
  await sql(
    `delete from public.agent_products where agent_id = (select id from public.agent_configs where user_id = $1)`,
    [owner.id],
  );
  for (const p of items) {
    await sql(
      `insert into public.agent_products (agent_id, codigo, nome, duracao_minutos)
       values ((select id from public.agent_configs where user_id = $1), $2, $3, $4)`,
      [owner.id, p.codigo, p.nome, p.duracao_minutos],
    );
  }
}

async function slotsOf(args: Record<string, unknown>): Promise<{ list: string[]; error: unknown }> {
  const { data, error } = await serviceClient().rpc('booking_free_slots', {
    p_id_dono: owner.idDono,
    p_de: D,
    p_ate: D,
    ...args,
  });
  const list = ((data ?? []) as { inicio: string; fim: string }[]).map(
    (s) => `${s.inicio.slice(0, 5)}-${s.fim.slice(0, 5)}`,
  );
  return { list, error };
}

async function bookOn(args: Record<string, unknown>) {
  const res = await serviceClient().rpc('book_appointment', {
    p_id_dono: owner.idDono,
    p_data: D,
    p_nome: 'Cliente',
    p_telefone: '5511987654321',
    p_descricao: null,
    p_origem: 'pagina',
    ...args,
  });
  return { status: res.status, row: res.data as Record<string, string> | null, error: res.error };
}

before(async () => {
  D = nextWeekday((await saoPauloNow()).hoje, 'terca');
  owner = await ownerWith(schedule({ duracao_atendimento: 30 }), 'equipe');
  const [t] = await sql<{ id: string }>('select id from public.profissionais where id_dono = $1 and titular', [
    owner.idDono,
  ]);
  titular = t.id;
  bruno = await professional('Dr. Bruno Lima');
});
after(closeSql);
beforeEach(async () => {
  await setSchedule(owner, schedule({ duracao_atendimento: 30 }));
  await setAgenda(owner, []);
  await products([]);
  await sql('update public.profissionais set ativo = true, servicos = $2::text[] where id = $1', [bruno, []]);
});

test('every owner has one professional, themself, whose week follows the Agenda step', async () => {
  const fresh = await newUser({ full_name: 'Ana Sozinha' }, 'solo');
  const rows = await sql<{ nome: string; titular: boolean; agenda: Record<string, unknown> }>(
    'select nome, titular, agenda from public.profissionais where id_dono = $1',
    [fresh.idDono],
  );
  assert.deepEqual(
    rows.map((r) => [r.nome, r.titular]),
    [['Ana Sozinha', true]],
  );
  await setSchedule(fresh, schedule({ horario_inicio: '14:00', horario_fim: '16:00' }));
  const [after] = await sql<{ agenda: Record<string, unknown> }>(
    'select agenda from public.profissionais where id_dono = $1',
    [fresh.idDono],
  );
  assert.equal(after.agenda.horario_inicio, '14:00');
  assert.equal(after.agenda.duracao_atendimento, undefined, 'the owner’s numbers stay on the schedule');
  // One professional: the slots are the schedule's, as before the team existed.
  assert.deepEqual(await daySlots(fresh, D), ['14:00-15:00', '15:00-16:00']);
  // An appointment written without a professional is theirs.
  await setAgenda(fresh, [{ data: D, inicio: '14:00', fim: '15:00' }]);
  const [row] = await sql<{ titular: boolean }>(
    `select p.titular from public.g_agenda a join public.profissionais p on p.id = a.id_profissional
      where a.id_dono = $1`,
    [fresh.idDono],
  );
  assert.equal(row.titular, true);
});

test('free times per professional: one booked does not take the other’s time; merged shows both', async () => {
  await bookOn({ p_inicio: '09:00', p_profissional: titular });
  const own = await slotsOf({ p_profissional: titular });
  const his = await slotsOf({ p_profissional: bruno });
  const all = await slotsOf({});
  assert.equal(own.list[0], '09:30-10:00');
  assert.equal(his.list[0], '09:00-09:30');
  assert.equal(all.list[0], '09:00-09:30', 'someone is free at 09:00');
  assert.equal(all.list.length, his.list.length, 'merged: distinct times');
});

test('a service’s own duration: fits inside the segment, and with the gap before the next appointment', async () => {
  await products([
    { codigo: 'COR', nome: 'Coloração', duracao_minutos: 120 },
    { codigo: 'CON', nome: 'Consulta', duracao_minutos: null },
    { codigo: 'AVA', nome: 'Avaliação', duracao_minutos: 40 },
  ]);
  // 2 hours inside 09:00–12:00 on a 30-minute grid: 09:00, 09:30, 10:00 only.
  const long = await slotsOf({ p_profissional: bruno, p_servico: 'COR' });
  assert.deepEqual(long.list, ['09:00-11:00', '09:30-11:30', '10:00-12:00']);
  // Without a duration of its own: the schedule's.
  assert.equal((await slotsOf({ p_profissional: bruno, p_servico: 'CON' })).list[0], '09:00-09:30');

  // Gap 10: starts every 40 minutes (09:00, 09:40, 10:20, 11:00); an appointment at 10:20 leaves
  // 09:40 to a 30-minute service (ends 10:10, +10 = 10:20) but not to a 40-minute one (10:20 + 10).
  await setSchedule(owner, schedule({ duracao_atendimento: 30, tempo_entre_atendimentos: 10 }));
  await bookOn({ p_inicio: '10:20', p_profissional: bruno });
  assert.deepEqual((await slotsOf({ p_profissional: bruno })).list, ['09:00-09:30', '09:40-10:10', '11:00-11:30']);
  assert.deepEqual((await slotsOf({ p_profissional: bruno, p_servico: 'AVA' })).list, ['09:00-09:40', '11:00-11:40']);

  // The booked row carries the service and its end.
  const b = await bookOn({ p_inicio: '11:00', p_profissional: bruno, p_servico: 'AVA' });
  assert.equal(b.error, null, JSON.stringify(b.error));
  assert.deepEqual([b.row!.fim, b.row!.servico], ['11:40:00', 'AVA']);
});

test('who performs what: a service not performed, an unknown service or professional are refused', async () => {
  await products([
    { codigo: 'COR', nome: 'Coloração', duracao_minutos: 60 },
    { codigo: 'CON', nome: 'Consulta', duracao_minutos: null },
  ]);
  await sql('update public.profissionais set servicos = $2::text[] where id = $1', [bruno, ['CON']]);
  const refused = await slotsOf({ p_profissional: bruno, p_servico: 'COR' });
  assert.deepEqual(
    refused.error && [(refused.error as { code: string }).code, (refused.error as { message: string }).message],
    ['22023', 'service_not_performed'],
  );
  // Merged for COR: only the titular performs it (09:00–12:00 in 60 minutes on a 30-minute grid).
  assert.deepEqual((await slotsOf({ p_servico: 'COR' })).list, [
    '09:00-10:00',
    '09:30-10:30',
    '10:00-11:00',
    '10:30-11:30',
    '11:00-12:00',
  ]);
  const unknown = await slotsOf({ p_servico: 'NAO' });
  assert.equal((unknown.error as { message: string }).message, 'invalid_service');
  const other = await newUser({ full_name: 'Outra Dona' }, 'outra-equipe');
  const [theirs] = await sql<{ id: string }>('select id from public.profissionais where id_dono = $1', [other.idDono]);
  const foreign = await bookOn({ p_inicio: '09:00', p_profissional: theirs.id });
  assert.deepEqual([foreign.error?.code, foreign.error?.message], ['22023', 'invalid_professional']);
  await sql('update public.profissionais set ativo = false where id = $1', [bruno]);
  const inactive = await bookOn({ p_inicio: '09:00', p_profissional: bruno });
  assert.equal(inactive.error?.message, 'invalid_professional');
});

test('"any professional": the free one with the fewest bookings that day, ties by their order', async () => {
  const first = await bookOn({ p_inicio: '09:00' });
  assert.equal(first.row!.id_profissional, titular, 'a tie: the first in order');
  const second = await bookOn({ p_inicio: '09:00' });
  assert.equal(second.row!.id_profissional, bruno, 'the titular is taken at 09:00');
  await bookOn({ p_inicio: '11:00', p_profissional: titular });
  const third = await bookOn({ p_inicio: '10:00' });
  assert.equal(third.row!.id_profissional, bruno, 'titular 2 bookings, Bruno 1');
  const full = await bookOn({ p_inicio: '09:00' });
  assert.deepEqual([full.status, full.error?.code, full.error?.message], [409, '23P01', 'slot_taken']);
});

test('no overlap per professional, whoever writes: two at once is fine, one twice is not', async () => {
  const insert = (prof: string, ini: string, fim: string) =>
    sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, id_profissional) values ($1, $2, $3, $4, 'X', $5)`,
      [owner.idDono, D, ini, fim, prof],
    );
  await insert(titular, '09:00', '10:00');
  await insert(bruno, '09:00', '10:00');
  await assert.rejects(insert(bruno, '09:30', '10:30'), (e: { code?: string }) => e.code === '23P01');
  // The owner's panel through PostgREST: 409 for Bruno's time, fine for the titular's free one.
  const panel = owner.client.from('g_agenda');
  const taken = await panel.insert({
    id_dono: owner.idDono,
    data: D,
    inicio: '09:30',
    fim: '10:00',
    nome: 'Y',
    id_profissional: bruno,
  });
  assert.equal(taken.status, 409);
  const free = await panel.insert({
    id_dono: owner.idDono,
    data: D,
    inicio: '10:00',
    fim: '10:30',
    nome: 'Y',
    id_profissional: bruno,
  });
  assert.equal(free.error, null);
});

test('races per professional: 20 claims of one time for Bruno, one wins; 20 for anyone, one each', async () => {
  const named = await raceClaims(20, (i) => ({
    text: `select * from public.book_appointment($1, $2, '10:30', $3, '5511987654321', null, 'pagina', '[]', null, $4)`,
    values: [owner.idDono, D, `Cliente ${i}`, bruno],
  }));
  assert.equal(named.filter((c) => c.ok).length, 1);
  assert.ok(
    named.every((c) => c.ok || c.code === '23P01'),
    JSON.stringify(named),
  );
  const anyone = await raceClaims(20, (i) => ({
    text: `select * from public.book_appointment($1, $2, '11:30', $3, '5511987654321', null, 'pagina')`,
    values: [owner.idDono, D, `Cliente ${i}`],
  }));
  assert.equal(anyone.filter((c) => c.ok).length, 2);
  assert.ok(
    anyone.every((c) => c.ok || c.code === '23P01'),
    JSON.stringify(anyone),
  );
  const rows = await sql<{ id_profissional: string }>(
    `select id_profissional from public.g_agenda where id_dono = $1 and data = $2 and inicio = '11:30' order by 1`,
    [owner.idDono, D],
  );
  assert.deepEqual(rows.map((r) => r.id_profissional).sort(), [titular, bruno].sort());
});

test('a professional’s save: pt-BR refusals, nothing saved', async () => {
  const api = owner.client.from('profissionais');
  const closed = { dias: { segunda: { ativo: false, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] } } };
  const backwards = {
    dias: { segunda: { ativo: true, horario_inicio: '18:00', horario_fim: '09:00', intervalos: [] } },
  };
  const before = (await sql('select id from public.profissionais where id_dono = $1', [owner.idDono])).length;
  for (const [row, message] of [
    [{ nome: 'Sem Dias', agenda: closed }, 'Ative pelo menos um dia de atendimento.'],
    [
      { nome: 'Ao Contrário', agenda: backwards },
      'Segunda-feira: o horário de término deve ser depois do horário de início.',
    ],
    [{ nome: '   ', agenda: WEEK }, 'Informe o nome do profissional.'],
  ] as const) {
    const r = await api.insert(row);
    assert.deepEqual([r.status, r.error?.code, r.error?.message], [400, '23514', message]);
  }
  assert.equal((await sql('select id from public.profissionais where id_dono = $1', [owner.idDono])).length, before);
  const ok = await api.insert({ nome: 'Carla Dias', agenda: WEEK, ordem: 2 }).select('id, id_dono, titular').single();
  assert.equal(ok.error, null);
  assert.deepEqual([ok.data!.id_dono, ok.data!.titular], [owner.idDono, false]);
  const promote = await api.update({ titular: true }).eq('id', ok.data!.id);
  assert.equal(promote.error?.code, '42501');
  await sql('update public.profissionais set ativo = false where id = $1', [ok.data!.id]);
});

test('deactivating: told how many future appointments; keep them, or move them all or nothing', async () => {
  await bookOn({ p_inicio: '09:00', p_profissional: bruno });
  await bookOn({ p_inicio: '10:00', p_profissional: bruno });
  const api = owner.client;
  const plain = await api.from('profissionais').update({ ativo: false }).eq('id', bruno);
  assert.deepEqual(
    [plain.error?.code, plain.error?.hint, plain.error?.message],
    ['P0001', '2', 'Este profissional tem 2 agendamento(s) futuro(s). Escolha manter ou transferir os agendamentos.'],
  );
  // Moving onto a titular busy at 10:00: refused whole, nothing moved, still active.
  await bookOn({ p_inicio: '10:00', p_profissional: titular });
  const clash = await api.rpc('desativar_profissional', { p_id: bruno, p_destino: titular });
  assert.deepEqual([clash.status, clash.error?.code], [409, '23P01']);
  const [still] = await sql<{ ativo: boolean; n: number }>(
    `select p.ativo, (select count(*)::int from public.g_agenda a where a.id_profissional = p.id) as n
       from public.profissionais p where p.id = $1`,
    [bruno],
  );
  assert.deepEqual([still.ativo, still.n], [true, 2]);
  // Free the titular: both move.
  await sql(`update public.g_agenda set status = 'cancelado' where id_profissional = $1`, [titular]);
  const moved = await api.rpc('desativar_profissional', { p_id: bruno, p_destino: titular });
  assert.deepEqual([moved.error, moved.data], [null, 2]);
  // Back, one more, and keep it: deactivated, the appointment stays his.
  await sql('update public.profissionais set ativo = true where id = $1', [bruno]);
  await bookOn({ p_inicio: '11:00', p_profissional: bruno });
  const kept = await api.rpc('desativar_profissional', { p_id: bruno });
  assert.deepEqual([kept.error, kept.data], [null, 0]);
  assert.equal((await sql('select 1 from public.g_agenda where id_profissional = $1', [bruno])).length, 1);
  // The last active one stays.
  const last = await api.from('profissionais').update({ ativo: false }).eq('id', titular);
  assert.equal(last.error?.message, 'Mantenha pelo menos um profissional ativo.');
});

test('the home’s free time counts every active professional’s week, minus their own appointments', async () => {
  const figures = async () =>
    (
      await sql<{ livre: number; ocupado: number }>(
        'select (livre_mes + livre_ant)::float8 as livre, (ocupado_mes + ocupado_ant)::float8 as ocupado from public.dashboard_schedule_figures($1)',
        [owner.idDono],
      )
    )[0];
  const team = await figures();
  await sql('update public.profissionais set ativo = false where id = $1', [bruno]);
  const alone = await figures();
  assert.ok(alone.livre > 0);
  assert.equal(team.livre, 2 * alone.livre, 'two identical weeks: twice the capacity');
  await sql('update public.profissionais set ativo = true where id = $1', [bruno]);
  // Bruno's 09:00 yesterday taken (the figures cover this month and the last): only his slot
  // leaves the free time; the titular's stays.
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, id_profissional)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date - 1, '09:00', '09:30', 'Ontem', $2)`,
    [owner.idDono, bruno],
  );
  const booked = await figures();
  assert.equal(booked.livre, team.livre - 30);
  assert.equal(booked.ocupado, team.ocupado + 30);
});
