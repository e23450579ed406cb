import { getRest } from 'shared-auth';
import type { AgendaStats } from '../types';
import { parseAgendaStats } from '../utils/statsDisplay';

/** The three stat cards in one round trip: get_agenda_stats() for the signed-in owner. */
export async function fetchAgendaStats(): Promise<AgendaStats> {
  const { data, error } = await getRest().rpc('get_agenda_stats');
  if (error) throw new Error(error.message);
  return parseAgendaStats(data);
}
