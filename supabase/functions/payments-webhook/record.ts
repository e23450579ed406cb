// Applies one Asaas event to `payments` (status, payment date, links) and activates the
// subscription once the payment is paid. Idempotent by event id (payment_webhook_events) and by
// effect (a paid payment is credited once, see activate_subscription in the migrations).
import { isPaidPaymentStatus, PAYMENT_STATUSES } from '../_shared/domain.ts';
import { admin } from '../_shared/supabaseAdmin.ts';

export interface AsaasEvent {
  id: string;
  event: string;
  dateCreated?: string;
  payment?: {
    id: string;
    status: string;
    paymentDate?: string | null;
    clientPaymentDate?: string | null;
    invoiceUrl?: string | null;
    bankSlipUrl?: string | null;
    externalReference?: string | null;
  };
}

/** applied: the payment changed; duplicate: seen before; ignored: not a checkout payment; not_ready: retry later. */
export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'not_ready';

/** Events after which the money is in: the subscription starts. */
const PAID_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_RECEIVED_IN_CASH']);

interface PaymentRow {
  id: string;
  status: string;
}

async function markProcessed(id: string): Promise<void> {
  await admin.update('payment_webhook_events', { id: `eq.${id}` }, { processed_at: new Date().toISOString() });
}

/** Whether the checkout is still between creating the charge and recording it. */
async function checkoutStillRecording(key: string | null | undefined): Promise<boolean> {
  if (!key) return false;
  const rows = await admin.select<{ state: string }>('payment_attempts', {
    idempotency_key: `eq.${key}`,
    select: 'state',
  });
  return rows[0]?.state === 'processing' || rows[0]?.state === 'retryable';
}

/** The event's status, unless it would take a paid payment back (events may arrive out of order). */
function nextStatus(current: string, incoming: string): string {
  if (!(PAYMENT_STATUSES as readonly string[]).includes(incoming)) return current;
  if (isPaidPaymentStatus(current) && (incoming === 'PENDING' || incoming === 'OVERDUE')) return current;
  return incoming;
}

export async function recordEvent(e: AsaasEvent): Promise<Outcome> {
  const inserted = await admin.insertIgnore<{ id: string }>(
    'payment_webhook_events',
    { id: e.id, event: e.event, provider_payment_id: e.payment?.id ?? null, payload: e },
    'id',
  );
  if (inserted.length === 0) {
    const seen = await admin.select<{ processed_at: string | null }>('payment_webhook_events', {
      id: `eq.${e.id}`,
      select: 'processed_at',
    });
    if (seen[0]?.processed_at) return 'duplicate';
    // Recorded but not finished (an earlier delivery failed half-way): apply it now.
  }

  const p = e.payment;
  if (!p?.id) {
    await markProcessed(e.id);
    return 'ignored';
  }
  const rows = await admin.select<PaymentRow>('payments', { provider_payment_id: `eq.${p.id}`, select: 'id,status' });
  const row = rows[0];
  if (!row) {
    if (await checkoutStillRecording(p.externalReference)) return 'not_ready';
    // Another instalment of a recorded plan, or a charge made outside the checkout.
    await markProcessed(e.id);
    return 'ignored';
  }

  const status = nextStatus(row.status, p.status);
  await admin.update(
    'payments',
    { id: `eq.${row.id}` },
    {
      status,
      ...(p.paymentDate || p.clientPaymentDate ? { payment_date: p.paymentDate ?? p.clientPaymentDate } : {}),
      ...(p.invoiceUrl ? { invoice_url: p.invoiceUrl } : {}),
      ...(p.bankSlipUrl ? { bank_slip_url: p.bankSlipUrl } : {}),
    },
  );
  if (PAID_EVENTS.has(e.event) && isPaidPaymentStatus(status)) {
    await admin.rpc('activate_subscription', { p_payment_id: row.id });
  }
  await markProcessed(e.id);
  return 'applied';
}
