/**
 * The checkout's PIX and boleto payments end to end: 5% off, the QR code and BR Code, the boleto's
 * page; paid in the Asaas sandbox, its webhook to payments-webhook makes the subscription active.
 * (payments-support.ts: the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { asaasApi, asaasSandbox, crc16, invokePayments, waitFor, webhookLog } from 'local-stack/testing/asaas';
import { newUser } from 'local-stack/testing';
import { activeSubscription, body, clearFaults, ok, ownPayment, resetSandbox } from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

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
