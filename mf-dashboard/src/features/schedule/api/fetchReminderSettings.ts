import { getRest } from 'shared-auth';
import { DEFAULT_REMINDER_SETTINGS } from 'shared-domain';
import type { ReminderSettings } from './saveReminderSettings';

/** The owner's reminder settings; the defaults when the row is missing. */
export async function fetchReminderSettings(idDono: string): Promise<ReminderSettings> {
  const { data, error } = await getRest()
    .from('reminder_settings')
    .select('antes24h,antes1h,whatsapp,email')
    .eq('id_dono', idDono)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ?? { ...DEFAULT_REMINDER_SETTINGS };
}
