export const NOTIFICATION_CHANNELS = ['whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TEMPLATES = [
  'agendamento_reagendado',
  'agendamento_cancelado',
  'lembrete_24h',
  'lembrete_1h',
  'lembrete_manual',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export const NOTIFICATION_STATUSES = ['scheduled', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Table notifications: notices and reminders sent to an owner's clients (read-only here). */
export interface NotificationRow {
  id: string;
  id_dono: string;
  agendamento_id: string | null;
  channel: NotificationChannel;
  template: NotificationTemplate;
  /** Phone digits or e-mail address. */
  recipient: string;
  payload: Record<string, unknown>;
  status: NotificationStatus;
  scheduled_for: string | null;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}

export const NOTIFICATION_COLUMNS = [
  'id',
  'id_dono',
  'agendamento_id',
  'channel',
  'template',
  'recipient',
  'payload',
  'status',
  'scheduled_for',
  'sent_at',
  'error',
  'created_at',
] as const satisfies readonly (keyof NotificationRow)[];

/** Table reminder_settings: one row per owner. */
export interface ReminderSettingsRow {
  id_dono: string;
  antes24h: boolean;
  antes1h: boolean;
  whatsapp: boolean;
  email: boolean;
  updated_at: string;
}

export const REMINDER_SETTINGS_COLUMNS = [
  'id_dono',
  'antes24h',
  'antes1h',
  'whatsapp',
  'email',
  'updated_at',
] as const satisfies readonly (keyof ReminderSettingsRow)[];

/** Spec 2 §9: 24 h before on, 1 h before on, WhatsApp on, e-mail off (also the column defaults). */
export const DEFAULT_REMINDER_SETTINGS: Readonly<
  Pick<ReminderSettingsRow, 'antes24h' | 'antes1h' | 'whatsapp' | 'email'>
> = Object.freeze({ antes24h: true, antes1h: true, whatsapp: true, email: false });
