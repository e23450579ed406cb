import { getRest } from 'shared-auth';
import type { ReminderSettingsRow } from 'shared-domain';

export type ReminderSettings = Pick<ReminderSettingsRow, 'antes24h' | 'antes1h' | 'whatsapp' | 'email' | 'pesquisa'>;

/** The columns the card reads and writes. */
export const REMINDER_SETTINGS_COLUMNS = 'antes24h,antes1h,whatsapp,email,pesquisa';

/** Saves the owner's reminder settings (one row per id_dono: insert or update). */
export async function saveReminderSettings(idDono: string, settings: ReminderSettings): Promise<ReminderSettings> {
  const { data, error } = await getRest()
    .from('reminder_settings')
    .upsert({ id_dono: idDono, ...settings }, { onConflict: 'id_dono' })
    .select(REMINDER_SETTINGS_COLUMNS)
    .single();
  if (error) throw new Error(error.message);
  return data;
}
