import { getRest } from 'shared-auth';
import type { Appointment } from '../types';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/** Ids per request: a long `id=in.(…)` list would overflow a URL. */
const IDS_PER_REQUEST = 100;

/** Sets status confirmado where id is in the selected ids; returns the rows as saved. */
export async function confirmAppointments(ids: readonly string[]): Promise<Appointment[]> {
  const saved: Appointment[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
    const { data, error } = await getRest()
      .from('g_agenda')
      .update({ status: 'confirmado' })
      .in('id', ids.slice(i, i + IDS_PER_REQUEST))
      .select(APPOINTMENT_SELECT);
    if (error) throw new Error(error.message);
    saved.push(...(data ?? []).map(asAppointment));
  }
  return saved;
}
