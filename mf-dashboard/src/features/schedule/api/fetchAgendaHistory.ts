import { getRest } from 'shared-auth';
import type { AgendaHistoryRow } from 'shared-domain';
import { AGENDA_HISTORY_SELECT } from './columns';

export const HISTORY_LIMIT = 10;

/** The owner's latest history entries (written by the database trigger), newest first. */
export async function fetchAgendaHistory(idDono: string, limit = HISTORY_LIMIT): Promise<AgendaHistoryRow[]> {
  const { data, error } = await getRest()
    .from('g_agenda_historico')
    .select(AGENDA_HISTORY_SELECT)
    .eq('id_dono', idDono)
    .order('data', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return data ?? [];
}
