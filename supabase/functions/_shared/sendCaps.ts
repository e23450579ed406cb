// What the platform may send on an owner's behalf in one São Paulo day, per channel: every message
// or e-mail that is not the owner's own (reminders, booking confirmations, surveys, the assistant's
// replies, the platform's answers in the chat). Settings, with generous defaults:
//   OWNER_DAILY_WHATSAPP_CAP (default 1000) — counted by begin_send() in SQL, one per message;
//   OWNER_DAILY_EMAIL_CAP (default 300) — counted with take_send_quota() before each reminder e-mail.
// Over the cap the send is refused with 'owner_daily_cap', a refusal that does not change until the
// next day: a reminder is failed with it, never retried all day long.
import { DbError } from './supabase.ts';

export const DAILY_CAP_ERROR = 'owner_daily_cap';

const DEFAULTS = { whatsapp: 1000, email: 300 } as const;
const SETTINGS = { whatsapp: 'OWNER_DAILY_WHATSAPP_CAP', email: 'OWNER_DAILY_EMAIL_CAP' } as const;

export type CappedChannel = keyof typeof DEFAULTS;

/** The day's cap for a channel (a positive whole number; a setting that is not one: the default). */
export function dailyCap(channel: CappedChannel): number {
  const value = Number(Deno.env.get(SETTINGS[channel]));
  return Number.isInteger(value) && value > 0 ? value : DEFAULTS[channel];
}

/** The send was refused because the owner's cap of the day is reached. */
export class DailyCapError extends Error {
  constructor() {
    super(DAILY_CAP_ERROR);
    this.name = 'DailyCapError';
  }
}

/** Whether `err` is the cap's refusal (raised by begin_send in SQL, or DailyCapError). */
export function isDailyCap(err: unknown): boolean {
  return err instanceof DailyCapError || (err instanceof DbError && err.message.includes(DAILY_CAP_ERROR));
}
