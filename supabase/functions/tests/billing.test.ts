/**
 * The plan screen's billing function: supabase-js signed in as a customer calls
 * functions.invoke('billing'); the function asks the local Asaas sandbox by the customer's e-mail.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import type { BillingSummary as Summary } from '../../../shared-domain/src/entities/billingSummary.ts';
import { asaasApi, invokePayments, sandboxControl, waitFor } from 'local-stack/testing/asaas';
import { client, closeSql, newUser, sql } from 'local-stack/testing';

after(closeSql);

async function billing(
  c: SupabaseClient,
): Promise<{ status: number; data: Summary | null; error: { code: string; message: string } | null }> {
  const { data, error } = await c.functions.invoke<Summary>('billing', { body: {} });
  if (!error) return { status: 200, data, error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return {
      status: res.status,
      data: null,
      error: ((await res.json()) as { error: { code: string; message: string } }).error,
    };
  }
  throw error;
}

async function today(): Promise<string> {
  const [r] = await sql<{ d: string }>(`select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as d`);
  return r.d;
}
/** The same day six months later (clamped to the month's end), as the provider counts a cycle. */
function shift6(d: string): string {
  const [y, m, day] = d.split('-').map(Number);
  const last = new Date(Date.UTC(y, m + 6, 0)).getUTCDate();
  return new Date(Date.UTC(y, m + 5, Math.min(day, last))).toISOString().slice(0, 10);
}
const shift = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('the demo clinic: its monthly plan, the pending charge next and six paid ones, newest first', async () => {
  const demo = client();
  const { error } = await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  assert.equal(error, null);
  const day = await today();
  const { status, data } = await billing(demo);
  assert.equal(status, 200);
  assert.deepEqual(data!.plan, {
    name: 'Plano Mensal',
    description: 'Plano Mensal - Atende AI',
    status: 'ACTIVE',
    value: 97,
    nextDueDate: shift(day, 12),
    cycle: 'MONTHLY',
  });
  assert.equal(data!.nextPayment?.id, 'pay_000000000007');
  assert.equal(data!.nextPayment?.status, 'PENDING');
  assert.equal(data!.nextPayment?.dueDate, shift(day, 12));
  assert.deepEqual(
    data!.history.map((p) => [p.id, p.status, p.billingType]),
    [
      ['pay_000000000007', 'PENDING', 'PIX'],
      ['pay_000000000006', 'RECEIVED', 'PIX'],
      ['pay_000000000005', 'RECEIVED', 'PIX'],
      ['pay_000000000004', 'RECEIVED', 'PIX'],
      ['pay_000000000003', 'RECEIVED', 'BOLETO'],
      ['pay_000000000002', 'CONFIRMED', 'CREDIT_CARD'],
      ['pay_000000000001', 'CONFIRMED', 'CREDIT_CARD'],
    ],
  );
  // Every invoice link opens the sandbox's own invoice page.
  const page = await fetch(data!.history[1].invoiceUrl!);
  assert.equal(page.status, 200);
  assert.equal(data!.history[1].paymentDate, shift(day, -18));
  await demo.auth.signOut();
});

test('a customer unknown to the provider and without a plan gets an empty answer', async () => {
  const u = await newUser({}, 'billing-novo');
  const { status, data } = await billing(u.client);
  assert.equal(status, 200);
  assert.deepEqual(
    { ...data, subscription: undefined },
    { plan: null, nextPayment: null, history: [], subscription: undefined },
  );
  assert.equal(data!.subscription?.status, 'none');
  assert.equal(data!.subscription?.access, 'none');
});

test('after a semiannual PIX checkout: the charge paid now in the history, the renewal pending, the plan from the provider', async () => {
  const u = await newUser({}, 'billing-checkout');
  const paid = await invokePayments(u, {
    plan: 'semestral',
    method: 'pix',
    installments: 1,
    customer: {
      personType: 'fisica',
      name: 'Cliente Teste',
      email: u.email,
      phone: '(11) 98765-4321',
      cpf: generateCpf(),
      businessName: '',
      cnpj: '',
    },
    idempotencyKey: randomUUID(),
  });
  assert.equal(paid.error, null);
  const before = await billing(u.client);
  assert.equal(before.data!.nextPayment?.id, paid.data!.id);
  assert.equal(before.data!.plan?.name, 'Plano Semestral');
  assert.equal(before.data!.subscription?.status, 'pending'); // nothing paid yet
  assert.equal(before.data!.subscription?.access, 'none');

  const confirm = await asaasApi(`/sandbox/payment/${paid.data!.id}/confirm`, { method: 'POST' });
  assert.equal(confirm.status, 200);
  await waitFor('the subscription to turn active', async () => {
    const { data } = await u.client.from('subscriptions').select('status').eq('status', 'active');
    return data?.length ? true : null;
  });
  const after = await billing(u.client);
  const day = await today();
  // The renewal, made by the provider subscription, is due in six months.
  assert.equal(after.data!.nextPayment?.dueDate, shift6(day));
  assert.equal(after.data!.history.length, 2);
  assert.equal(after.data!.history[1].status, 'RECEIVED');
  assert.equal(after.data!.plan?.name, 'Plano Semestral');
  assert.equal(after.data!.plan?.status, 'ACTIVE');
  assert.equal(after.data!.plan?.nextDueDate, shift6(shift6(day)));
  assert.equal(after.data!.subscription?.status, 'active');
  assert.equal(after.data!.subscription?.currentPeriodEnd, shift6(day));
});

