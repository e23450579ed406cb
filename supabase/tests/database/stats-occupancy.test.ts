/**
 * get_user_dashboard_stats' free-time figures for fresh customers with a saved schedule: the month's
 * occupancy by hand, today's free slots and the next one as booking_free_slots gives them, and none
 * of them for another owner or a developer.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import {
  addDays,
  awayFromMidnight,
  engineSlots,
  monthStart,
  monthTime,
  occupancy,
  pad,
  stats,
  tenths,
} from './stats-fixtures.ts';

after(closeSql);

/** A flat schedule (as booking-fixtures' `schedule`), open every day, no notice. */
const SCHEDULE = {
  duracao_atendimento: 60,
  horario_inicio: '09:00',
  horario_fim: '12:00',
  dias_atendimento: {
    domingo: true,
    segunda: true,
    terca: true,
    quarta: true,
    quinta: true,
    sexta: true,
    sabado: true,
  },
  intervalos: [],
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 2,
  periodo_disponivel: 30,
  antecedencia_minima: 0,
};
async function saveSchedule(u: TestUser, s: Record<string, unknown>) {
  await sql(`update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = now() where user_id = $1`, [
    u.id,
    JSON.stringify(s),
  ]);
}
async function place(u: TestUser, rows: [string, string, string, string][]) {
  for (const [data, inicio, fim, status] of rows) {
    await sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status) values ($1, $2, $3, $4, 'Cliente', $5)`,
      [u.idDono, data, inicio, fim, status],
    );
  }
}

test('occupancy: booked minutes ÷ (booked + free minutes of the schedule), the whole month, by hand', async () => {
  const T = (await awayFromMidnight()).today;
  const M = monthStart(T);
  const P = monthStart(T, -1);
  const u = await newUser({ full_name: 'Agenda Cheia' }, 'stats-ocupacao');
  await saveSchedule(u, SCHEDULE); // 09–12 every day: three 60-minute slots (180 free minutes) a day
  await place(u, [
    [M, '09:00', '10:00', 'agendado'], // day 1: two active appointments = max_agendamentos_dia:
    [M, '10:00', '10:30', 'confirmado'], //   the day is full, none of its slots is free
    [addDays(M, 1), '11:00', '12:00', 'reagendado'], // day 2: the 11:00 slot is taken, 09 and 10 free
    [addDays(M, 2), '09:00', '10:00', 'cancelado'], // day 3: cancelled and 'disponivel' rows change nothing
    [addDays(M, 2), '10:00', '11:00', 'disponivel'],
    [addDays(M, 3), '20:00', '20:45', 'agendado'], // day 4: booked out of hours: 45 booked, no slot taken
    [P, '09:30', '10:30', 'confirmado'], // last month: overlaps the 09:00 and 10:00 slots
  ]);
  const days = (first: string) => {
    let n = 0;
    for (let d = first; d.startsWith(first.slice(0, 7)); d = addDays(d, 1)) n++;
    return n;
  };
  const booked = 60 + 30 + 60 + 45;
  const free = 180 * days(M) - 180 - 60;
  const bookedPrev = 60;
  const freePrev = 180 * days(P) - 120;
  const occ = tenths(booked * 100, booked + free);
  const occPrev = tenths(bookedPrev * 100, bookedPrev + freePrev);
  const { data } = await stats(u.client, u.id);
  assert.equal(data.taxaOcupacao, occ);
  assert.equal(data.taxaOcupacaoTendencia, Math.round((occ - occPrev) * 10) / 10);
  // The same through the test's own restatement of the formula.
  const rows = [
    { data: M, inicio: 540, fim: 600 },
    { data: M, inicio: 600, fim: 630 },
    { data: addDays(M, 1), inicio: 660, fim: 720 },
    { data: addDays(M, 3), inicio: 1200, fim: 1245 },
    { data: P, inicio: 570, fim: 630 },
  ];
  assert.deepEqual(monthTime(SCHEDULE, rows, M), [booked, free]);
  assert.equal(occupancy(monthTime(SCHEDULE, rows, M)), occ);
});

test('free slots today and the next one are booking_free_slots’ own, from now on', async () => {
  const c = await awayFromMidnight();
  const u = await newUser({ full_name: 'Agenda do Dia' }, 'stats-hoje');
  // Open all day in 60-minute slots: whatever the hour, some of today's slots are past and some ahead.
  await saveSchedule(u, { ...SCHEDULE, horario_inicio: '00:00', horario_fim: '24:00', max_agendamentos_dia: 30 });
  const hour = Number(c.now.slice(0, 2));
  const pad2 = (h: number) => `${pad(h)}:00`;
  await place(u, [
    [c.today, pad2(Math.max(hour - 1, 0)), pad2(Math.max(hour - 1, 0)).replace(':00', ':30'), 'agendado'], // past
    ...(hour + 2 <= 23
      ? [[c.today, pad2(hour + 2), pad2(hour + 3), 'confirmado'] as [string, string, string, string]]
      : []),
    ...(hour + 1 <= 23
      ? [[c.today, pad2(hour + 1), pad2(hour + 2), 'disponivel'] as [string, string, string, string]]
      : []),
  ]);
  const engineBefore = await engineSlots(u.idDono, c.today);
  const { data, after } = await stats(u.client, u.id);
  const engineAfter = await engineSlots(u.idDono, after.today);
  assert.ok(
    [engineBefore, engineAfter].some(
      (s) => data.horariosLivresHoje === s.length && data.proximoHorario === (s[0] ?? null),
    ),
    JSON.stringify({ data, engineBefore, engineAfter }),
  );
  // From the next whole hour to 23:00, the booked one taken away; the 'disponivel' row is no slot of its own.
  const expected = Array.from({ length: 23 - hour }, (_, i) => pad2(hour + 1 + i)).filter((h) => h !== pad2(hour + 2));
  assert.deepEqual(engineBefore, expected);
});

test('another signed-in owner, or a developer, gets no free-time figures of an owner', async () => {
  const u = await newUser({ full_name: 'Agenda Alheia' }, 'stats-alheia');
  const other = await newUser({ full_name: 'Curiosa' }, 'stats-curiosa');
  await saveSchedule(u, { ...SCHEDULE, horario_inicio: '00:00', horario_fim: '24:00' });
  const direct = await other.client.rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.equal(direct.error, null);
  assert.deepEqual(direct.data, [
    { livres_hoje: 0, proximo: null, ocupado_mes: 0, livre_mes: 0, ocupado_ant: 0, livre_ant: 0 },
  ]);
  const own = await u.client.rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.ok((own.data as { livre_mes: number }[])[0].livre_mes > 0);
  const anon = await client().rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.notEqual(anon.error, null);

  const dev = client();
  await dev.auth.signInWithPassword({ email: 'dev@atende.ai', password: 'dev12345' });
  const viaDev = await stats(dev, u.id);
  assert.equal(viaDev.data.horariosLivresHoje, 0);
  assert.equal(viaDev.data.taxaOcupacao, 0);
  assert.equal(viaDev.data.taxaOcupacaoTendencia, null);
});
