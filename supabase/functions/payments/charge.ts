// The checkout: the attempt claimed by its idempotency key, then either a new subscription
// (subscribe.ts) or, for a customer whose subscription is running, a change of plan (changePlan.ts).
// A finished attempt answers its first result again.
import type { Json } from '../../../shared-domain/src/database.types.ts';
import { asaas } from '../_shared/asaas.ts';
import {
  type CheckoutPaymentResult,
  type CheckoutResult,
  type CheckoutSubscription,
  type PaymentMethod,
} from '../_shared/domain.ts';
import { admin, must, type AuthUser } from '../_shared/supabase.ts';
import { attemptFailed, attemptSucceeded, claimAttempt, fingerprint, storedFailure } from './attempts.ts';
import { changePlan, liveSubscription } from './changePlan.ts';
import { PaymentError } from './errors.ts';
import { fromProvider } from './provider.ts';
import type { PaymentRequest } from './request.ts';
import { CardRefused, subscribe, type PaymentRow } from './subscribe.ts';

/** What the checkout gets back, typed once in shared-domain. */
export type PaymentResult = CheckoutResult;

const METHOD_BY_BILLING_TYPE: Record<string, PaymentMethod> = {
  CREDIT_CARD: 'credit_card',
  PIX: 'pix',
  BOLETO: 'boleto',
};

async function resultOf(row: PaymentRow, subscription?: CheckoutSubscription): Promise<CheckoutPaymentResult> {
  const method = METHOD_BY_BILLING_TYPE[row.billing_type];
  const result: CheckoutPaymentResult = {
    id: row.provider_payment_id ?? '',
    status: row.status,
    method,
    value: Number(row.value),
    installments: row.installment_count,
    dueDate: row.due_date,
    invoiceUrl: row.invoice_url,
  };
  if (method === 'pix' && row.provider_payment_id) result.pixQrCode = await asaas.pixQrCode(row.provider_payment_id);
  if (method === 'boleto' && row.bank_slip_url) result.boletoUrl = row.bank_slip_url;
  if (subscription) result.subscription = subscription;
  return result;
}

async function paymentRow(id: string): Promise<PaymentRow> {
  const row = must(await admin().from('payments').select().eq('id', id).maybeSingle());
  if (!row) throw new PaymentError('internal_error');
  return row;
}

/** The first answer of a finished attempt, again (a PIX QR code is asked of the provider again). */
async function replay(row: { payment_id: string | null; result: unknown }): Promise<PaymentResult> {
  const stored = (row.result ?? {}) as { upgrade?: unknown; subscription?: CheckoutSubscription };
  if (stored.upgrade) return stored as PaymentResult;
  if (!row.payment_id) throw new PaymentError('internal_error');
  const payment = await paymentRow(row.payment_id);
  if (!stored.subscription) return resultOf(payment);
  // The subscription's status as it is now (a PIX paid since reads active).
  const sub = payment.subscription_id
    ? must(await admin().from('subscriptions').select('status').eq('id', payment.subscription_id).maybeSingle())
    : null;
  return resultOf(payment, { ...stored.subscription, status: sub?.status ?? stored.subscription.status });
}

export async function charge(r: PaymentRequest, user: AuthUser, remoteIp: string): Promise<PaymentResult> {
  const print = await fingerprint([
    r.plan.period,
    r.method,
    r.installments,
    r.payer.cpfCnpj,
    r.card?.number.slice(-4),
    r.fromUpgrade,
  ]);
  const claim = await claimAttempt(r.idempotencyKey, user.id, print);
  if (claim.kind === 'failed') throw storedFailure(claim.row);
  if (claim.kind === 'succeeded') {
    try {
      return await replay(claim.row);
    } catch (err) {
      throw fromProvider(err, r.method);
    }
  }

  let refusedRowId: string | undefined;
  try {
    // A running subscription is changed, never doubled (fromUpgrade or not).
    const current = await liveSubscription(user.id);
    if (current) {
      const upgrade = await changePlan(r, user, current, remoteIp);
      await attemptSucceeded(r.idempotencyKey, { subscriptionId: current.id, result: upgrade as unknown as Json });
      return upgrade;
    }
    const made = await subscribe(r, user, remoteIp, claim.resumed);
    const result = await resultOf(made.payment, made.subscription);
    await attemptSucceeded(r.idempotencyKey, {
      paymentId: made.payment.id,
      providerPaymentId: made.payment.provider_payment_id ?? undefined,
      subscriptionId: made.subscriptionId,
      result: { subscription: made.subscription } as unknown as Json,
    });
    return result;
  } catch (err) {
    let cause = err;
    if (err instanceof CardRefused) {
      refusedRowId = err.rowId;
      cause = err.reason;
    }
    const failure = fromProvider(cause, r.method);
    await attemptFailed(r.idempotencyKey, failure, refusedRowId).catch((e) => console.error('[payments]', e));
    throw failure;
  }
}
