// Integration: the agenda's read (g_agenda through PostgREST, paged past its 1,000-row cap) against
// the local stack, through the page's own client signed in as the owner.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { fetchAppointments } from '../src/features/schedule/api/fetchAppointments';
import { NO_FILTERS } from '../src/features/schedule/types';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

let owner: TestUser;
let other: TestUser;

/**
 * Inserts rows for an owner: [data, inicio, status, local] each, 5 minutes long (the database
 * refuses active appointments that overlap, and the busiest month below has one every 5 minutes).
 */
async function insert(user: TestUser, rows: [string, string, string, string][]) {
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status, local)
     select $1, r.data::date, r.inicio::time, r.inicio::time + interval '5 minutes', 'Cliente', r.status, r.local
     from jsonb_to_recordset($2::jsonb) as r(data text, inicio text, status text, local text)`,
    [user.idDono, JSON.stringify(rows.map(([data, inicio, status, local]) => ({ data, inicio, status, local })))],
  );
}

before(async () => {
  [owner, other] = [await newUser({}, 'agenda-leitura'), await newUser({}, 'agenda-vizinha')];
  await insert(owner, [
    ['2026-03-18', '14:30', 'agendado', 'Online'],
    ['2026-03-18', '09:00', 'confirmado', 'Presencial'],
    ['2026-03-02', '10:00', 'cancelado', 'Presencial'],
    ['2026-03-20', '08:00', 'disponivel', 'Presencial'],
    ['2026-04-01', '09:00', 'agendado', 'Presencial'],
  ]);
  await insert(other, [['2026-03-18', '11:00', 'agendado', 'Presencial']]);
  await signInPage(owner);
});
after(closeSql);

test("gives the owner's appointments of the range ordered by day and time, without free slots", async () => {
  const rows = await fetchAppointments(owner.idDono, MARCH, NO_FILTERS);
  assert.deepEqual(
    rows.map((r) => [r.data, r.inicio, r.status]),
    [
      ['2026-03-02', '10:00:00', 'cancelado'],
      ['2026-03-18', '09:00:00', 'confirmado'],
      ['2026-03-18', '14:30:00', 'agendado'],
    ],
  );
  assert.ok(rows.every((r) => r.id_dono === owner.idDono && r.nome === 'Cliente'));
});

test("never gives another owner's rows, even asked by their code", async () => {
  assert.deepEqual(await fetchAppointments(other.idDono, MARCH, NO_FILTERS), []);
});

test('applies the status and location chosen in Filtros Avançados', async () => {
  const confirmed = await fetchAppointments(owner.idDono, MARCH, { ...NO_FILTERS, status: 'confirmado' });
  assert.deepEqual(
    confirmed.map((r) => r.inicio),
    ['09:00:00'],
  );
  const online = await fetchAppointments(owner.idDono, MARCH, { ...NO_FILTERS, local: 'Online' });
  assert.deepEqual(
    online.map((r) => r.inicio),
    ['14:30:00'],
  );
});

test('reads every page of a month with more rows than the server sends at once', async () => {
  const busy = await newUser({}, 'agenda-cheia');
  // 2,500 appointments over May: 25 days of 100, every 5 minutes from 08:00.
  const rows: [string, string, string, string][] = [];
  for (let day = 1; day <= 25; day += 1) {
    for (let i = 0; i < 100; i += 1) {
      const minutes = 8 * 60 + i * 5;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      rows.push([`2026-05-${String(day).padStart(2, '0')}`, time, 'agendado', 'Presencial']);
    }
  }
  await insert(busy, rows);
  await signInPage(busy);

  const read = await fetchAppointments(busy.idDono, { from: '2026-05-01', to: '2026-05-31' }, NO_FILTERS);
  assert.equal(read.length, 2500);
  assert.equal(new Set(read.map((r) => r.id)).size, 2500);
  const keys = read.map((r) => `${r.data} ${r.inicio}`);
  assert.deepEqual(keys, [...keys].sort());
  await signInPage(owner);
});

test("fails with the server's message", async () => {
  await assert.rejects(fetchAppointments(owner.idDono, { from: 'amanhã', to: '2026-03-31' }, NO_FILTERS), /amanhã/);
});
