// Idempotency: an attempt is claimed in payment_attempts (primary key = the browser's key) before
// the provider is called. A second request with the key waits for the first one and answers its
// result; a final failure is answered again; a provider outage leaves the key free to retry.
import type { Json, Tables } from '../../../shared-domain/src/database.types.ts';
import { admin, must } from '../_shared/supabase.ts';
import { isRetryable, PaymentError, type PaymentErrorCode } from './errors.ts';

/** state: processing | succeeded | failed | retryable (the table's check). */
export type AttemptRow = Tables<'payment_attempts'>;

export type Claim =
  /** This request owns the attempt; `resumed` when an earlier try of the key hit an outage. */
  { kind: 'owned'; resumed: boolean } | { kind: 'succeeded'; row: AttemptRow } | { kind: 'failed'; row: AttemptRow };

/** How long a second request waits for the first one before answering payment_in_progress. */
const WAIT_FOR_OTHER_MS = 20_000;
/** A 'processing' row this old belongs to a request that died: another request may take it over. */
const STALE_AFTER_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SHA-256 of what the attempt charges, so a key reused for another purchase is recognised. */
export async function fingerprint(parts: unknown[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(parts));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function load(key: string): Promise<AttemptRow | null> {
  return must(await admin().from('payment_attempts').select().eq('idempotency_key', key).maybeSingle());
}

/** Moves the row from the state we saw to processing; false if another request got there first. */
async function takeOver(row: AttemptRow): Promise<boolean> {
  const rows = must(
    await admin()
      .from('payment_attempts')
      .update({ state: 'processing', error_code: null, error_message: null, http_status: null })
      .eq('idempotency_key', row.idempotency_key)
      .eq('state', row.state)
      .eq('updated_at', row.updated_at)
      .select('idempotency_key'),
  );
  return rows.length === 1;
}

export async function claimAttempt(key: string, userId: string, print: string): Promise<Claim> {
  const inserted = must(
    await admin()
      .from('payment_attempts')
      .upsert(
        { idempotency_key: key, user_id: userId, fingerprint: print, state: 'processing' },
        { onConflict: 'idempotency_key', ignoreDuplicates: true },
      )
      .select('idempotency_key'),
  );
  if (inserted.length === 1) return { kind: 'owned', resumed: false };

  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const row = await load(key);
    if (!row) throw new PaymentError('internal_error');
    if (row.user_id !== userId || row.fingerprint !== print) throw new PaymentError('idempotency_key_reused');
    if (row.state === 'succeeded') return { kind: 'succeeded', row };
    if (row.state === 'failed') return { kind: 'failed', row };
    const stale = Date.now() - Date.parse(row.updated_at) > STALE_AFTER_MS;
    if ((row.state === 'retryable' || stale) && (await takeOver(row))) return { kind: 'owned', resumed: true };
    if (Date.now() > deadline) throw new PaymentError('payment_in_progress');
    await sleep(250);
  }
}

export interface AttemptOutcome {
  paymentId?: string;
  providerPaymentId?: string;
  subscriptionId?: string;
  /** What a retry of the key answers besides the payment (the subscription, or a change of plan). */
  result?: Json;
}

export async function attemptSucceeded(key: string, outcome: AttemptOutcome): Promise<void> {
  must(
    await admin()
      .from('payment_attempts')
      .update({
        state: 'succeeded',
        payment_id: outcome.paymentId ?? null,
        provider_payment_id: outcome.providerPaymentId ?? null,
        subscription_id: outcome.subscriptionId ?? null,
        result: outcome.result ?? null,
      })
      .eq('idempotency_key', key),
  );
}

/** Records the failure: final ones are answered again for the key, outages leave it retryable. */
export async function attemptFailed(key: string, err: PaymentError, paymentId?: string): Promise<void> {
  must(
    await admin()
      .from('payment_attempts')
      .update({
        state: isRetryable(err.code) ? 'retryable' : 'failed',
        error_code: err.code,
        error_message: err.message,
        http_status: err.status,
        ...(paymentId ? { payment_id: paymentId } : {}),
      })
      .eq('idempotency_key', key),
  );
}

/** The stored final failure, as the error the first request answered. */
export function storedFailure(row: AttemptRow): PaymentError {
  return new PaymentError((row.error_code ?? 'internal_error') as PaymentErrorCode, row.error_message ?? undefined);
}
