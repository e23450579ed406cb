/**
 * The public booking page's abuse cases: the client is the address the platform's proxy
 * saw (never the X-Forwarded-For the caller writes), limits hold under parallel requests, per address
 * for reads and bookings, per phone per business per day and per business per hour, their attempts
 * are purged by the minute job, the free-slots range is capped, the handle oracle is closed, and an
 * owner without a live subscription has no page. The defaults of booking/rateLimit.ts apply: 10 POSTs
 * per 10 minutes per address, 120 reads, 5 bookings per phone per business a day, 30 per business an
 * hour.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql } from 'local-stack/testing';
import { book, call, newOwner, newSocketAddress, slotsOf, TOMORROW, type Answer } from './booking-support.ts';

after(closeSql);

/** A time that is never a free slot (slots start on the half hour): the attempt counts, books nothing. */
const NOT_A_SLOT = { data: TOMORROW, inicio: '08:10', nome: 'Ana Souza' };
/** The i-th of many distinct mobile numbers, so the per-phone limit stays out of a test. */
const phone = (i: number) => `(11) 9${String(8000_0000 + i)}`;
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

function assertLimited(res: Answer) {
  assert.equal(res.status, 429, JSON.stringify(res.body));
  assert.deepEqual(res.body, {
    error: { code: 'rate_limited', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${res.headers.get('retry-after')}`);
}

test('rotating X-Forwarded-For from one socket does not reset the limit: the 11th POST is refused', async () => {
  const owner = await newOwner('rotacao');
  const from = newSocketAddress();
  const answers: Answer[] = [];
  for (let i = 0; i < 11; i++) {
    answers.push(
      await book(owner.slug, { ...NOT_A_SLOT, telefone: phone(i) }, { from, forwardedFor: `198.51.100.${i + 1}` }),
    );
  }
  assert.deepEqual(statuses(answers.slice(0, 10)), Array(10).fill(422));
  assertLimited(answers[10]);
  // Even a caller who writes several entries, as if it were a proxy itself.
  assertLimited(
    await book(owner.slug, { ...NOT_A_SLOT, telefone: phone(20) }, { from, forwardedFor: '203.0.113.9, 10.1.2.3' }),
  );
});

test('a caller-written CF-Connecting-IP counts for nothing: the 11th POST from one socket is refused', async () => {
  const owner = await newOwner('cfip');
  const from = newSocketAddress();
  const answers: Answer[] = [];
  for (let i = 0; i < 11; i++) {
    answers.push(
      await book(owner.slug, { ...NOT_A_SLOT, telefone: phone(i) }, { from, connectingIp: `198.51.100.${i + 1}` }),
    );
  }
  assert.deepEqual(statuses(answers.slice(0, 10)), Array(10).fill(422));
  assertLimited(answers[10]);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.booking_requests where scope = 'endereco' and client_key = $1`,
    [from],
  );
  assert.equal(n, 10, 'every attempt counted under the socket address');
});

test('30 parallel POSTs from one address with a limit of 10: exactly 10 pass', async () => {
  const owner = await newOwner('paralelo');
  const from = newSocketAddress();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => book(owner.slug, { ...NOT_A_SLOT, telefone: phone(i) }, { from })),
  );
  assert.equal(count(answers, 422), 10, statuses(answers).join(','));
  assert.equal(count(answers, 429), 20, statuses(answers).join(','));
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.booking_requests where scope = 'endereco' and client_key = $1`,
    [from],
  );
  assert.equal(n, 10, 'only the allowed attempts are recorded');
});

test('one phone books at most 5 times a day at one business, whatever the address; other phones and businesses are free', async () => {
  const owner = await newOwner('telefone');
  const other = await newOwner('telefone-outro');
  const telefone = '(11) 97777-0001';
  const answers: Answer[] = [];
  for (let i = 0; i < 6; i++) answers.push(await book(owner.slug, { ...NOT_A_SLOT, telefone }));
  assert.deepEqual(statuses(answers.slice(0, 5)), Array(5).fill(422));
  assertLimited(answers[5]);
  assert.ok(Number(answers[5].headers.get('retry-after')) > 23 * 3600, 'the phone waits for its day to pass');
  // Another phone at the same business, the same phone at another business: still booked.
  assert.equal(
    (await book(owner.slug, { data: TOMORROW, inicio: '08:00', nome: 'Bia', telefone: phone(1) })).status,
    201,
  );
  assert.equal((await book(other.slug, { data: TOMORROW, inicio: '08:00', nome: 'Ana', telefone })).status, 201);
});

test('a business takes at most 30 booking attempts an hour, from any addresses and phones', async () => {
  const owner = await newOwner('negocio');
  const answers = await Promise.all(
    Array.from({ length: 35 }, (_, i) => book(owner.slug, { ...NOT_A_SLOT, telefone: phone(i) })),
  );
  assert.equal(count(answers, 422), 30, statuses(answers).join(','));
  assert.equal(count(answers, 429), 5, statuses(answers).join(','));
  assertLimited(answers.find((a) => a.status === 429)!);
  // Another business is not affected.
  const other = await newOwner('negocio-outro');
  assert.equal((await book(other.slug, { ...NOT_A_SLOT, telefone: phone(1) })).status, 422);
});

test('reads (the page and its slots) are limited per address too, with their own higher limit', async () => {
  const owner = await newOwner('leitura');
  const from = newSocketAddress();
  const answers: Answer[] = [];
  // In rounds of 4 at once: 120 allowed, then refused.
  for (let round = 0; round < 30; round++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          i % 2 ? call(`/${owner.slug}`, { from }) : slotsOf(owner.slug, TOMORROW, TOMORROW, { from }),
        ),
      )),
    );
  }
  assert.deepEqual([...new Set(statuses(answers))], [200]);
  assertLimited(await call(`/${owner.slug}`, { from }));
  assertLimited(await slotsOf(owner.slug, TOMORROW, TOMORROW, { from }));
  // Unknown pages count too (no free probing of handles), and bookings keep their own count.
  assertLimited(await call('/nao-existe-esta-pagina', { from }));
  assert.equal((await book(owner.slug, { ...NOT_A_SLOT, telefone: phone(1) }, { from })).status, 422);
  // Another address reads.
  assert.equal((await call(`/${owner.slug}`)).status, 200);
});

test('the minute job purges attempts that count for no limit any more, and keeps the others', async () => {
  const key = `purge-${newSocketAddress()}`;
  await sql(
    `insert into public.booking_requests (scope, client_key, created_at, expires_at) values
       ('endereco', $1, now() - interval '2 hours', now() - interval '1 hour'),
       ('telefone', $1, now() - interval '2 days', now() - interval '1 day'),
       ('negocio', $1, now() - interval '5 minutes', now() + interval '55 minutes')`,
    [key],
  );
  const [{ done }] = await sql<{ done: Record<string, unknown> }>('select public.run_minute_jobs() as done');
  assert.ok(Number(done.booking_attempts) >= 2, JSON.stringify(done));
  assert.equal(done.failed, undefined, JSON.stringify(done));
  const left = await sql<{ scope: string }>('select scope from public.booking_requests where client_key = $1', [key]);
  assert.deepEqual(
    left.map((r) => r.scope),
    ['negocio'],
  );
});

test('free slots: more than 31 days a call is refused by the function and by the database', async () => {
  const owner = await newOwner('faixa-limite');
  const de = TOMORROW;
  const plus = (days: number) => new Date(Date.parse(`${de}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  assert.equal((await slotsOf(owner.slug, de, plus(30))).status, 200, '31 days');
  const long = await slotsOf(owner.slug, de, plus(31));
  assert.equal(long.status, 422);
  assert.deepEqual(long.body, {
    error: { code: 'invalid_range', message: 'Período inválido: informe de e até com no máximo 31 dias' },
  });
  const { error } = await serviceClient().rpc('booking_free_slots', {
    p_id_dono: owner.user.idDono,
    p_de: de,
    p_ate: plus(60),
    p_busy: [],
  });
  assert.equal(error?.message, 'invalid_range');
});

