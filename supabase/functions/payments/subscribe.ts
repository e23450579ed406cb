// A new subscription from the checkout. Monthly: the provider subscription starts with the 7-day
// trial (first charge due at its end, nothing charged today, by card, PIX or boleto alike), once per
// account and per account document: the CPF/CNPJ of the sign-up, not the one typed here. An account
// or a document that had it, or a checkout with another document, pays its first month now, as the
// other plans do (claim_trial). A trial not paid by its end is late like any charge (SQL).
// Semiannual/annual: the first charge now, as a one-off payment with the plan's instalments, then the
// subscription renewing one cycle later. A retried attempt (after an outage or a time-out) first
// adopts what the provider already holds for its key (externalReference), so nothing is created twice.
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import { asaas, type AsaasPayment, type AsaasSubscription } from '../_shared/asaas.ts';
import { BILLING_TYPE_BY_METHOD, MONTHLY_TRIAL_DAYS, quote, type CheckoutSubscription } from '../_shared/domain.ts';
import { admin, must, type AuthUser } from '../_shared/supabase.ts';
import { PaymentError } from './errors.ts';
import { addDays, addMonths, todayInSaoPaulo } from '../../../shared-domain/src/dates/calendarDays.ts';
import {
  cardFields,
  findOrCreateCustomer,
  isCardRefusal,
  paymentPayload,
  planCycle,
  productDescription,
} from './provider.ts';
import type { PaymentRequest } from './request.ts';

export type PaymentRow = Tables<'payments'>;

export interface Subscribed {
  /** The charge the confirmation shows (the trial's first charge, or the one paid now). */
  payment: PaymentRow;
  subscription: CheckoutSubscription;
  subscriptionId: string;
}

/** Thrown with the row kept for a refused card ('Pagamento falhou' in the history). */
export class CardRefused extends Error {
  constructor(
    readonly reason: unknown,
    readonly rowId: string | undefined,
  ) {
    super('card refused');
  }
}

async function adoptedSubscription(key: string): Promise<AsaasSubscription | null> {
  const list = await asaas.findSubscriptionsByExternalReference(key);
  return list.data.find((s) => s.externalReference === key && !s.deleted) ?? null;
}

/** The one-off payment a previous try of this key created (a subscription's charges carry the key too). */
async function adoptedPayment(key: string): Promise<AsaasPayment | null> {
  const list = await asaas.findPaymentsByExternalReference(key);
  const own = list.data.filter((p) => p.externalReference === key && !p.subscription);
  return own.sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
}

/** A refused card is kept in the history as FAILED; nothing exists at the provider. */
async function recordRefusal(user: AuthUser, r: PaymentRequest, value: number): Promise<string | undefined> {
  const row = must(
    await admin()
      .from('payments')
      .upsert(
        {
          user_id: user.id,
          plan: r.plan.period,
          billing_type: BILLING_TYPE_BY_METHOD[r.method],
          status: 'FAILED',
          value,
          installment_count: r.installments,
          due_date: todayInSaoPaulo(),
          description: productDescription(r.plan.name),
          idempotency_key: r.idempotencyKey,
        },
        { onConflict: 'idempotency_key' },
      )
      .select('id')
      .maybeSingle(),
  );
  return row?.id;
}

/** Creates at the provider, keeping a refused card's attempt in the history. */
async function refusable<T>(user: AuthUser, r: PaymentRequest, value: number, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (err) {
    if (isCardRefusal(err) && r.card) throw new CardRefused(err, await recordRefusal(user, r, value));
    throw err;
  }
}

/** An earlier subscription of the user still waiting for its first payment is replaced: ended at the provider. */
async function endUnpaidSubscriptions(userId: string, key: string): Promise<void> {
  const rows = must(
    await admin()
      .from('subscriptions')
      .select('provider_subscription_id, idempotency_key')
      .eq('user_id', userId)
      .eq('status', 'pending'),
  );
  for (const row of rows) {
    if (row.idempotency_key === key || !row.provider_subscription_id) continue;
    await asaas.deleteSubscription(row.provider_subscription_id).catch((err) => {
      if (!(err?.failure?.kind === 'rejected' && err.failure.status === 404)) throw err;
    });
  }
}

