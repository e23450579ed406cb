import { useDeferredValue, useMemo } from 'react';
import type { AgendaFilters, AgendaView, Appointment } from '../types';
import { viewSpan } from '../utils/calendarDates';
import { indexByDate, rowsInRange } from '../utils/groupAppointments';
import { filterBySearch, searchText } from '../utils/searchMatch';
import { filterByProfessional, type Team } from '../utils/team';

/**
 * What the views and the list show of the rows loaded: the professional's filter and the search applied (on the folded text of each
 * row, computed once per load, so typing stays responsive), indexed by date, and the rows of the span the
 * list (and the export) covers: what the view shows, or the whole period when one is filtered.
 */
export function useVisibleAppointments(
  rows: readonly Appointment[],
  search: string,
  filters: AgendaFilters,
  view: AgendaView,
  day: string,
  team: Team,
) {
  const mine = useMemo(
    () => filterByProfessional(team, rows, filters.profissional),
    [team, rows, filters.profissional],
  );
  const texts = useMemo(() => mine.map(searchText), [mine]);
  const query = useDeferredValue(search);
  const shown = useMemo(() => filterBySearch(mine, texts, query), [mine, texts, query]);
  const byDate = useMemo(() => indexByDate(shown), [shown]);
  const span = useMemo(() => filters.periodo ?? viewSpan(view, day), [filters.periodo, view, day]);
  const listRows = useMemo(() => rowsInRange(byDate, span), [byDate, span]);
  return { query, byDate, span, listRows };
}
