// Applies one Asaas event (payment or subscription) in the database, in one transaction:
// record_asaas_event keeps each event id once, updates or adds the charge, the subscription's
// provider facts, then its derived state (see the subscription lifecycle migration). The
// time-based moves (grace over, period over) run after it for every subscription.
import type { Json } from '../../../shared-domain/src/database.types.ts';
import { admin, must } from '../_shared/supabase.ts';

export type AsaasEvent = {
  id: string;
  event: string;
  dateCreated?: string;
  payment?: { id: string; status: string; subscription?: string | null; [field: string]: unknown };
  subscription?: { id: string; status?: string; [field: string]: unknown };
};

/** applied: the state changed; duplicate: seen before; ignored: not ours; not_ready: retry later. */
export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'not_ready';

export async function recordEvent(e: AsaasEvent): Promise<Outcome> {
  const outcome = must(await admin().rpc('record_asaas_event', { p_event: e as unknown as Json })) as Outcome;
  const deadlines = await admin().rpc('apply_subscription_deadlines');
  if (deadlines.error) console.error('[payments-webhook] deadlines:', deadlines.error.message);
  return outcome;
}