function recordPayment(
  user: AuthUser,
  r: PaymentRequest,
  p: AsaasPayment,
  value: number,
  installments: number,
  subscriptionId: string,
) {
  return admin().rpc('record_checkout_payment', {
    p: {
      user_id: user.id,
      subscription_id: subscriptionId,
      plan: r.plan.period,
      provider_customer_id: p.customer,
      provider_payment_id: p.id,
      billing_type: BILLING_TYPE_BY_METHOD[r.method],
      status: p.status,
      value,
      installment_count: installments,
      due_date: p.dueDate,
      payment_date: p.paymentDate,
      invoice_url: p.invoiceUrl,
      bank_slip_url: p.bankSlipUrl,
      description: p.description ?? productDescription(r.plan.name),
      idempotency_key: r.idempotencyKey,
    },
  });
}

async function statusOf(subscriptionId: string): Promise<string> {
  const row = must(await admin().from('subscriptions').select('status').eq('id', subscriptionId).single());
  return row.status;
}

/** The monthly plan's trial, if this account may still have it (taken now, atomically, by its own document). */
async function trialAllowed(user: AuthUser, r: PaymentRequest): Promise<boolean> {
  if (r.plan.period !== 'mensal') return false;
  return must(
    await admin().rpc('claim_trial', { p_user: user.id, p_documento: r.payer.cpfCnpj, p_key: r.idempotencyKey }),
  );
}

export async function subscribe(
  r: PaymentRequest,
  user: AuthUser,
  remoteIp: string,
  resumed: boolean,
): Promise<Subscribed> {
  const trial = await trialAllowed(user, r);
  try {
    return await start(r, user, remoteIp, resumed, trial);
  } catch (err) {
    // Nothing started: the trial was not used (a refused card, the provider down).
    if (trial) {
      const { error } = await admin().rpc('release_trial', { p_key: r.idempotencyKey });
      if (error) console.error('[payments] trial not released:', error.message);
    }
    throw err;
  }
}

async function start(
  r: PaymentRequest,
  user: AuthUser,
  remoteIp: string,
  resumed: boolean,
  trial: boolean,
): Promise<Subscribed> {
  const { cycle, months } = planCycle(r.plan);
  const today = todayInSaoPaulo();
  const renewal = quote(r.plan, r.method, 1).final; // each renewal is one charge, never instalments
  const customer = await findOrCreateCustomer(user.email, r);
  await endUnpaidSubscriptions(user.id, r.idempotencyKey);

  const trialEnd = trial ? addDays(today, MONTHLY_TRIAL_DAYS) : null;
  // Semiannual/annual, and a monthly plan without trial: the first cycle is paid now, as one payment.
  let firstPayment: AsaasPayment | null = null;
  const firstValue = quote(r.plan, r.method, r.installments).final;
  if (!trialEnd) {
    firstPayment =
      (resumed ? await adoptedPayment(r.idempotencyKey) : null) ??
      (await refusable(user, r, firstValue, () =>
        asaas.createPayment(paymentPayload(r, customer, user.email, firstValue, remoteIp)),
      ));
  }
  const firstDue = trialEnd ?? addMonths(today, months);
  const sub =
    (resumed ? await adoptedSubscription(r.idempotencyKey) : null) ??
    (await refusable(user, r, renewal, () =>
      asaas.createSubscription({
        customer,
        billingType: BILLING_TYPE_BY_METHOD[r.method],
        value: renewal,
        nextDueDate: firstDue,
        cycle,
        description: productDescription(r.plan.name),
        externalReference: r.idempotencyKey,
        ...cardFields(r, user.email, remoteIp),
      }),
    ));

  const subscriptionId = must(
    await admin().rpc('start_subscription', {
      p_user: user.id,
      p_key: r.idempotencyKey,
      p_plan: r.plan.period,
      p_value: renewal,
      p_cycle: cycle,
      p_description: productDescription(r.plan.name),
      p_customer: customer,
      p_provider_subscription: sub.id,
      p_next_due: sub.nextDueDate,
      // null for a plan without trial (the generated Args type does not say a date may be null)
      p_trial_ends: trialEnd as unknown as string,
    }),
  );

  if (!firstPayment) {
    // The trial's first charge, made by the provider with the subscription.
    const charges = (await asaas.subscriptionPayments(sub.id)).data;
    firstPayment = [...charges].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
    if (!firstPayment) throw new PaymentError('internal_error');
  }
  const payment = must(
    await recordPayment(
      user,
      r,
      firstPayment,
      trialEnd ? renewal : firstValue,
      trialEnd ? 1 : r.installments,
      subscriptionId,
    ),
  );
  return {
    payment,
    subscriptionId,
    subscription: {
      status: await statusOf(subscriptionId),
      trialEndsOn: trialEnd,
      nextDueDate: firstDue,
      ...(r.plan.period === 'mensal' && !trial ? { trialUsed: true } : {}),
    },
  };
}
