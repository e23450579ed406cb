/**
 * booking_free_slots: the slot rules as a table, each case a saved schedule, the owner's agenda and
 * Google's busy times, and the slots of one day computed by the database (called as the server
 * calls it). The day is a Tuesday at least two days ahead in São Paulo, so neither the notice nor
 * midnight can touch it; the notice and the window have their own cases relative to now.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, serviceClient, type TestUser } from 'local-stack/testing';
import {
  addDays,
  daySlots,
  freeSlots,
  nextWeekday,
  ownerWith,
  saoPauloNow,
  schedule,
  setAgenda,
  setSchedule,
  type AgendaRow,
} from './booking-fixtures.ts';

let owner: TestUser;
let hoje: string;
let D: string; // a Tuesday ≥ 2 days ahead
let nextDay: string; // the Wednesday after it

before(async () => {
  ({ hoje } = await saoPauloNow());
  D = nextWeekday(hoje, 'terca');
  nextDay = addDays(D, 1);
  owner = await ownerWith(schedule(), 'slots');
});
after(closeSql);

const closedOn = (day: string, open: Record<string, boolean> = {}) => ({
  domingo: true,
  segunda: true,
  terca: true,
  quarta: true,
  quinta: true,
  sexta: true,
  sabado: true,
  ...open,
  [day]: false,
});

interface Case {
  name: string;
  schedule: Record<string, unknown>;
  agenda?: (d: string) => AgendaRow[];
  busy?: (d: string) => unknown;
  expected: string[];
}

const cases: Case[] = [
  {
    name: 'flat schedule: hourly slots from the opening time',
    schedule: schedule(),
    expected: ['09:00-10:00', '10:00-11:00', '11:00-12:00'],
  },
  {
    name: 'a slot never ends past the segment end',
    schedule: schedule({ horario_fim: '11:30' }),
    expected: ['09:00-10:00', '10:00-11:00'],
  },
  {
    name: 'the gap between appointments moves the next start',
    schedule: schedule({ duracao_atendimento: 30, tempo_entre_atendimentos: 15, horario_fim: '11:00' }),
    expected: ['09:00-09:30', '09:45-10:15', '10:30-11:00'],
  },
  {
    name: 'a break splits the day; the grid restarts at its end',
    schedule: schedule({ horario_fim: '13:00', intervalos: [{ inicio: '10:30', fim: '11:15' }] }),
    expected: ['09:00-10:00', '11:15-12:15'],
  },
  {
    name: 'overlapping breaks, in any order, block their union',
    schedule: schedule({
      horario_fim: '14:00',
      intervalos: [
        { inicio: '11:00', fim: '12:00' },
        { inicio: '10:00', fim: '11:30' },
      ],
    }),
    expected: ['09:00-10:00', '12:00-13:00', '13:00-14:00'],
  },
  {
    name: 'a break outside the hours changes nothing',
    schedule: schedule({ intervalos: [{ inicio: '07:00', fim: '08:30' }] }),
    expected: ['09:00-10:00', '10:00-11:00', '11:00-12:00'],
  },
  {
    name: 'a closed weekday offers nothing',
    schedule: schedule({ dias_atendimento: closedOn('terca') }),
    expected: [],
  },
  {
    name: "weekly schedule: the day's own hours and breaks win over the flat fields",
    schedule: schedule({
      dias: {
        terca: {
          ativo: true,
          horario_inicio: '14:00',
          horario_fim: '18:00',
          intervalos: [{ inicio: '15:00', fim: '16:00' }],
        },
        quarta: { ativo: true, horario_inicio: '08:00', horario_fim: '09:00', intervalos: [] },
      },
    }),
    expected: ['14:00-15:00', '16:00-17:00', '17:00-18:00'],
  },
  {
    name: 'weekly schedule: a day marked closed is closed, whatever dias_atendimento says',
    schedule: schedule({
      dias: { terca: { ativo: false, horario_inicio: '09:00', horario_fim: '12:00', intervalos: [] } },
    }),
    expected: [],
  },
  {
    name: 'agendado, confirmado and reagendado take overlapping slots; touching ends do not',
    schedule: schedule({ horario_fim: '14:00' }),
    agenda: (d) => [
      { data: d, inicio: '09:30', fim: '10:00', status: 'agendado' },
      { data: d, inicio: '10:59', fim: '11:01', status: 'confirmado' },
      { data: d, inicio: '13:00', fim: '14:00', status: 'reagendado' },
    ],
    expected: ['12:00-13:00'],
  },
  {
    name: 'cancelled appointments and free-slot rows (disponivel) never block',
    schedule: schedule(),
    agenda: (d) => [
      { data: d, inicio: '09:00', fim: '10:00', status: 'cancelado' },
      { data: d, inicio: '10:00', fim: '11:00', status: 'disponivel' },
      { data: d, inicio: '11:00', fim: '12:00', status: 'cancelado' },
      { data: d, inicio: '11:00', fim: '12:00', status: 'disponivel' },
    ],
    expected: ['09:00-10:00', '10:00-11:00', '11:00-12:00'],
  },
  {
    name: "another day's appointments do not block this day",
    schedule: schedule(),
    agenda: (d) => [{ data: addDays(d, 1), inicio: '09:00', fim: '12:00', status: 'confirmado' }],
    expected: ['09:00-10:00', '10:00-11:00', '11:00-12:00'],
  },
  {
    name: 'a day holding max_agendamentos_dia active appointments offers nothing',
    schedule: schedule({ horario_fim: '18:00', max_agendamentos_dia: 2 }),
    agenda: (d) => [
      { data: d, inicio: '09:00', fim: '10:00', status: 'agendado' },
      { data: d, inicio: '16:00', fim: '17:00', status: 'confirmado' },
    ],
    expected: [],
  },
  {
    name: 'cancelled appointments do not count towards the daily maximum',
    schedule: schedule({ max_agendamentos_dia: 2 }),
    agenda: (d) => [
      { data: d, inicio: '09:00', fim: '10:00', status: 'agendado' },
      { data: d, inicio: '10:00', fim: '11:00', status: 'cancelado' },
      { data: d, inicio: '10:00', fim: '11:00', status: 'disponivel' },
    ],
    expected: ['10:00-11:00', '11:00-12:00'],
  },
  {
    name: "Google's busy times block overlapping slots (UTC or with an offset)",
    schedule: schedule({ horario_fim: '14:00' }),
    busy: (d) => [
      { inicio: `${d}T12:30:00Z`, fim: `${d}T13:15:00Z` }, // 09:30–10:15 in São Paulo
      { inicio: `${d}T13:00:00-03:00`, fim: `${d}T13:30:00-03:00` }, // 13:00–13:30
    ],
    expected: ['11:00-12:00', '12:00-13:00'],
  },
  {
    name: 'busy times of another day, or ending when a slot starts, do not block',
    schedule: schedule(),
    busy: (d) => [
      { inicio: `${addDays(d, 1)}T12:00:00Z`, fim: `${addDays(d, 1)}T15:00:00Z` },
      { inicio: `${d}T11:00:00Z`, fim: `${d}T12:00:00Z` }, // 08:00–09:00 in São Paulo
    ],
    expected: ['09:00-10:00', '10:00-11:00', '11:00-12:00'],
  },
  {
    name: 'a zero duration offers nothing',
    schedule: schedule({ duracao_atendimento: 0 }),
    expected: [],
  },
  {
    name: 'hours until midnight: the last slot ends at 24:00',
    schedule: schedule({ horario_inicio: '22:00', horario_fim: '24:00' }),
    expected: ['22:00-23:00', '23:00-24:00'],
  },
];

for (const c of cases) {
  test(`free slots: ${c.name}`, async () => {
    await setSchedule(owner, c.schedule);
    await setAgenda(owner, c.agenda?.(D) ?? []);
    assert.deepEqual(await daySlots(owner, D, c.busy?.(D)), c.expected);
  });
}

test('free slots over a range come sorted by date and time, weekly schedule day by day', async () => {
  await setSchedule(
    owner,
    schedule({
      dias: {
        terca: { ativo: true, horario_inicio: '10:00', horario_fim: '12:00', intervalos: [] },
        quarta: { ativo: true, horario_inicio: '08:00', horario_fim: '09:00', intervalos: [] },
      },
      dias_atendimento: closedOn('quinta', { sexta: false, sabado: false, domingo: false, segunda: false }),
    }),
  );
  await setAgenda(owner, []);
  assert.deepEqual(await freeSlots(owner, D, addDays(D, 3)), [
    `${D} 10:00-11:00`,
    `${D} 11:00-12:00`,
    `${nextDay} 08:00-09:00`,
  ]);
});

test('the notice: no slot starts before now + antecedencia_minima (absent means 120 minutes)', async () => {
  const allDay = { horario_inicio: '00:00', horario_fim: '24:00', duracao_atendimento: 30 };
  for (const notice of [0, 90, 120, null]) {
    const s = schedule(allDay);
    if (notice === null) delete s.antecedencia_minima;
    else s.antecedencia_minima = notice;
    await setSchedule(owner, s);
    await setAgenda(owner, []);
    const minutes = notice ?? 120;
    const before = await saoPauloNow();
    const slots = await freeSlots(owner, before.hoje, addDays(before.hoje, 1));
    const after = await saoPauloNow();
    // Every half hour of today and tomorrow, as minutes from the start of `before.hoje`.
    const offered = new Set(slots.map((s) => s.slice(0, 16)));
    for (let m = 0; m < 2 * 1440; m += 30) {
      const day = addDays(before.hoje, Math.floor(m / 1440));
      const hhmm = `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const key = `${day} ${hhmm}`;
      const afterMinutes = after.minutos + (after.hoje === before.hoje ? 0 : 1440);
      if (m >= afterMinutes + minutes) assert.ok(offered.has(key), `notice ${minutes}: ${key} should be offered`);
      if (m < before.minutos + minutes) assert.ok(!offered.has(key), `notice ${minutes}: ${key} is too soon`);
    }
  }
});

test('the window: today … today + periodo_disponivel − 1, intersected with the asked range', async () => {
  await setSchedule(owner, schedule({ periodo_disponivel: 3, horario_inicio: '23:00', horario_fim: '24:00' }));
  await setAgenda(owner, []);
  const now = await saoPauloNow();
  const days = (await freeSlots(owner, addDays(now.hoje, -5), addDays(now.hoje, 10))).map((s) => s.slice(0, 10));
  const after = await saoPauloNow();
  assert.equal(after.hoje, now.hoje, 'midnight passed during the test: run it again');
  // Today's 23:00 slot is there until the clock reaches 23:00; tomorrow and the day after always are.
  const later = [addDays(now.hoje, 1), addDays(now.hoje, 2)];
  if (after.minutos <= 23 * 60) assert.deepEqual(days, [now.hoje, ...later]);
  else if (now.minutos > 23 * 60) assert.deepEqual(days, later);
  else
    assert.deepEqual(
      days.filter((d) => d !== now.hoje),
      later,
    );
  assert.deepEqual(await freeSlots(owner, addDays(now.hoje, 3), addDays(now.hoje, 10)), [], 'past the window');
  assert.deepEqual(await freeSlots(owner, addDays(now.hoje, -5), addDays(now.hoje, -1)), [], 'before today');
  assert.deepEqual(await freeSlots(owner, addDays(now.hoje, 2), addDays(now.hoje, 1)), [], 'de after ate');
});

test('an owner without a saved schedule (or an unknown owner) has no free slots', async () => {
  await setSchedule(owner, schedule(), false);
  assert.deepEqual(await freeSlots(owner, D, addDays(D, 7)), []);
  const unknown = await serviceClient().rpc('booking_free_slots', { p_id_dono: 'USR-NAOEXIS', p_de: D, p_ate: D });
  assert.equal(unknown.error, null);
  assert.deepEqual(unknown.data, []);
  await setSchedule(owner, schedule());
});

test("the demo clinic's saved default schedule (Mon–Fri 09–18, 30 min) leaves its booked times out", async () => {
  const demo = { idDono: 'USR-DEMO0001' } as TestUser;
  const monday = nextWeekday(hoje, 'segunda');
  const slots = await daySlots(demo, monday);
  assert.ok(slots.length > 0 && slots.length <= 18, slots.join(' '));
  assert.ok(slots.every((s) => s >= '09:00' && s.slice(6) <= '18:00'));
  assert.deepEqual(await daySlots(demo, nextWeekday(hoje, 'domingo')), []);
});

test('the booking functions are the server’s: a customer or a visitor may not call them', async () => {
  const visitor = client();
  const calls: [string, Record<string, unknown>][] = [
    ['booking_free_slots', { p_id_dono: owner.idDono, p_de: D, p_ate: D }],
    ['booking_owner', { p_slug: 'clinica-bem-estar' }],
    [
      'book_appointment',
      {
        p_id_dono: owner.idDono,
        p_data: D,
        p_inicio: '09:00',
        p_nome: 'X',
        p_telefone: '5511987654321',
        p_descricao: null,
        p_origem: 'painel',
      },
    ],
    [
      'reschedule_appointment',
      { p_id: '00000000-0000-4000-8000-000000000000', p_id_dono: owner.idDono, p_data: D, p_inicio: '09:00' },
    ],
    ['cancel_appointment', { p_id: '00000000-0000-4000-8000-000000000000', p_id_dono: owner.idDono }],
  ];
  for (const [fn, args] of calls) {
    const asOwner = await owner.client.rpc(fn, args);
    assert.equal(asOwner.error?.code, '42501', `${fn} as the owner`);
    assert.equal(asOwner.error?.message, `permission denied for function ${fn}`);
    const asVisitor = await visitor.rpc(fn, args);
    assert.equal(asVisitor.error?.code, '42501', `${fn} as a visitor`);
  }
  // Nor the internal helpers, through PostgREST or otherwise.
  const helper = await serviceClient().rpc('booking_team_slots_except', {
    p_id_dono: owner.idDono,
    p_de: D,
    p_ate: D,
    p_busy: [],
    p_except: null,
    p_profissional: null,
    p_servico: null,
    p_minutos: null,
  });
  assert.equal(helper.error?.code, '42501');
});
