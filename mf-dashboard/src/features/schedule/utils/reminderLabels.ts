import type { NotificationChannel } from 'shared-domain';
import type { ReminderAnswer, ReminderTemplate, SentReminder } from '../api/fetchRecentReminders';

export const REMINDER_KIND: Record<ReminderTemplate, string> = {
  lembrete_24h: 'Lembrete 24h',
  lembrete_1h: 'Lembrete 1h',
  lembrete_manual: 'Lembrete manual',
};

export const REMINDER_CHANNEL: Record<NotificationChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const REMINDER_ANSWER: Record<ReminderAnswer, string> = {
  confirmado: 'Confirmado pelo cliente',
  cancelado: 'Cancelado pelo cliente',
};

/** The client's name as the message showed it ('Cliente' when the payload has none). */
export function reminderClientName(reminder: Pick<SentReminder, 'payload'>): string {
  const payload = reminder.payload;
  const nome = payload && typeof payload === 'object' ? (payload as { nome?: unknown }).nome : undefined;
  return typeof nome === 'string' && nome.trim() ? nome.trim() : 'Cliente';
}

/** When it went out; a failed one has no sent_at, so the time it was recorded. */
export function reminderTime(reminder: Pick<SentReminder, 'sent_at' | 'created_at'>): string {
  return reminder.sent_at ?? reminder.created_at;
}
