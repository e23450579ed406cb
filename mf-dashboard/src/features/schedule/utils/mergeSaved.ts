import type { AgendaFilters, Appointment, DateRange } from '../types';
import { matchesFilters } from './agendaFilters';
import { compareAppointments } from './groupAppointments';

/**
 * The loaded rows after some were saved (created, confirmed, moved, cancelled): each saved row replaces
 * its old copy, joins when it is new, and leaves when it no longer matches the range and filters loaded
 * — what reloading the range would give, without reading thousands of rows again.
 */
export function mergeSaved(
  rows: readonly Appointment[],
  saved: readonly Appointment[],
  range: DateRange,
  filters: AgendaFilters,
): Appointment[] {
  if (saved.length === 0) return rows as Appointment[];
  const byId = new Map(saved.map((row) => [row.id, row]));
  const out: Appointment[] = [];
  for (const row of rows) {
    const update = byId.get(row.id);
    if (!update) out.push(row);
    else {
      byId.delete(row.id);
      if (matchesFilters(update, range, filters)) out.push(update);
    }
  }
  for (const row of byId.values()) if (matchesFilters(row, range, filters)) out.push(row);
  return out.sort(compareAppointments);
}