test("an Asaas subscription is preferred, and another customer's charges never show", async () => {
  const u = await newUser({}, 'billing-sub');
  const cus = await asaasApi<{ id: string }>('/customers', {
    method: 'POST',
    body: { name: 'Cliente Assinante', email: u.email, cpfCnpj: generateCpf() },
  });
  assert.equal(cus.status, 200);
  const day = await today();
  const sub = await asaasApi<{ id: string; nextDueDate: string }>('/subscriptions', {
    method: 'POST',
    body: {
      customer: cus.body.id,
      billingType: 'BOLETO',
      value: 970,
      nextDueDate: day,
      cycle: 'YEARLY',
      description: 'Plano Anual - Atende AI',
    },
  });
  assert.equal(sub.status, 200);
  assert.equal(sub.body.nextDueDate, `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`);
  const { data } = await billing(u.client);
  assert.equal(data!.plan?.name, 'Plano Anual');
  assert.equal(data!.plan?.cycle, 'YEARLY');
  assert.equal(data!.history.length, 1);
  assert.equal(data!.nextPayment?.billingType, 'BOLETO');
  assert.ok(!data!.history.some((p) => p.id.startsWith('pay_00000000000')));

  const removed = await asaasApi<{ deleted: boolean }>(`/subscriptions/${sub.body.id}`, { method: 'DELETE' });
  assert.deepEqual(removed.body, { deleted: true, id: sub.body.id });
  const gone = await billing(u.client);
  assert.equal(gone.data!.plan, null);
  assert.equal(gone.data!.history.length, 0);
});

test('a customer unknown to the provider with a recorded plan: the plan from the subscriptions row, no charges', async () => {
  const u = await newUser({}, 'billing-registro');
  const day = await today();
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, description, next_due_date)
     values ($1::uuid, 'anual', 'active', 970.00, 'YEARLY', 'Plano Anual - Atende AI', $2::date)`,
    [u.id, shift(day, 300)],
  );
  const { status, data } = await billing(u.client);
  assert.equal(status, 200);
  assert.equal(data!.subscription?.status, 'active');
  assert.deepEqual(
    { ...data, subscription: undefined },
    {
      subscription: undefined,
      plan: {
        name: 'Plano Anual',
        description: 'Plano Anual - Atende AI',
        status: 'ACTIVE',
        value: 970,
        nextDueDate: shift(day, 300),
        cycle: 'YEARLY',
      },
      nextPayment: null,
      history: [],
    },
  );
});

test('every page of charges is read (101), newest first; the pending charge due soonest is next, not an overdue one', async () => {
  const u = await newUser({}, 'billing-paginas');
  const cus = await asaasApi<{ id: string }>('/customers', {
    method: 'POST',
    body: { name: 'Cliente Muitas Cobranças', email: u.email, cpfCnpj: generateCpf() },
  });
  assert.equal(cus.status, 200);
  const day = await today();
  const ids: string[] = [];
  for (let batch = 0; batch < 101; batch += 20) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, 101 - batch) }, (_, i) =>
        asaasApi<{ id: string }>('/payments', {
          method: 'POST',
          body: {
            customer: cus.body.id,
            billingType: 'BOLETO',
            value: 10,
            dueDate: shift(day, 5 + batch + i),
            description: 'Avulsa - teste',
          },
        }),
      ),
    );
    ids.push(...made.map((m) => m.body.id));
  }
  // Two made overdue: with pending ones left, the soonest pending one is next.
  for (const id of ids.slice(0, 2))
    assert.equal((await asaasApi(`/sandbox/payment/${id}/overdue`, { method: 'POST' })).status, 200);
  const { data } = await billing(u.client);
  assert.equal(data!.history.length, 101);
  assert.equal(new Set(data!.history.map((p) => p.id)).size, 101);
  assert.deepEqual(
    data!.history.map((p) => p.dueDate),
    [...data!.history.map((p) => p.dueDate)].sort().reverse(),
    'newest due date first',
  );
  assert.equal(data!.nextPayment?.id, ids[2]);
  assert.equal(data!.plan, null);
});

test('the provider down answers 502 with the plan screen message; no token answers 401', async () => {
  const u = await newUser({}, 'billing-fora');
  const fault = await sandboxControl('/faults', 'POST', { method: 'GET', path: '/customers', status: 503, times: 1 });
  assert.equal(fault.status, 200);
  const { status, error } = await billing(u.client);
  assert.equal(status, 502);
  assert.deepEqual(error, { code: 'provider_unavailable', message: 'Erro ao carregar dados do plano' });
  await sandboxControl('/faults', 'DELETE');

  const anon = await billing(client());
  assert.equal(anon.status, 401);
});
