import { getRest } from 'shared-auth';
import { DEFAULT_REMINDER_SETTINGS } from 'shared-domain';
import { REMINDER_SETTINGS_COLUMNS, type ReminderSettings } from './saveReminderSettings';

/** The owner's reminder settings; the defaults when the row is missing. */
export async function fetchReminderSettings(idDono: string): Promise<ReminderSettings> {
  const { data, error } = await getRest()
    .from('reminder_settings')
    .select(REMINDER_SETTINGS_COLUMNS)
    .eq('id_dono', idDono)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ?? { ...DEFAULT_REMINDER_SETTINGS };
}
