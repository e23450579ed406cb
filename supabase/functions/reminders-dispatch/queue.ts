// The reminder queue in the database (service role only): claim_due_reminders leases due rows
// ('sending' until the lease's end, `for update skip locked`, so two dispatchers never take the same
// one; rows whose appointment changed, of owners without paid access or to an address that left are
// dropped there) and gives each claim a token; finish_reminder records each outcome with that token
// (a retry is scheduled again with backoff and becomes 'failed' after the last attempt), and refuses
// it when the claim is no longer the row's (its lease ran out and another run claimed it).
import { admin, must } from '../_shared/supabase.ts';
import type { ReminderTemplate } from './templates.ts';

/**
 * The database calls around one send, one after the other (the professional's name: the team and the
 * appointment read together; instance, the client's SAIR, quota, begin/finish send, finish_reminder).
 */
export const DB_CALLS_PER_SEND = 6;
/** Every call to the project gives up after this long (_shared/supabase.ts). */
export const DB_CALL_TIMEOUT_MS = 8000;

export interface ClaimedReminder {
  id: string;
  /** This claim's token: finish() with it, or the outcome is refused. */
  claim_token: string;
  id_dono: string;
  channel: 'whatsapp' | 'email';
  template: ReminderTemplate;
  /** Phone digits (55…) or an e-mail address. */
  recipient: string;
  /** This attempt's number, from 1. */
  attempts: number;
  /** When the row was queued (ISO): no send of it can be older. */
  created_at: string;
  agendamento_id: string;
  nome: string | null;
  /** 'YYYY-MM-DD' */
  data: string;
  /** 'HH:MM' */
  hora: string;
  local: string | null;
  /** The business name, else the owner's name. */
  negocio: string;
  /** null when the owner has no WhatsApp instance. */
  instance_name: string | null;
  slug: string | null;
}

/** skipped: not to be sent any more (the client wrote SAIR after the claim), `error` says why. */
export type Outcome = { outcome: 'sent' } | { outcome: 'retry' | 'failed' | 'skipped'; error: string };

/**
 * The row's new status: 'sent', 'scheduled' (to be retried), 'failed', 'skipped'; null when this claim no longer
 * holds the row (its lease ran out and another dispatcher claimed or finished it): nothing changed.
 */
export type FinishedStatus = 'sent' | 'scheduled' | 'failed' | 'skipped' | null;

export async function claimDue(limit: number, leaseSeconds: number): Promise<ClaimedReminder[]> {
  const rows = must(await admin().rpc('claim_due_reminders', { p_limit: limit, p_lease_seconds: leaseSeconds }));
  return (Array.isArray(rows) ? rows : []) as unknown as ClaimedReminder[];
}

export async function finish(r: Pick<ClaimedReminder, 'id' | 'claim_token'>, result: Outcome): Promise<FinishedStatus> {
  const args =
    result.outcome === 'sent'
      ? { p_id: r.id, p_token: r.claim_token, p_outcome: 'sent' }
      : { p_id: r.id, p_token: r.claim_token, p_outcome: result.outcome, p_error: result.error };
  const status = must(await admin().rpc('finish_reminder', args));
  return (status ?? null) as FinishedStatus;
}
