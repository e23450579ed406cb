/**
 * The checkout's payments end to end: supabase-js signed in as a customer calls
 * functions.invoke('payments'), the function calls the local Asaas sandbox over HTTP, the sandbox
 * delivers its webhooks to payments-webhook, and the customer reads the result through RLS.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import {
  crc16,
  asaasApi,
  asaasSandbox,
  invokePayments,
  sandboxControl,
  waitFor,
  webhookLog,
  type PaymentAnswer,
} from 'local-stack/testing/asaas';
import { client, closeSql, newUser, sql, stack, type TestUser } from 'local-stack/testing';

const PROVIDER_DOWN = 'Erro ao processar pagamento. Tente novamente.';
const APPROVED_CARD = '4111111111111111';
const REFUSED_CARDS = ['5184019740373151', '4916561358240741'];

function customer(u: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    personType: 'fisica',
    name: 'Cliente Teste',
    email: u.email,
    phone: '(11) 98765-4321',
    cpf: generateCpf({ formatted: true }),
    businessName: '',
    cnpj: '',
    ...overrides,
  };
}

const card = (number = APPROVED_CARD) => ({
  holderName: 'CLIENTE TESTE',
  number,
  expiryMonth: '12',
  expiryYear: String(new Date().getFullYear() + 3),
  ccv: '123',
});

function body(u: TestUser, fields: Record<string, unknown>) {
  return {
    plan: 'mensal',
    method: 'pix',
    installments: 1,
    customer: customer(u),
    idempotencyKey: randomUUID(),
    ...fields,
  };
}

async function ok(answer: Promise<PaymentAnswer>): Promise<Record<string, unknown>> {
  const a = await answer;
  assert.equal(a.error, null, `payments answered ${a.status} ${JSON.stringify(a.error)}`);
  return a.data!;
}

/** The checkout's one-off charges at Asaas (a subscription's charges carry the key too: left out). */
async function paymentsAtAsaas(externalReference: string): Promise<Array<Record<string, unknown>>> {
  const { status, body: list } = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/payments?externalReference=${encodeURIComponent(externalReference)}&limit=100`,
  );
  assert.equal(status, 200);
  return list.data.filter((p) => !p.subscription);
}

async function subscriptionsAtAsaas(externalReference: string): Promise<Array<Record<string, unknown>>> {
  const { status, body: list } = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/subscriptions?externalReference=${encodeURIComponent(externalReference)}&limit=100`,
  );
  assert.equal(status, 200);
  return list.data;
}

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const yearLater = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;

async function activeSubscription(u: TestUser) {
  const { data, error } = await u.client
    .from('subscriptions')
    .select('plan, status, value, cycle')
    .eq('status', 'active');
  assert.equal(error, null);
  return (data as Array<{ plan: string; status: string; value: number; cycle: string }>)[0] ?? null;
}

async function ownPayment(u: TestUser, key: string) {
  const { data, error } = await u.client
    .from('payments')
    .select('id, status, value, installment_count, billing_type, provider_payment_id, payment_date, subscription_id')
    .eq('idempotency_key', key);
  assert.equal(error, null);
  return (data as Array<Record<string, unknown>>)[0] ?? null;
}

before(async () => {
  await sandboxControl('/faults', 'DELETE');
});
after(async () => {
  await sandboxControl('/faults', 'DELETE');
  await sandboxControl('/webhook-token', 'DELETE');
  await closeSql();
});

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

