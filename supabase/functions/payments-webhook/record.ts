// Applies one Asaas event to `payments` (status, payment date, links) and activates the
// subscription once the payment is paid. Idempotent by event id (payment_webhook_events) and by
// effect (a paid payment is credited once, see activate_subscription in the migrations).
import { isPaidPaymentStatus, PAYMENT_STATUSES } from '../_shared/domain.ts';
import { admin, must } from '../_shared/supabase.ts';

// A type, not an interface: it is stored as the event's jsonb payload (an interface is not Json).
export type AsaasEvent = {
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
};

/** applied: the payment changed; duplicate: seen before; ignored: not a checkout payment; not_ready: retry later. */
export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'not_ready';

/** Events after which the money is in: the subscription starts. */
const PAID_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_RECEIVED_IN_CASH']);

async function markProcessed(id: string): Promise<void> {
  must(await admin().from('payment_webhook_events').update({ processed_at: new Date().toISOString() }).eq('id', id));
}

/** Whether the checkout is still between creating the charge and recording it. */
async function checkoutStillRecording(key: string | null | undefined): Promise<boolean> {
  if (!key) return false;
  const row = must(await admin().from('payment_attempts').select('state').eq('idempotency_key', key).maybeSingle());
  return row?.state === 'processing' || row?.state === 'retryable';
}

/** The event's status, unless it would take a paid payment back (events may arrive out of order). */
function nextStatus(current: string, incoming: string): string {
  if (!(PAYMENT_STATUSES as readonly string[]).includes(incoming)) return current;
  if (isPaidPaymentStatus(current) && (incoming === 'PENDING' || incoming === 'OVERDUE')) return current;
  return incoming;
}

export async function recordEvent(e: AsaasEvent): Promise<Outcome> {
  const inserted = must(
    await admin()
      .from('payment_webhook_events')
      .upsert(
        { id: e.id, event: e.event, provider_payment_id: e.payment?.id ?? null, payload: e },
        { onConflict: 'id', ignoreDuplicates: true },
      )
      .select('id'),
  );
  if (inserted.length === 0) {
    const seen = must(await admin().from('payment_webhook_events').select('processed_at').eq('id', e.id).maybeSingle());
    if (seen?.processed_at) return 'duplicate';
    // Recorded but not finished (an earlier delivery failed half-way): apply it now.
  }

  const p = e.payment;
  if (!p?.id) {
    await markProcessed(e.id);
    return 'ignored';
  }
  const row = must(await admin().from('payments').select('id,status').eq('provider_payment_id', p.id).maybeSingle());
  if (!row) {
    if (await checkoutStillRecording(p.externalReference)) return 'not_ready';
    // Another instalment of a recorded plan, or a charge made outside the checkout.
    await markProcessed(e.id);
    return 'ignored';
  }

  const status = nextStatus(row.status, p.status);
  must(
    await admin()
      .from('payments')
      .update({
        status,
        ...(p.paymentDate || p.clientPaymentDate ? { payment_date: p.paymentDate ?? p.clientPaymentDate } : {}),
        ...(p.invoiceUrl ? { invoice_url: p.invoiceUrl } : {}),
        ...(p.bankSlipUrl ? { bank_slip_url: p.bankSlipUrl } : {}),
      })
      .eq('id', row.id),
  );
  if (PAID_EVENTS.has(e.event) && isPaidPaymentStatus(status)) {
    must(await admin().rpc('activate_subscription', { p_payment_id: row.id }));
  }
  await markProcessed(e.id);
  return 'applied';
}
