// POST /functions/v1/payments — the checkout's subscription through Asaas v3, called by supabase-js
// `functions.invoke('payments', {body})` with the signed-in customer's token.
// Request: {plan, method, installments, customer, card?, idempotencyKey, fromUpgrade?} (or an
// Idempotency-Key header). Answer: {id, status, method, value, installments, dueDate, invoiceUrl,
// pixQrCode?, boletoUrl?, subscription}, a change of plan {upgrade}, or {error: {code, message}} —
// see supabase/README.md.
import { clientAddress, UNKNOWN_ADDRESS } from '../_shared/clientAddress.ts';
import { preflight, json } from '../_shared/http.ts';
import { userFromRequest } from '../_shared/supabase.ts';
import { charge } from './charge.ts';
import { errorResponse, PaymentError, paymentErrorResponse } from './errors.ts';
import { parsePaymentRequest } from './request.ts';

/** The buyer's address as the platform's proxy saw it (Asaas asks for the customer's IP on card payments). */
function clientIp(req: Request): string {
  const address = clientAddress(req);
  return address === UNKNOWN_ADDRESS ? '127.0.0.1' : address;
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorResponse('method_not_allowed', 'Método não permitido.', 405);
  try {
    const user = await userFromRequest(req);
    if (!user) throw new PaymentError('unauthorized');
    let body: unknown;
    try {
      body = await req.json();
    } catch {
      throw new PaymentError('invalid_request');
    }
    const request = parsePaymentRequest(req, body);
    return json(await charge(request, user, clientIp(req)));
  } catch (err) {
    if (err instanceof PaymentError) return paymentErrorResponse(err);
    console.error('[payments]', err);
    return paymentErrorResponse(new PaymentError('internal_error'));
  }
});
