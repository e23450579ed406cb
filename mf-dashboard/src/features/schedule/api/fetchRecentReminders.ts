import { getRest } from 'shared-auth';
import type { NotificationChannel } from 'shared-domain';

/** The reminders the card lists: the automatic ones and those sent with 'Enviar Lembretes'. */
export const REMINDER_TEMPLATES = ['lembrete_24h', 'lembrete_1h', 'lembrete_manual'] as const;
export type ReminderTemplate = (typeof REMINDER_TEMPLATES)[number];

/** How a client answered a reminder on WhatsApp. */
export type ReminderAnswer = 'confirmado' | 'cancelado';

/** A reminder that went out or gave up (queued, sending and dropped ones are not listed). */
export interface SentReminder {
  id: string;
  template: ReminderTemplate;
  channel: NotificationChannel;
  /** Phone digits (55 + DDD + number) or an e-mail address. */
  recipient: string;
  status: 'sent' | 'failed';
  sent_at: string | null;
  created_at: string;
  error: string | null;
  /** What the message showed; `nome` is the client's name. */
  payload: unknown;
  answer: ReminderAnswer | null;
}

export const RECENT_REMINDERS_LIMIT = 5;

const COLUMNS = 'id,template,channel,recipient,status,sent_at,created_at,error,payload,answer';

/**
 * The owner's latest reminders sent or failed, newest first (RLS also keeps the read to the owner's
 * rows; the owner's filter and the order follow the table's (id_dono, created_at desc) index). The
 * CHECKs on notifications hold template, channel, status and answer to the lists typed above.
 */
export async function fetchRecentReminders(idDono: string, limit = RECENT_REMINDERS_LIMIT): Promise<SentReminder[]> {
  const { data, error } = await getRest()
    .from('notifications')
    .select(COLUMNS)
    .eq('id_dono', idDono)
    .in('template', REMINDER_TEMPLATES)
    .in('status', ['sent', 'failed'])
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return (data ?? []) as SentReminder[];
}
