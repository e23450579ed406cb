// The reminder queue in the database (service role only): claim_due_reminders leases due rows
// ('sending' until claimed_until, `for update skip locked`, so two dispatchers never take the same
// one, and rows whose appointment changed are dropped there) and finish_reminder records each outcome
// (a retry is scheduled again with backoff and becomes 'failed' after the last attempt).
import { admin, must } from '../_shared/supabase.ts';
import type { ReminderTemplate } from './templates.ts';

export interface ClaimedReminder {
  id: string;
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

export type Outcome = { outcome: 'sent' } | { outcome: 'retry' | 'failed'; error: string };

/**
 * The row's new status: 'sent', 'scheduled' (to be retried), 'failed'; null when it was no longer
 * being sent (its lease ran out and another dispatcher finished it).
 */
export type FinishedStatus = 'sent' | 'scheduled' | 'failed' | null;

export async function claimDue(limit: number, leaseSeconds: number): Promise<ClaimedReminder[]> {
  const rows = must(await admin().rpc('claim_due_reminders', { p_limit: limit, p_lease_seconds: leaseSeconds }));
  return (Array.isArray(rows) ? rows : []) as unknown as ClaimedReminder[];
}

export async function finish(id: string, result: Outcome): Promise<FinishedStatus> {
  const status = must(
    await admin().rpc(
      'finish_reminder',
      result.outcome === 'sent'
        ? { p_id: id, p_outcome: 'sent' }
        : { p_id: id, p_outcome: result.outcome, p_error: result.error },
    ),
  );
  return (status ?? null) as FinishedStatus;
}
