// The checkout's charge: price from the plan, method and instalments (shared-domain), the Asaas
// customer found by e-mail or created, the payment created due today, recorded in `payments`, and
// the subscription activated at once when the card is approved.
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import { asaas, AsaasError, type AsaasPayment } from '../_shared/asaas.ts';
import {
  BILLING_TYPE_BY_METHOD,
  isPaidPaymentStatus,
  quote,
  type CheckoutPaymentResult,
  type PaymentMethod,
} from '../_shared/domain.ts';
import { admin, must, type AuthUser } from '../_shared/supabase.ts';
import { attemptFailed, attemptSucceeded, claimAttempt, fingerprint, storedFailure } from './attempts.ts';
import { PaymentError } from './errors.ts';
import type { PaymentRequest } from './request.ts';

/** What the checkout gets back (its payment data), typed once in shared-domain. */
export type PaymentResult = CheckoutPaymentResult;

type PaymentRow = Tables<'payments'>;

const METHOD_BY_BILLING_TYPE: Record<string, PaymentMethod> = {
  CREDIT_CARD: 'credit_card',
  PIX: 'pix',
  BOLETO: 'boleto',
};

/** Today in Brazil (the provider's calendar), YYYY-MM-DD. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

export function productDescription(planName: string): string {
  return `Plano ${planName} - Atende AI`;
}

/** Provider failures, as the checkout must show them. */
function fromProvider(err: unknown, method: PaymentMethod): PaymentError {
  if (err instanceof PaymentError) return err;
  if (!(err instanceof AsaasError)) {
    console.error('[payments]', err);
    return new PaymentError('internal_error');
  }
  const f = err.failure;
  if (f.kind === 'timeout') return new PaymentError('provider_timeout');
  if (f.kind === 'unavailable') return new PaymentError('provider_unavailable');
  if (f.code === 'invalid_action' && method === 'credit_card') return new PaymentError('card_refused', f.description);
  if (f.code === 'invalid_object' || f.code === 'invalid_cpfCnpj')
    return new PaymentError('invalid_customer', f.description);
  if (f.status === 401 || f.status === 403) {
    console.error('[payments] the Asaas key was refused:', f.code);
    return new PaymentError('provider_unavailable');
  }
  return new PaymentError('provider_rejected', f.description || undefined);
}

async function findOrCreateCustomer(email: string, r: PaymentRequest): Promise<string> {
  // An empty filter would list every customer of the account.
  if (!email) throw new PaymentError('invalid_customer', 'E-mail é obrigatório');
  const found = await asaas.findCustomersByEmail(email);
  if (found.data.length > 0) return found.data[0].id;
  const created = await asaas.createCustomer({
    name: r.payer.name,
    email,
    cpfCnpj: r.payer.cpfCnpj,
    phone: r.payer.phone,
    ...(r.payer.isMobile ? { mobilePhone: r.payer.phone } : {}),
  });
  return created.id;
}

function paymentPayload(r: PaymentRequest, customer: string, email: string, final: number, remoteIp: string) {
  const payload: Record<string, unknown> = {
    customer,
    billingType: BILLING_TYPE_BY_METHOD[r.method],
    dueDate: todayInSaoPaulo(),
    description: productDescription(r.plan.name),
    // The idempotency key travels with the charge, so a retry after a time-out finds it.
    externalReference: r.idempotencyKey,
  };
  if (r.installments > 1) {
    // Asaas splits the total itself (remainder cents included) into an instalment plan.
    payload.installmentCount = r.installments;
    payload.totalValue = final;
  } else {
    payload.value = final;
  }
  if (r.card) {
    payload.creditCard = {
      holderName: r.card.holderName,
      number: r.card.number,
      expiryMonth: r.card.expiryMonth,
      expiryYear: r.card.expiryYear,
      ccv: r.card.ccv,
    };
    payload.creditCardHolderInfo = {
      name: r.payer.name,
      email,
      cpfCnpj: r.payer.cpfCnpj,
      phone: r.payer.phone,
      ...(r.payer.isMobile ? { mobilePhone: r.payer.phone } : {}),
      ...(r.payer.postalCode ? { postalCode: r.payer.postalCode } : {}),
      ...(r.payer.addressNumber ? { addressNumber: r.payer.addressNumber } : {}),
    };
    payload.remoteIp = remoteIp;
  }
  return payload;
}

