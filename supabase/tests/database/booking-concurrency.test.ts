/**
 * The no-overlap guarantee under concurrency: many connections claiming overlapping times of one
 * owner at once, by direct INSERT (any writer) and through book_appointment (the booking channels).
 * Exactly one wins; every other answers 23P01. On PostgreSQL the claims really race (each opens
 * its transaction first, then all insert together); PGlite has one backend, so they queue, and the
 * same rule must still hold.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, serviceClient, sql, type TestUser } from 'local-stack/testing';
import {
  addDays,
  nextWeekday,
  ownerWith,
  raceClaims,
  saoPauloNow,
  schedule,
  setAgenda,
  type Claim,
} from './booking-fixtures.ts';

const CLAIMS = 20;
let owner: TestUser;
let D: string;

before(async () => {
  D = nextWeekday((await saoPauloNow()).hoje, 'quinta');
  owner = await ownerWith(
    schedule({ horario_inicio: '08:00', horario_fim: '18:00', duracao_atendimento: 30 }),
    'corrida',
  );
});
after(closeSql);

/** Runs `statement(i)` on CLAIMS connections at once, each in its own transaction. */
const race = (statement: (i: number) => { text: string; values: unknown[] }) => raceClaims(CLAIMS, statement);

function assertOneWinner(claims: Claim[]): void {
  const won = claims.filter((c) => c.ok);
  const lost = claims.filter((c): c is Extract<Claim, { ok: false }> => !c.ok);
  assert.equal(won.length, 1, JSON.stringify(lost.filter((l) => l.code !== '23P01')));
  assert.deepEqual(
    lost.map((l) => [l.code, l.message]),
    Array.from({ length: CLAIMS - 1 }, () => ['23P01', 'slot_taken']),
  );
}

async function activeRows(day: string): Promise<{ inicio: string; fim: string }[]> {
  return sql(
    `select inicio::text, fim::text from public.g_agenda
      where id_dono = $1 and data = $2 and status in ('agendado', 'confirmado', 'reagendado') order by inicio`,
    [owner.idDono, day],
  );
}

test(`${CLAIMS} direct inserts of pairwise-overlapping times: exactly one is stored`, async () => {
  await setAgenda(owner, []);
  // 10:00–10:30, 10:01–10:31, … 10:19–10:49: every two overlap.
  const claims = await race((i) => ({
    text: `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status)
           values ($1, $2, time '10:00' + make_interval(mins => $3), time '10:30' + make_interval(mins => $3), $4, $5)`,
    values: [owner.idDono, D, i, `Cliente ${i}`, ['agendado', 'confirmado', 'reagendado'][i % 3]],
  }));
  assertOneWinner(claims);
  assert.equal((await activeRows(D)).length, 1);
});

test(`${CLAIMS} book_appointment calls for one slot: exactly one booking`, async () => {
  await setAgenda(owner, []);
  const claims = await race((i) => ({
    text: `select * from public.book_appointment($1, $2, '11:00', $3, '5511987654321', null, 'pagina')`,
    values: [owner.idDono, D, `Cliente ${i}`],
  }));
  assertOneWinner(claims);
  assert.deepEqual(await activeRows(D), [{ inicio: '11:00:00', fim: '11:30:00' }]);
});

test('bookings and direct inserts mixed, on several slots at once: one winner per slot', async () => {
  await setAgenda(owner, []);
  const slots = ['13:00', '13:30', '14:00', '14:30'];
  const claims = await race((i) => {
    const inicio = slots[i % slots.length];
    return i % 2 === 0
      ? {
          text: `select * from public.book_appointment($1, $2, $3::time, 'Cliente', '5511987654321', null, 'assistente')`,
          values: [owner.idDono, D, inicio],
        }
      : {
          text: `insert into public.g_agenda (id_dono, data, inicio, fim, nome) values ($1, $2, $3::time, $3::time + interval '30 minutes', 'Painel')`,
          values: [owner.idDono, D, inicio],
        };
  });
  assert.equal(claims.filter((c) => c.ok).length, slots.length);
  assert.ok(
    claims.every((c) => c.ok || c.code === '23P01'),
    JSON.stringify(claims),
  );
  assert.deepEqual(
    (await activeRows(D)).map((r) => r.inicio.slice(0, 5)),
    slots,
  );
});

test(`${CLAIMS} bookings of one slot through PostgREST (the functions' path): one 200, the rest 409`, async () => {
  const day = addDays(D, 7);
  await setAgenda(owner, []);
  const svc = serviceClient();
  const answers = await Promise.all(
    Array.from({ length: CLAIMS }, (_, i) =>
      svc.rpc('book_appointment', {
        p_id_dono: owner.idDono,
        p_data: day,
        p_inicio: '09:00',
        p_nome: `Cliente ${i}`,
        p_telefone: '5511987654321',
        p_descricao: null,
        p_origem: 'pagina',
      }),
    ),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array.from({ length: CLAIMS - 1 }, () => 409)]);
  assert.ok(answers.every((a) => a.status === 200 || (a.error?.code === '23P01' && a.error.message === 'slot_taken')));
  assert.equal((await activeRows(day)).length, 1);
});