test('PIX: 5% off, QR code as a PNG and a BR Code; paid in the sandbox → webhook → subscription active', async () => {
  const u = await newUser({}, 'pag-pix');
  const req = body(u, { plan: 'mensal', method: 'pix' });
  const pix = await ok(invokePayments(u, req));
  assert.equal(pix.status, 'PENDING');
  assert.equal(pix.value, 92.15); // 97 − 5%
  const qr = pix.pixQrCode as { encodedImage: string; payload: string; expirationDate: string };
  const png = Buffer.from(qr.encodedImage, 'base64');
  assert.ok(!qr.encodedImage.startsWith('data:'), 'base64 without a data: prefix');
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
  assert.ok(png.readUInt32BE(16) >= 200, 'an image wide enough to scan');
  assert.match(qr.payload, /^000201010212.*br\.gov\.bcb\.pix.*5405 ?92\.15.*6304[0-9A-F]{4}$/);
  assert.equal(qr.payload.slice(-4), crc16(qr.payload.slice(0, -4)), 'BR Code checksum');
  assert.equal(await activeSubscription(u), null, 'not active before the money arrives');

  const confirm = await asaasApi(`/sandbox/payment/${pix.id}/confirm`, { method: 'POST' });
  assert.equal(confirm.status, 200);
  assert.equal(confirm.body.status, 'RECEIVED'); // PIX never goes through CONFIRMED

  const sub = await waitFor('the subscription to be activated by the webhook', () => activeSubscription(u));
  assert.equal(sub.plan, 'mensal');
  assert.equal(sub.cycle, 'MONTHLY');
  assert.equal(Number(sub.value), 92.15);
  const row = await ownPayment(u, req.idempotencyKey);
  assert.equal(row?.status, 'RECEIVED');
  assert.ok(row?.payment_date);
  const events = (await webhookLog()).filter((d) => d.paymentId === pix.id).map((d) => [d.event, d.delivered]);
  assert.deepEqual(events, [
    ['PAYMENT_CREATED', true],
    ['PAYMENT_RECEIVED', true],
  ]);

  // Paying twice is refused by the sandbox as by Asaas.
  const twice = await asaasApi<{ errors: unknown[] }>(`/sandbox/payment/${pix.id}/confirm`, { method: 'POST' });
  assert.equal(twice.status, 400);
});

test('boleto: 5% off, bankSlipUrl as boletoUrl (a page that opens), PENDING until paid', async () => {
  const u = await newUser({}, 'pag-boleto');
  const req = body(u, { plan: 'semestral', method: 'boleto' });
  const slip = await ok(invokePayments(u, req));
  assert.equal(slip.status, 'PENDING');
  assert.equal(slip.value, 460.75); // 485 − 24.25
  assert.match(String(slip.boletoUrl), new RegExp(`^${asaasSandbox.url}/b/pdf/[a-z0-9]+$`));
  assert.match(String(slip.invoiceUrl), new RegExp(`^${asaasSandbox.url}/i/[a-z0-9]+$`));
  const page = await fetch(String(slip.boletoUrl));
  assert.equal(page.status, 200);
  assert.match(await page.text(), /460,75/);
  const atAsaas = (await asaasApi(`/payments/${slip.id}`)).body;
  assert.equal(atAsaas.billingType, 'BOLETO');
  assert.equal(atAsaas.bankSlipUrl, slip.boletoUrl);

  await asaasApi(`/sandbox/payment/${slip.id}/confirm`, { method: 'POST' });
  await waitFor(
    'the boleto to be recorded as received',
    async () => (await ownPayment(u, req.idempotencyKey))?.status === 'RECEIVED',
  );
  assert.equal((await activeSubscription(u))?.plan, 'semestral');
});

test('provider down (5xx): the checkout message, and the same attempt retried charges once', async () => {
  const u = await newUser({}, 'pag-5xx');
  const req = body(u, { plan: 'anual', method: 'pix' });
  await sandboxControl('/faults', 'POST', { method: 'POST', path: '/payments', status: 503 });
  const down = await invokePayments(u, req);
  assert.equal(down.status, 502);
  assert.deepEqual(down.error, { code: 'provider_unavailable', message: PROVIDER_DOWN });
  assert.deepEqual(await paymentsAtAsaas(req.idempotencyKey), []);

  // Customers lookup failing counts the same.
  await sandboxControl('/faults', 'POST', { method: 'GET', path: '/customers', status: 500 });
  assert.equal((await invokePayments(u, req)).error?.code, 'provider_unavailable');

  const paid = await ok(invokePayments(u, req));
  assert.equal(paid.status, 'PENDING');
  assert.equal((await paymentsAtAsaas(req.idempotencyKey)).length, 1);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);
});

