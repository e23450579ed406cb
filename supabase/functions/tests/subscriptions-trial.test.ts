/**
 * The 7-day trial, once per person: not again after a cancellation nor for another account with the
 * same CPF or CNPJ, not used up by a refused card, taken once by attempts at once, the account's own
 * document's; and a trial past its end with no word from the provider. (subscriptions-support.ts:
 * the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import { invokePayments } from 'local-stack/testing/asaas';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import {
  activateAgent,
  addDays,
  addMonths,
  agentStatus,
  billing,
  body,
  card,
  clearFaults,
  mySubscription,
  ok,
  settled,
  today,
} from './subscriptions-support.ts';

before(clearFaults);
after(closeSql);

test('one trial per person: cancelled and bought again, or a new account with the same CPF, pays now', async () => {
  const u = await newUser({}, 'assin-trial-uma-vez');
  const day = today();
  const cpf = generateCpf({ formatted: true });
  const asPerson = (who: TestUser, fields: Record<string, unknown>) => {
    const b = body(who, fields);
    return { ...b, customer: { ...b.customer, cpf } };
  };
  const first = await ok(invokePayments(u, asPerson(u, { method: 'credit_card', card: card() })));
  assert.equal((first.subscription as { status: string }).status, 'trialing');
  assert.equal((await billing(u, { action: 'cancel' })).status, 200);

  // The monthly plan again, by PIX: no second trial; the first month is charged today (5% off).
  const again = await ok(invokePayments(u, asPerson(u, { method: 'pix' })));
  assert.equal(again.status, 'PENDING');
  assert.equal(again.dueDate, day);
  assert.equal(again.value, 92.15);
  assert.deepEqual(again.subscription, {
    status: 'pending',
    trialEndsOn: null,
    nextDueDate: addMonths(day, 1),
    trialUsed: true,
  });
  assert.notEqual((await mySubscription(u)).status, 'trialing');

  // Another account, the same CPF (written without punctuation): no trial either.
  const other = await newUser({}, 'assin-trial-mesmo-cpf');
  const b = body(other, { method: 'credit_card', card: card() });
  const sameCpf = await ok(invokePayments(other, { ...b, customer: { ...b.customer, cpf: cpf.replace(/\D/g, '') } }));
  assert.equal(sameCpf.status, 'CONFIRMED', 'the first month charged on the card now');
  assert.equal((sameCpf.subscription as { trialEndsOn: string | null }).trialEndsOn, null);
});

test('a refused card does not use up the trial; attempts at once take it once', async () => {
  const u = await newUser({}, 'assin-trial-recusado');
  const refused = await invokePayments(
    u,
    body(u, { method: 'credit_card', card: { ...card(), number: '5184019740373151' } }),
  );
  assert.equal(refused.status, 402);
  const trial = await ok(invokePayments(u, body(u, { method: 'credit_card', card: card() })));
  assert.equal((trial.subscription as { status: string }).status, 'trialing');

  // Taking the trial is one statement: attempts at once, for one account or one CNPJ, get one.
  const twice = await newUser({}, 'assin-trial-paralelo');
  const claims = await Promise.all(
    Array.from({ length: 6 }, () =>
      sql<{ ok: boolean }>('select public.claim_trial($1, $2, $3) as ok', [twice.id, null, randomUUID()]),
    ),
  );
  assert.equal(claims.filter(([row]) => row.ok).length, 1);
  const cnpj = 'AB12CD34EF5602';
  const owners = await Promise.all([newUser({}, 'assin-cnpj-a'), newUser({}, 'assin-cnpj-b')]);
  const byCnpj = await Promise.all(
    owners.map((o, i) =>
      sql<{ ok: boolean }>('select public.claim_trial($1, $2, $3) as ok', [
        o.id,
        i ? 'ab.12c.d34/ef56-02' : cnpj,
        randomUUID(),
      ]),
    ),
  );
  assert.equal(byCnpj.filter(([row]) => row.ok).length, 1, 'one trial per CNPJ, however it is written');
});

test('the trial is the account document’s: a second sign-up with it is refused, a checkout with another pays now', async () => {
  const cpf = generateCpf();
  const u = await newUser({ cpf }, 'assin-doc-conta');
  // The same CPF, written with punctuation, for another account: refused at sign-up.
  const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  await assert.rejects(newUser({ cpf: formatted }, 'assin-doc-repetido'));
  const [conflict] = await sql<{ doc: string | null }>(
    "select public.signup_document_conflict('outra@example.com', $1) as doc",
    [formatted],
  );
  assert.equal(conflict.doc, 'cpf', "the sign-up's check names it, for 'Este CPF/CNPJ já está cadastrado no sistema'");

  // A Google-like account (no document of its own) typing that account's CPF: no trial either.
  const google = await newUser({}, 'assin-doc-alheio');
  const b = body(google, { method: 'pix' });
  const borrowed = await ok(invokePayments(google, { ...b, customer: { ...b.customer, cpf: formatted } }));
  assert.equal((borrowed.subscription as { trialUsed?: boolean }).trialUsed, true);
  assert.equal((borrowed.subscription as { trialEndsOn: string | null }).trialEndsOn, null);

  // The account itself, typing a fresh CPF at checkout: its first month is charged now (PIX, 5% off).
  const day = today();
  const other = await ok(invokePayments(u, body(u, { method: 'pix' })));
  assert.equal(other.status, 'PENDING');
  assert.equal(other.dueDate, day);
  assert.equal(other.value, 92.15);
  assert.deepEqual(other.subscription, {
    status: 'pending',
    trialEndsOn: null,
    nextDueDate: addMonths(day, 1),
    trialUsed: true,
  });
});

test('a trial past its end with no word from the provider: late from its end, then suspended; no trial access', async () => {
  const u = await newUser({}, 'assin-teste-vencido');
  await activateAgent(u);
  const started = await ok(invokePayments(u, body(u, { method: 'pix' })));
  assert.equal((started.subscription as { status: string }).status, 'trialing');
  // The charge's creation webhook lands first, so it cannot rewrite the dates set below.
  await settled();
  // Nine days later, and the provider never reported the first charge overdue.
  const ended = addDays(today(), -9);
  await sql(`update public.subscriptions set trial_ends_on = $2, current_period_end = $2 where user_id = $1`, [
    u.id,
    ended,
  ]);
  await sql(`update public.payments set due_date = $2 where user_id = $1`, [u.id, ended]);
  const read = await mySubscription(u);
  assert.equal(read.status, 'suspended', 'read from the dates while the job is late');
  assert.equal(read.access, 'restricted');
  assert.equal(read.overdue?.since, ended);
  assert.equal(read.overdue?.invoiceUrl, started.invoiceUrl);
  const [{ access }] = await sql<{ access: boolean }>('select public.has_paid_access($1) as access', [u.id]);
  assert.equal(access, false);

  // The minute job writes it, and the assistant stops.
  await sql('select public.run_minute_jobs()');
  const [row] = await sql<{ status: string; overdue_since: string }>(
    `select status, to_char(overdue_since, 'YYYY-MM-DD') as overdue_since from public.subscriptions where user_id = $1`,
    [u.id],
  );
  assert.deepEqual(row, { status: 'suspended', overdue_since: ended });
  assert.equal(await agentStatus(u), 'paused');
});
