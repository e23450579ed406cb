// POST /functions/v1/payments — the checkout's subscription through Asaas v3, called by supabase-js
// `functions.invoke('payments', {body})` with the signed-in customer's token.
// Request: {plan, method, installments, customer, card?, idempotencyKey, fromUpgrade?} (or an
// Idempotency-Key header). Answer: {id, status, method, value, installments, dueDate, invoiceUrl,
// pixQrCode?, boletoUrl?, subscription}, a change of plan {upgrade}, or {error: {code, message}} —
// see supabase/functions/README.md. Both shapes are shared-domain's contracts/payments.ts.
import { paymentsContract, type PaymentsAnswer } from '../../../shared-domain/src/contracts/payments.ts';
import { clientAddress, UNKNOWN_ADDRESS } from '../_shared/clientAddress.ts';
import { handler } from '../_shared/handler.ts';
import { userFromRequest } from '../_shared/supabase.ts';
import { charge } from './charge.ts';
import { PaymentError } from './errors.ts';
import { parsePaymentRequest } from './request.ts';

/** The buyer's address as the platform's proxy saw it (Asaas asks for the customer's IP on card payments). */
function clientIp(req: Request): string {
  const address = clientAddress(req);
  return address === UNKNOWN_ADDRESS ? '127.0.0.1' : address;
}

/** The signed-in customer, else the checkout's own 401 message. */
async function customer(req: Request) {
  const user = await userFromRequest(req);
  if (!user) throw new PaymentError('unauthorized');
  return user;
}

Deno.serve(
  handler({
    name: 'payments',
    caller: customer,
    contract: paymentsContract,
    run: async ({ req, body, caller }): Promise<PaymentsAnswer> =>
      await charge(parsePaymentRequest(req, body), caller, clientIp(req)),
    internal: new PaymentError('internal_error'),
  }),
);