test('provider too slow: time-out gives the checkout message; the retry finds the charge instead of a second one', async () => {
  const u = await newUser({}, 'pag-timeout');
  const req = body(u, { plan: 'anual', method: 'credit_card', installments: 12, card: card() });
  await sandboxControl('/faults', 'POST', {
    method: 'POST',
    path: '/payments',
    delayMs: asaasSandbox.timeoutMs + 2000,
  });
  const started = Date.now();
  const slow = await invokePayments(u, req);
  assert.equal(slow.status, 504);
  assert.deepEqual(slow.error, { code: 'provider_timeout', message: PROVIDER_DOWN });
  assert.ok(Date.now() - started < asaasSandbox.timeoutMs + 1500, 'answered at the time-out, not when Asaas did');

  // Asaas did create it (the answer was what got lost): the retry adopts it.
  const created = await paymentsAtAsaas(req.idempotencyKey);
  assert.equal(created.length, 12);
  const paid = await ok(invokePayments(u, req));
  assert.equal(paid.status, 'CONFIRMED');
  assert.ok(created.some((p) => p.id === paid.id));
  assert.equal((await paymentsAtAsaas(req.idempotencyKey)).length, 12, 'no second instalment plan');
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1, 'one subscription');
  assert.equal((await activeSubscription(u))?.plan, 'anual');
});

test('idempotency: a double click (same key, at once) starts one subscription and both get the same charge', async () => {
  const u = await newUser({}, 'pag-duplo');
  const req = body(u, { plan: 'mensal', method: 'credit_card', card: card('5162306219378829') });
  const [a, b] = await Promise.all([
    invokePayments(u, req),
    invokePayments(u, req, { 'Idempotency-Key': req.idempotencyKey }),
  ]);
  assert.equal(a.error, null);
  assert.equal(b.error, null);
  assert.equal(a.data!.id, b.data!.id);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);
  const rows = await u.client.from('payments').select('id').eq('idempotency_key', req.idempotencyKey);
  assert.equal(rows.data?.length, 1);
  const again = await ok(invokePayments(u, req));
  assert.equal(again.id, a.data!.id);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);

  // The key of one purchase cannot buy another, nor can another customer replay it.
  const reused = await invokePayments(u, { ...req, plan: 'anual' });
  assert.equal(reused.status, 409);
  assert.equal(reused.error?.code, 'idempotency_key_reused');
  const other = await newUser({}, 'pag-duplo-outro');
  assert.equal(
    (await invokePayments(other, { ...req, customer: customer(other) })).error?.code,
    'idempotency_key_reused',
  );

  // No key at all is refused.
  const { idempotencyKey: _drop, ...noKey } = req;
  assert.equal((await invokePayments(u, noKey)).error?.code, 'missing_idempotency_key');
});

test('a price sent by the browser is ignored: the amount comes from plan, method and instalments', async () => {
  const u = await newUser({}, 'pag-preco');
  const req = body(u, { plan: 'anual', method: 'pix', value: 1, amount: 1, price: 1, totalValue: 1, totalPrice: 1 });
  const pix = await ok(invokePayments(u, req));
  assert.equal(pix.value, 921.5);
  assert.equal((await paymentsAtAsaas(req.idempotencyKey))[0].value, 921.5);
  assert.equal(Number((await ownPayment(u, req.idempotencyKey))?.value), 921.5);
});

