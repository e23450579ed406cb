/**
 * book_appointment, reschedule_appointment and cancel_appointment as the server calls them, the
 * database refusing overlapping appointments from the owner's own client (409, 23P01), and the
 * history entry each booking channel leaves.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';
import {
  addDays,
  book,
  daySlots,
  nextWeekday,
  ownerWith,
  saoPauloNow,
  schedule,
  setAgenda,
  setSchedule,
} from './booking-fixtures.ts';

let owner: TestUser;
let hoje: string;
let D: string; // a Tuesday ≥ 2 days ahead; the schedule is open every day 09:00–12:00, 60 min

before(async () => {
  ({ hoje } = await saoPauloNow());
  D = nextWeekday(hoje, 'terca');
  owner = await ownerWith(schedule(), 'reserva');
});
after(closeSql);

const refusal = (r: Awaited<ReturnType<typeof book>>) => ({
  status: r.status,
  code: r.error?.code,
  message: r.error?.message,
});

async function historyOf(id: string): Promise<{ acao: string; usuario: string; detalhes: string }[]> {
  return sql('select acao, usuario, detalhes from public.g_agenda_historico where agendamento_id = $1 order by data', [
    id,
  ]);
}

test('books a free slot: agendado, ends after the duration, stored as given, signed by its channel', async () => {
  await setAgenda(owner, []);
  const r = await book(owner, {
    data: D,
    inicio: '10:00',
    nome: '  <b>Joana</b> & "Filhos"  ',
    descricao: 'Primeira consulta',
    origem: 'pagina',
  });
  assert.equal(r.error, null, JSON.stringify(r.error));
  assert.equal(r.status, 200);
  const row = r.row!;
  assert.equal(row.id_dono, owner.idDono);
  assert.equal(row.data, D);
  assert.equal(row.inicio, '10:00:00');
  assert.equal(row.fim, '11:00:00');
  assert.equal(row.status, 'agendado');
  assert.equal(row.origem, 'pagina');
  assert.equal(row.nome, '<b>Joana</b> & "Filhos"', 'literal text, trimmed');
  assert.equal(row.num_cliente, '5511987654321');
  assert.equal(row.desc_agendamento, 'Primeira consulta');
  const [d1, d2, d3] = D.slice(0, 10).split('-');
  assert.deepEqual(await historyOf(row.id as string), [
    {
      acao: 'Agendamento criado',
      usuario: 'Página de agendamento',
      detalhes: `<b>Joana</b> & "Filhos" — ${d3}/${d2}/${d1} às 10:00`,
    },
  ]);
  assert.deepEqual(await daySlots(owner, D), ['09:00-10:00', '11:00-12:00'], 'the slot is taken');

  const byAssistant = await book(owner, { data: D, inicio: '11:00', origem: 'assistente', descricao: '   ' });
  assert.equal(byAssistant.error, null);
  assert.equal(byAssistant.row!.desc_agendamento, null, 'a blank description is stored as null');
  assert.deepEqual(
    (await historyOf(byAssistant.row!.id as string)).map((h) => h.usuario),
    ['Assistente'],
  );
  const byPanel = await book(owner, { data: D, inicio: '09:00', origem: 'painel' });
  assert.equal(byPanel.error, null);
  assert.equal(byPanel.row!.origem, 'painel');
});

test('a taken time answers 409 slot_taken (23P01), even when only partly overlapping', async () => {
  await setAgenda(owner, [{ data: D, inicio: '10:30', fim: '10:45', status: 'confirmado' }]);
  const r = await book(owner, { data: D, inicio: '10:00' });
  assert.deepEqual(refusal(r), { status: 409, code: '23P01', message: 'slot_taken' });
  const first = await book(owner, { data: D, inicio: '09:00' });
  assert.equal(first.error, null);
  assert.deepEqual(refusal(await book(owner, { data: D, inicio: '09:00' })), {
    status: 409,
    code: '23P01',
    message: 'slot_taken',
  });
  assert.equal((await sql('select 1 from public.g_agenda where id_dono = $1', [owner.idDono])).length, 2);
});

test('a time that is not a free slot is refused with its reason (22023), nothing inserted', async () => {
  const now = await saoPauloNow();
  await setSchedule(
    owner,
    schedule({
      horario_fim: '14:00',
      intervalos: [{ inicio: '12:00', fim: '13:00' }],
      periodo_disponivel: 10,
      antecedencia_minima: 120,
      dias_atendimento: {
        domingo: false,
        segunda: true,
        terca: true,
        quarta: true,
        quinta: true,
        sexta: true,
        sabado: true,
      },
    }),
  );
  await setAgenda(owner, [{ data: addDays(D, 1), inicio: '09:00', fim: '10:00' }]);
  const sunday = nextWeekday(hoje, 'domingo');
  const soon = Math.floor(now.minutos / 60) + 1; // the next whole hour: inside the 2-hour notice
  const cases: [string, Parameters<typeof book>[1], string][] = [
    ['off the grid', { data: D, inicio: '09:30' }, 'not_a_free_slot'],
    ['inside a break', { data: D, inicio: '12:00' }, 'not_a_free_slot'],
    ['past the closing time', { data: D, inicio: '14:00' }, 'not_a_free_slot'],
    ['a closed day', { data: sunday, inicio: '09:00' }, 'not_a_free_slot'],
    [
      'busy in Google',
      { data: D, inicio: '10:00', busy: [{ inicio: `${D}T13:00:00Z`, fim: `${D}T14:00:00Z` }] },
      'not_a_free_slot',
    ],
    ['yesterday', { data: addDays(now.hoje, -1), inicio: '10:00' }, 'past'],
    ['past the window', { data: addDays(now.hoje, 10), inicio: '09:00' }, 'out_of_window'],
    ['far past the window', { data: addDays(now.hoje, 400), inicio: '09:00' }, 'out_of_window'],
  ];
  if (soon <= 23) {
    cases.push(['inside the notice', { data: now.hoje, inicio: `${String(soon).padStart(2, '0')}:00` }, 'past']);
  }
  for (const [name, args, reason] of cases) {
    const r = await book(owner, args);
    assert.deepEqual(refusal(r), { status: 400, code: '22023', message: reason }, name);
  }
  await setSchedule(owner, schedule({ max_agendamentos_dia: 1 }));
  assert.deepEqual(
    refusal(await book(owner, { data: addDays(D, 1), inicio: '11:00' })),
    {
      status: 400,
      code: '22023',
      message: 'not_a_free_slot',
    },
    'the day is full',
  );
  assert.deepEqual(
    await sql('select data::text, inicio::text from public.g_agenda where id_dono = $1', [owner.idDono]),
    [{ data: addDays(D, 1), inicio: '09:00:00' }],
    'nothing inserted',
  );
  await setSchedule(owner, schedule());
});

test('an owner without a saved schedule: no_schedule (P0002)', async () => {
  const fresh = await newUser({ full_name: 'Sem Agenda' }, 'sem-agenda');
  const r = await book(fresh, { data: D, inicio: '09:00' });
  assert.deepEqual(refusal(r), { status: 404, code: 'P0002', message: 'no_schedule' });
});

test('reschedule: moves an active appointment to a free slot, its own time not counting against it', async () => {
  await setSchedule(owner, schedule({ max_agendamentos_dia: 1 }));
  await setAgenda(owner, []);
  const booked = await book(owner, { data: D, inicio: '09:00', origem: 'assistente' });
  assert.equal(booked.error, null);
  const id = booked.row!.id as string;
  const svc = serviceClient();

  // Same day although the day holds its maximum (the appointment itself), and overlapping its old time.
  // (booked 09:00–10:00; now 30-minute slots, so 09:30–10:00 overlaps only the appointment itself).
  await setSchedule(owner, schedule({ max_agendamentos_dia: 1, duracao_atendimento: 30 }));
  const moved = await svc.rpc('reschedule_appointment', {
    p_id: id,
    p_id_dono: owner.idDono,
    p_data: D,
    p_inicio: '09:30',
  });
  assert.equal(moved.error, null, JSON.stringify(moved.error));
  assert.equal(moved.data.inicio, '09:30:00');
  assert.equal(moved.data.fim, '10:00:00');
  assert.equal(moved.data.status, 'reagendado');
  assert.equal(moved.data.foi_reagendado, true);
  const history = await historyOf(id);
  assert.deepEqual(
    history.map((h) => [h.acao, h.usuario]),
    [
      ['Agendamento criado', 'Assistente'],
      ['Agendamento reagendado', 'Assistente'],
    ],
  );

  // To a taken time: 23P01; to a time off the grid: 22023; somebody else's or unknown id: P0002.
  await setSchedule(owner, schedule());
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status) values ($1, $2, '09:00', '10:00', 'Outro', 'agendado')`,
    [owner.idDono, addDays(D, 1)],
  );
  const taken = await svc.rpc('reschedule_appointment', {
    p_id: id,
    p_id_dono: owner.idDono,
    p_data: addDays(D, 1),
    p_inicio: '09:00',
  });
  assert.deepEqual([taken.status, taken.error?.code, taken.error?.message], [409, '23P01', 'slot_taken']);
  const offGrid = await svc.rpc('reschedule_appointment', {
    p_id: id,
    p_id_dono: owner.idDono,
    p_data: D,
    p_inicio: '09:15',
  });
  assert.deepEqual([offGrid.error?.code, offGrid.error?.message], ['22023', 'not_a_free_slot']);
  const other = await ownerWith(schedule(), 'outra-dona');
  const notTheirs = await svc.rpc('reschedule_appointment', {
    p_id: id,
    p_id_dono: other.idDono,
    p_data: D,
    p_inicio: '09:00',
  });
  assert.deepEqual([notTheirs.status, notTheirs.error?.code, notTheirs.error?.message], [404, 'P0002', 'not_found']);
  const [still] = await sql<{ data: string; inicio: string }>(
    'select data::text, inicio::text from public.g_agenda where id = $1',
    [id],
  );
  assert.deepEqual(still, { data: D, inicio: '09:30:00' }, 'refused moves change nothing');
});

test('cancel: an active appointment becomes cancelado and frees its slot; twice is not_found', async () => {
  await setSchedule(owner, schedule());
  await setAgenda(owner, []);
  const booked = await book(owner, { data: D, inicio: '10:00', origem: 'assistente' });
  const id = booked.row!.id as string;
  const svc = serviceClient();
  const other = await ownerWith(schedule(), 'outra-dona');
  const wrongOwner = await svc.rpc('cancel_appointment', { p_id: id, p_id_dono: other.idDono });
  assert.deepEqual([wrongOwner.error?.code, wrongOwner.error?.message], ['P0002', 'not_found']);
  const cancelled = await svc.rpc('cancel_appointment', { p_id: id, p_id_dono: owner.idDono });
  assert.equal(cancelled.error, null);
  assert.equal(cancelled.data.status, 'cancelado');
  assert.deepEqual(await daySlots(owner, D), ['09:00-10:00', '10:00-11:00', '11:00-12:00']);
  const again = await svc.rpc('cancel_appointment', { p_id: id, p_id_dono: owner.idDono });
  assert.equal(again.error?.code, 'P0002');
  const moveCancelled = await svc.rpc('reschedule_appointment', {
    p_id: id,
    p_id_dono: owner.idDono,
    p_data: D,
    p_inicio: '09:00',
  });
  assert.equal(moveCancelled.error?.code, 'P0002', 'a cancelled appointment is not moved');
  assert.deepEqual(
    (await historyOf(id)).map((h) => [h.acao, h.usuario]),
    [
      ['Agendamento criado', 'Assistente'],
      ['Agendamento cancelado', 'Assistente'],
    ],
  );
});

test("the owner's own client: an overlapping 'Novo Agendamento' or 'Reagendar' answers 409 23P01", async () => {
  await setAgenda(owner, []);
  const row = (inicio: string, fim: string, status = 'agendado') => ({
    id_dono: owner.idDono,
    data: D,
    inicio,
    fim,
    nome: 'Paciente',
    num_cliente: '5511987654321',
    status,
  });
  const first = await owner.client.from('g_agenda').insert(row('14:00', '15:00')).select('id, origem').single();
  assert.equal(first.error, null);
  assert.equal(first.data!.origem, 'painel', 'the panel is the default origin');

  const overlapping = await owner.client.from('g_agenda').insert(row('14:30', '15:30')).select('id');
  assert.equal(overlapping.status, 409);
  assert.equal(overlapping.error?.code, '23P01');
  assert.equal(overlapping.error?.message, 'slot_taken');

  // Free slots and cancelled rows may overlap anything; back-to-back appointments are fine.
  for (const r of [row('14:00', '15:00', 'disponivel'), row('14:15', '14:45', 'cancelado'), row('15:00', '16:00')]) {
    const ok = await owner.client.from('g_agenda').insert(r);
    assert.equal(ok.error, null, JSON.stringify(r));
  }
  const second = await owner.client
    .from('g_agenda')
    .select('id')
    .eq('id_dono', owner.idDono)
    .eq('inicio', '15:00')
    .single();

  // 'Reagendar' onto the first one's time: refused, the row keeps its time.
  const move = await owner.client
    .from('g_agenda')
    .update({ inicio: '14:30', fim: '15:30', status: 'reagendado' })
    .eq('id', second.data!.id);
  assert.equal(move.status, 409);
  assert.equal(move.error?.code, '23P01');
  // Re-activating a cancelled row over a booked time: refused too.
  const revive = await owner.client
    .from('g_agenda')
    .update({ status: 'agendado' })
    .eq('id_dono', owner.idDono)
    .eq('status', 'cancelado');
  assert.equal(revive.error?.code, '23P01');
  // Confirming the appointment, or moving it to a free time, goes through.
  const confirm = await owner.client.from('g_agenda').update({ status: 'confirmado' }).eq('id', first.data!.id);
  assert.equal(confirm.error, null);
  const free = await owner.client.from('g_agenda').update({ inicio: '16:00', fim: '17:00' }).eq('id', second.data!.id);
  assert.equal(free.error, null);

  // Another owner's identical times never conflict with these.
  const other = await newUser({ full_name: 'Outra Clínica' }, 'outra-clinica');
  const theirs = await other.client.from('g_agenda').insert({ ...row('14:00', '15:00'), id_dono: other.idDono });
  assert.equal(theirs.error, null);
});

test("inserting under another owner's code learns nothing of their agenda: RLS refuses either way", async () => {
  const victim = await ownerWith(schedule(), 'vitima');
  await setAgenda(victim, [{ data: D, inicio: '09:00', fim: '10:00' }]);
  for (const inicio of ['09:00', '11:00']) {
    const r = await owner.client.from('g_agenda').insert({
      id_dono: victim.idDono,
      data: D,
      inicio,
      fim: `${inicio.slice(0, 2)}:30`,
      nome: 'Sonda',
    });
    assert.equal(r.error?.code, '42501', inicio);
    assert.equal(r.error?.message, 'new row violates row-level security policy for table "g_agenda"');
  }
});
