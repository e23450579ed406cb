import type { Tables } from '../database.types.ts';
import type { WithColumns } from './rowTypes.ts';

export const NOTIFICATION_CHANNELS = ['whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TEMPLATES = [
  'agendamento_reagendado',
  'agendamento_cancelado',
  'lembrete_24h',
  'lembrete_1h',
  'lembrete_manual',
  'agendamento_confirmado',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/** sending: claimed by the reminder dispatcher; skipped: no longer wanted (`error` says why). */
export const NOTIFICATION_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** A client's answer to a reminder on WhatsApp. */
export const REMINDER_ANSWERS = ['confirmado', 'cancelado'] as const;
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/**
 * Table notifications: notices and reminders sent to an owner's clients (read-only here). Generated
 * row, with channel, template and status narrowed to their CHECK lists; recipient is phone digits or
 * an e-mail address.
 */
export type NotificationRow = WithColumns<
  Tables<'notifications'>,
  {
    channel: NotificationChannel;
    template: NotificationTemplate;
    status: NotificationStatus;
    answer: ReminderAnswer | null;
  }
>;

/** Table reminder_settings: one row per owner. */
export type ReminderSettingsRow = Tables<'reminder_settings'>;

/**
 * 24 h before on, 1 h before on, WhatsApp on, e-mail off, the satisfaction survey after a conversation
 * on (also the column defaults).
 */
export const DEFAULT_REMINDER_SETTINGS: Readonly<
  Pick<ReminderSettingsRow, 'antes24h' | 'antes1h' | 'whatsapp' | 'email' | 'pesquisa'>
> = Object.freeze({ antes24h: true, antes1h: true, whatsapp: true, email: false, pesquisa: true });