test('the request is checked: method, instalments, plan, documents (alphanumeric CNPJ accepted), session', async () => {
  const u = await newUser({}, 'pag-regras');
  const refused = async (fields: Record<string, unknown>) => (await invokePayments(u, body(u, fields))).error;
  assert.deepEqual(await refused({ method: 'bitcoin' }), {
    code: 'unsupported_method',
    message: 'Método de pagamento não suportado',
  });
  assert.equal(
    (await refused({ plan: 'anual', method: 'credit_card', installments: 13, card: card() }))?.code,
    'invalid_installments',
  );
  assert.equal(
    (await refused({ plan: 'semestral', method: 'credit_card', installments: 7, card: card() }))?.code,
    'invalid_installments',
  );
  assert.equal((await refused({ plan: 'anual', method: 'pix', installments: 2 }))?.code, 'invalid_installments');
  assert.equal((await refused({ plan: 'personalizado' }))?.code, 'plan_not_payable');
  assert.equal((await refused({ plan: 'trimestral' }))?.code, 'plan_not_found');
  assert.deepEqual(await refused({ customer: customer(u, { cpf: '111.111.111-11' }) }), {
    code: 'invalid_customer',
    message: 'CPF inválido',
  });
  assert.deepEqual(await refused({ method: 'credit_card', card: { ...card(), number: '4111' } }), {
    code: 'invalid_card',
    message: 'Número do cartão inválido',
  });
  assert.deepEqual(await refused({ method: 'credit_card', card: { ...card(), expiryMonth: '13' } }), {
    code: 'invalid_card',
    message: 'Data inválida (MM/AA)',
  });

  const cnpj = generateCnpj({ alphanumeric: true, formatted: true });
  const company = await ok(
    invokePayments(
      u,
      body(u, {
        method: 'boleto',
        customer: customer(u, { personType: 'juridica', businessName: 'Clínica Teste', cnpj }),
      }),
    ),
  );
  const atAsaas = (await asaasApi(`/payments/${company.id}`)).body;
  const holder = (await asaasApi(`/customers/${atAsaas.customer}`)).body;
  assert.equal(holder.cpfCnpj, cnpj.replace(/[^0-9A-Z]/g, ''));
  assert.equal(holder.name, 'Clínica Teste');
  assert.equal(holder.personType, 'JURIDICA');

  // Without a session (anon key only) there is nobody to charge.
  const anon = await invokePayments({ client: client() }, body(u, {}));
  assert.equal(anon.status, 401);
  assert.equal(anon.error?.code, 'unauthorized');
});

test('RLS: a customer reads their own payment rows and attempts, another customer sees none', async () => {
  const a = await newUser({}, 'pag-rls-a');
  const b = await newUser({}, 'pag-rls-b');
  const req = body(a, { method: 'pix' });
  await ok(invokePayments(a, req));
  const own = await a.client
    .from('payment_attempts')
    .select('idempotency_key, state')
    .eq('idempotency_key', req.idempotencyKey);
  assert.deepEqual(own.data, [{ idempotency_key: req.idempotencyKey, state: 'succeeded' }]);
  assert.equal((await ownPayment(a, req.idempotencyKey))?.billing_type, 'PIX');

  assert.equal(await ownPayment(b, req.idempotencyKey), null);
  const theirs = await b.client
    .from('payment_attempts')
    .select('idempotency_key')
    .eq('idempotency_key', req.idempotencyKey);
  assert.deepEqual(theirs.data, []);
  const all = await b.client.from('payments').select('id');
  assert.deepEqual(all.data, []);
  // Writes belong to the server: a customer cannot forge an attempt or a webhook event.
  const forged = await b.client
    .from('payment_attempts')
    .insert({ idempotency_key: randomUUID(), user_id: b.id, fingerprint: 'x' });
  assert.equal(forged.error?.code, '42501');
  const events = await a.client.from('payment_webhook_events').select('id');
  assert.equal(events.error?.code, '42501');
  const activate = await b.client.rpc('activate_subscription', { p_payment_id: randomUUID() });
  assert.ok(activate.error, 'activate_subscription is not callable by customers');
});