test('new_booking_slug is refused to a signed-in user (it told whether a handle is taken)', async () => {
  const user = await newUser({}, 'slug-oraculo');
  const { data, error } = await user.client.rpc('new_booking_slug', { p_name: 'Clínica Bem-Estar' });
  assert.equal(data, null);
  assert.equal(error?.code, '42501');
  // The sign-up trigger still makes handles.
  const [{ booking_slug }] = await sql<{ booking_slug: string }>(
    'select booking_slug from public.profiles where id = $1',
    [user.id],
  );
  assert.match(booking_slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('an owner without a live subscription has no booking page: 403 booking_unavailable everywhere', async () => {
  const owner = await newOwner('sem-plano', { paid: false });
  const unavailable = { error: { code: 'booking_unavailable', message: 'Agendamento online indisponível' } };
  for (const res of [
    await call(`/${owner.slug}`),
    await slotsOf(owner.slug, TOMORROW),
    await book(owner.slug, { data: TOMORROW, inicio: '08:00', nome: 'Ana', telefone: phone(1) }),
  ]) {
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, unavailable);
  }
  const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.g_agenda where id_dono = $1', [
    owner.user.idDono,
  ]);
  assert.equal(n, 0, 'nothing was booked');
  // A subscription that ended: the same.
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, current_period_end)
     values ($1, 'mensal', 'expired', 97, 'MONTHLY', (now() at time zone 'America/Sao_Paulo')::date - 40)`,
    [owner.user.id],
  );
  assert.equal((await call(`/${owner.slug}`)).status, 403);
});
