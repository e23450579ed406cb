/**
 * The checkout's card payments end to end: supabase-js signed in as a customer calls
 * functions.invoke('payments'), the function calls the local Asaas sandbox over HTTP, and the customer
 * reads the result through RLS. An approved card (instalments, the yearly renewal, the Asaas customer
 * reused) and the cards Asaas refuses. (payments-support.ts: the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { asaasApi, invokePayments } from 'local-stack/testing/asaas';
import { newUser } from 'local-stack/testing';
import {
  activeSubscription,
  body,
  card,
  clearFaults,
  ok,
  ownPayment,
  paymentsAtAsaas,
  REFUSED_CARDS,
  resetSandbox,
  subscriptionsAtAsaas,
  todayInSaoPaulo,
  yearLater,
} from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

test('approved card: CONFIRMED at Asaas in 3 instalments, recorded, subscription active at once', async () => {
  const u = await newUser({}, 'pag-cartao');
  const req = body(u, { plan: 'anual', method: 'credit_card', installments: 3, card: card() });
  const paid = await ok(invokePayments(u, req));
  assert.match(String(paid.id), /^pay_/);
  assert.equal(paid.status, 'CONFIRMED');
  assert.equal(paid.method, 'credit_card');
  assert.equal(paid.value, 970); // the annual plan, no discount on the card
  assert.equal(paid.installments, 3);
  assert.equal(paid.pixQrCode, undefined);
  const day = todayInSaoPaulo();
  assert.deepEqual(paid.subscription, { status: 'active', trialEndsOn: null, nextDueDate: yearLater(day) });
  // The renewal: a yearly subscription at Asaas whose first charge is due in a year, by card.
  const [atAsaasSub] = await subscriptionsAtAsaas(req.idempotencyKey);
  assert.equal(atAsaasSub.cycle, 'YEARLY');
  assert.equal(atAsaasSub.value, 970);
  assert.equal(atAsaasSub.billingType, 'CREDIT_CARD');

  const atAsaas = await paymentsAtAsaas(req.idempotencyKey);
  assert.equal(atAsaas.length, 3, 'one payment per instalment');
  assert.deepEqual(
    atAsaas.map((p) => p.value).sort(),
    [323.33, 323.33, 323.34].sort(),
    'Asaas split 970 into instalments',
  );
  const first = (await asaasApi(`/payments/${paid.id}`)).body as Record<string, never>;
  assert.equal(first.status, 'CONFIRMED');
  assert.equal(first.billingType, 'CREDIT_CARD');
  assert.deepEqual(Object.keys(first.creditCard).sort(), ['creditCardBrand', 'creditCardNumber', 'creditCardToken']);
  assert.equal(first.creditCard['creditCardNumber'], '1111');
  assert.equal(first.creditCard['creditCardBrand'], 'VISA');
  assert.equal(first.dueDate, new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
  assert.equal(first.description, 'Parcela 1 de 3. Plano Anual - Atende AI');

  // The Asaas customer: found by the signed-in e-mail, documents and phone without punctuation.
  const customers = (
    await asaasApi<{ data: Array<Record<string, unknown>> }>(`/customers?email=${encodeURIComponent(u.email)}`)
  ).body;
  assert.equal(customers.data.length, 1);
  assert.match(String(customers.data[0].cpfCnpj), /^\d{11}$/);
  assert.equal(customers.data[0].phone, '11987654321');
  assert.equal(first.customer, customers.data[0].id);

  const row = await ownPayment(u, req.idempotencyKey);
  assert.equal(row?.status, 'CONFIRMED');
  assert.equal(Number(row?.value), 970);
  assert.equal(row?.installment_count, 3);
  assert.equal(row?.provider_payment_id, paid.id);
  assert.ok(row?.subscription_id, 'payment credited to the subscription');
  const sub = await activeSubscription(u);
  assert.deepEqual(
    { ...sub, value: Number(sub?.value) },
    { plan: 'anual', status: 'active', value: 970, cycle: 'YEARLY' },
  );

  // A second checkout of the same customer changes the running subscription (no second one) and
  // reuses the Asaas customer.
  const second = await ok(invokePayments(u, body(u, { plan: 'mensal', method: 'pix' })));
  assert.equal((second.upgrade as { plan: string }).plan, 'mensal');
  assert.equal(
    (await asaasApi<{ totalCount: number }>(`/customers?email=${encodeURIComponent(u.email)}`)).body.totalCount,
    1,
  );
});

test('refused cards: 402 card_refused with the provider message, nothing at Asaas, FAILED in the history', async () => {
  for (const number of REFUSED_CARDS) {
    const u = await newUser({}, 'pag-recusado');
    const req = body(u, { plan: 'semestral', method: 'credit_card', installments: 2, card: card(number) });
    const refused = await invokePayments(u, req);
    assert.equal(refused.status, 402);
    assert.equal(refused.error?.code, 'card_refused');
    assert.equal(
      refused.error?.message,
      'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    );
    assert.deepEqual(await paymentsAtAsaas(req.idempotencyKey), [], 'a refused card saves nothing at Asaas');
    const row = await ownPayment(u, req.idempotencyKey);
    assert.equal(row?.status, 'FAILED');
    assert.equal(row?.provider_payment_id, null);
    assert.equal(await activeSubscription(u), null);

    // The same attempt sent again answers the same refusal; a new attempt with a good card goes through.
    const again = await invokePayments(u, req);
    assert.deepEqual(again, refused);
    const paid = await ok(
      invokePayments(u, body(u, { plan: 'semestral', method: 'credit_card', installments: 2, card: card() })),
    );
    assert.equal(paid.status, 'CONFIRMED');
    assert.equal((await activeSubscription(u))?.plan, 'semestral');
  }
});
