/**
 * get_agenda_stats: the agenda's stat cards from real rows. Dates are placed relative to São Paulo's
 * today and Monday, read from the database as the function computes them.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, newUser, sql } from 'local-stack/testing';

after(closeSql);

async function calendar(): Promise<{ hoje: string; semana: string }> {
  const [c] = await sql<{ hoje: string; semana: string }>(
    `select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as hoje,
            to_char(date_trunc('week', now() at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as semana`,
  );
  return c;
}

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('a new customer has zeros and no trend', async () => {
  const u = await newUser({ full_name: 'Agenda Vazia' }, 'agenda-vazia');
  const { data, error } = await u.client.rpc('get_agenda_stats');
  assert.equal(error, null);
  assert.deepEqual(data, { hoje: 0, totalSemana: 0, confirmadosSemana: 0, taxaConfirmacao: 0, tendencia: null });
});

test("counts today's and this week's appointments, the confirmation rate and its trend; another owner never counts", async () => {
  const { hoje, semana } = await calendar();
  const u = await newUser({ full_name: 'Agenda Calculada' }, 'agenda-calc');
  const other = await newUser({ full_name: 'Outra Agenda' }, 'agenda-outra');
  const row = (data: string, status: string, inicio = '10:00') => ({
    id_dono: u.idDono,
    data,
    inicio,
    fim: `${inicio.slice(0, 2)}:30`,
    nome: 'Cliente',
    num_cliente: '5511987654321',
    status,
  });
  const otherDay = hoje === semana ? addDays(semana, 1) : semana; // this week, not today
  const rows = [
    // today: 2 appointments (a free slot and a cancelled one do not count)
    row(hoje, 'agendado', '09:00'),
    row(hoje, 'confirmado', '10:00'),
    row(hoje, 'disponivel', '11:00'),
    row(hoje, 'cancelado', '12:00'),
    // rest of this week: 2 more, one confirmed → week: 4 appointments, 2 confirmed → 50%
    row(otherDay, 'reagendado', '09:00'),
    row(otherDay, 'confirmado', '10:00'),
    // last week: 4 appointments, 1 confirmed → 25% → trend +25 p.p.
    row(addDays(semana, -7), 'confirmado'),
    row(addDays(semana, -6), 'agendado'),
    row(addDays(semana, -2), 'agendado'),
    row(addDays(semana, -1), 'reagendado'),
    // two weeks ago and next week: outside both windows
    row(addDays(semana, -8), 'confirmado'),
    row(addDays(semana, 7), 'confirmado'),
  ];
  const ins = await u.client.from('g_agenda').insert(rows);
  assert.equal(ins.error, null);
  // Another customer's busy week must not leak into these figures.
  const theirs = await other.client.from('g_agenda').insert([
    { ...row(hoje, 'confirmado'), id_dono: other.idDono },
    { ...row(hoje, 'agendado', '11:00'), id_dono: other.idDono },
  ]);
  assert.equal(theirs.error, null);

  const { data, error } = await u.client.rpc('get_agenda_stats');
  assert.equal(error, null);
  assert.deepEqual(data, { hoje: 2, totalSemana: 4, confirmadosSemana: 2, taxaConfirmacao: 50, tendencia: 25 });

  const mine = await other.client.rpc('get_agenda_stats');
  assert.deepEqual(mine.data, { hoje: 2, totalSemana: 2, confirmadosSemana: 1, taxaConfirmacao: 50, tendencia: null });
});

test("the demo clinic's cards match its seeded rows counted one by one", async () => {
  const { hoje, semana } = await calendar();
  const demo = client();
  assert.equal(
    (await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' })).error,
    null,
  );
  const { data, error } = await demo.rpc('get_agenda_stats');
  assert.equal(error, null);
  const booked = `status in ('agendado', 'confirmado', 'reagendado') and id_dono = 'USR-DEMO0001'`;
  const count = async (where: string) =>
    Number((await sql<{ n: string }>(`select count(*) as n from public.g_agenda where ${booked} and ${where}`))[0].n);
  const week = `data between '${semana}' and '${addDays(semana, 6)}'`;
  const lastWeek = `data between '${addDays(semana, -7)}' and '${addDays(semana, -1)}'`;
  const [today, total, confirmed, totalBefore, confirmedBefore] = await Promise.all([
    count(`data = '${hoje}'`),
    count(week),
    count(`${week} and status = 'confirmado'`),
    count(lastWeek),
    count(`${lastWeek} and status = 'confirmado'`),
  ]);
  const rate = (c: number, t: number) => (t === 0 ? 0 : Math.round((c * 100) / t));
  assert.ok(total > 0, 'the seed has appointments this week');
  assert.deepEqual(data, {
    hoje: today,
    totalSemana: total,
    confirmadosSemana: confirmed,
    taxaConfirmacao: rate(confirmed, total),
    tendencia: totalBefore === 0 ? null : rate(confirmed, total) - rate(confirmedBefore, totalBefore),
  });
  await demo.auth.signOut();
});

test('anonymous callers cannot call it', async () => {
  const { client } = await import('local-stack/testing');
  const { error } = await client().rpc('get_agenda_stats');
  assert.ok(error);
});