/** The first instalment (or the payment) a previous try of this key created, if any. */
async function alreadyCreated(key: string): Promise<AsaasPayment | null> {
  const list = await asaas.findPaymentsByExternalReference(key);
  const sorted = [...list.data].sort((a, b) => a.id.localeCompare(b.id));
  return sorted.find((p) => p.externalReference === key) ?? null;
}

async function recordPayment(user: AuthUser, r: PaymentRequest, p: AsaasPayment, final: number): Promise<PaymentRow> {
  return must(
    await admin()
      .from('payments')
      .upsert(
        {
          user_id: user.id,
          plan: r.plan.period,
          provider_customer_id: p.customer,
          provider_payment_id: p.id,
          billing_type: BILLING_TYPE_BY_METHOD[r.method],
          status: p.status,
          value: final,
          installment_count: r.installments,
          due_date: p.dueDate,
          payment_date: p.paymentDate,
          invoice_url: p.invoiceUrl,
          bank_slip_url: p.bankSlipUrl,
          description: p.description ?? productDescription(r.plan.name),
          idempotency_key: r.idempotencyKey,
        },
        { onConflict: 'idempotency_key' },
      )
      .select()
      .single(),
  );
}

/** A refused card is kept in the history as FAILED ('Pagamento falhou'); nothing exists at Asaas. */
async function recordRefusal(user: AuthUser, r: PaymentRequest, final: number): Promise<string | undefined> {
  const row = must(
    await admin()
      .from('payments')
      .upsert(
        {
          user_id: user.id,
          plan: r.plan.period,
          billing_type: BILLING_TYPE_BY_METHOD[r.method],
          status: 'FAILED',
          value: final,
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

async function resultOf(row: PaymentRow): Promise<PaymentResult> {
  const method = METHOD_BY_BILLING_TYPE[row.billing_type];
  const result: PaymentResult = {
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
  return result;
}

async function paymentRow(id: string): Promise<PaymentRow> {
  const row = must(await admin().from('payments').select().eq('id', id).maybeSingle());
  if (!row) throw new PaymentError('internal_error');
  return row;
}

export async function charge(r: PaymentRequest, user: AuthUser, remoteIp: string): Promise<PaymentResult> {
  const price = quote(r.plan, r.method, r.installments);
  const print = await fingerprint([r.plan.period, r.method, r.installments, r.payer.cpfCnpj, r.card?.number.slice(-4)]);
  const claim = await claimAttempt(r.idempotencyKey, user.id, print);
  if (claim.kind === 'failed') throw storedFailure(claim.row);
  if (claim.kind === 'succeeded') {
    try {
      return await resultOf(await paymentRow(claim.row.payment_id!));
    } catch (err) {
      throw fromProvider(err, r.method);
    }
  }

  let refusedRowId: string | undefined;
  try {
    const customer = await findOrCreateCustomer(user.email, r);
    const existing = claim.resumed ? await alreadyCreated(r.idempotencyKey) : null;
    let payment: AsaasPayment;
    try {
      payment = existing ?? (await asaas.createPayment(paymentPayload(r, customer, user.email, price.final, remoteIp)));
    } catch (err) {
      if (
        err instanceof AsaasError &&
        err.failure.kind === 'rejected' &&
        err.failure.code === 'invalid_action' &&
        r.card
      ) {
        refusedRowId = await recordRefusal(user, r, price.final);
      }
      throw err;
    }
    const row = await recordPayment(user, r, payment, price.final);
    if (isPaidPaymentStatus(row.status)) must(await admin().rpc('activate_subscription', { p_payment_id: row.id }));
    const result = await resultOf(row);
    await attemptSucceeded(r.idempotencyKey, row.id, payment.id);
    return result;
  } catch (err) {
    const failure = fromProvider(err, r.method);
    await attemptFailed(r.idempotencyKey, failure, refusedRowId).catch((e) => console.error('[payments]', e));
    throw failure;
  }
}