test('webhook: the shared secret is required, a redelivered event is applied once, no project key needed', async () => {
  const u = await newUser({}, 'pag-webhook');
  const req = body(u, { method: 'pix', plan: 'anual' });
  const pix = await ok(invokePayments(u, req));
  const payment = (await asaasApi(`/payments/${pix.id}`)).body;
  const event = {
    id: `evt_test_${randomUUID()}`,
    event: 'PAYMENT_RECEIVED',
    dateCreated: '2026-01-01 10:00:00',
    payment: { ...payment, status: 'RECEIVED', paymentDate: '2026-01-01' },
  };
  const post = (token: string | null) =>
    fetch(`${stack.url}/functions/v1/payments-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'asaas-access-token': token }) },
      body: JSON.stringify(event),
    });
  assert.equal((await post(null)).status, 401);
  assert.equal((await post('wrong-secret')).status, 401);
  assert.equal(await ownPayment(u, req.idempotencyKey).then((r) => r?.status), 'PENDING');

  const first = await post(asaasSandbox.webhookToken);
  assert.equal(first.status, 200);
  assert.deepEqual(await first.json(), { received: true, outcome: 'applied' });
  const second = await post(asaasSandbox.webhookToken);
  assert.equal(second.status, 200);
  assert.deepEqual(await second.json(), { received: true, outcome: 'duplicate' });
  const subs = await u.client.from('subscriptions').select('id, current_period_end').eq('status', 'active');
  assert.equal(subs.data?.length, 1);
  assert.equal(
    (subs.data![0] as { current_period_end: string }).current_period_end,
    yearLater(todayInSaoPaulo()),
    'one year from the charge paid, counted once',
  );
  const events = await sql<{ n: number }>(
    'select count(*)::int as n from public.payment_webhook_events where id = $1',
    [event.id],
  );
  assert.equal(events[0].n, 1);
});

test('webhook delivery is retried until a 200: refused with a wrong secret, delivered once it is right', async () => {
  const u = await newUser({}, 'pag-reentrega');
  const req = body(u, { method: 'boleto' });
  const slip = await ok(invokePayments(u, req));
  await waitFor('PAYMENT_CREATED delivered', async () =>
    (await webhookLog()).some((d) => d.paymentId === slip.id && d.event === 'PAYMENT_CREATED' && d.delivered),
  );
  await sandboxControl('/webhook-token', 'PUT', { token: 'segredo-errado' });
  try {
    await asaasApi(`/sandbox/payment/${slip.id}/confirm`, { method: 'POST' });
    const refused = await waitFor('a refused delivery', async () =>
      (await webhookLog()).find((d) => d.paymentId === slip.id && d.event === 'PAYMENT_RECEIVED' && d.attempts >= 2),
    );
    assert.equal(refused.lastStatus, 401);
    assert.equal(refused.delivered, false);
    assert.equal(await activeSubscription(u), null);
  } finally {
    await sandboxControl('/webhook-token', 'DELETE');
  }
  const delivered = await waitFor('the retried delivery', async () =>
    (await webhookLog()).find((d) => d.paymentId === slip.id && d.event === 'PAYMENT_RECEIVED' && d.delivered),
  );
  assert.equal(delivered.lastStatus, 200);
  assert.equal((await activeSubscription(u))?.plan, 'mensal');
});

test('Asaas sandbox contract: access_token, 200 on creates, error shape, list shape, invalid CPF/CNPJ', async () => {
  assert.equal((await asaasApi('/customers', { key: null })).status, 401);
  const wrong = await asaasApi<{ errors: Array<{ code: string }> }>('/customers', { key: '$aact_hmlg_outra' });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.errors[0].code, 'invalid_access_token');

  const email = `sandbox.${randomUUID()}@teste.com.br`;
  const bad = await asaasApi<{ errors: Array<{ code: string; description: string }> }>('/customers', {
    method: 'POST',
    body: { name: 'Fulano', email, cpfCnpj: '123.456.789-00' },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors.length, 1);
  assert.equal(bad.body.errors[0].code, 'invalid_object');
  assert.equal(typeof bad.body.errors[0].description, 'string');

  const created = await asaasApi('/customers', {
    method: 'POST',
    body: { name: 'Fulano', email, cpfCnpj: '12.ABC.345/01DE-35', phone: '(11) 3456-7890' },
  });
  assert.equal(created.status, 200);
  assert.match(String(created.body.id), /^cus_\d+$/);
  assert.equal(created.body.cpfCnpj, '12ABC34501DE35');
  const list = await asaasApi(`/customers?email=${encodeURIComponent(email)}`);
  assert.deepEqual(Object.keys(list.body).sort(), ['data', 'hasMore', 'limit', 'object', 'offset', 'totalCount']);
  assert.equal(list.body.object, 'list');
  assert.equal(list.body.totalCount, 1);

  const past = await asaasApi<{ errors: Array<{ code: string }> }>('/payments', {
    method: 'POST',
    body: { customer: created.body.id, billingType: 'PIX', value: 10, dueDate: '2020-01-01' },
  });
  assert.equal(past.body.errors[0].code, 'invalid_dueDate');
  const unknown = await asaasApi('/payments/pay_naoexiste');
  assert.equal(unknown.status, 404);
});
