import { formatDateBR } from 'shared-ui/dates';
import { APPOINTMENT_STATUS_LABELS } from '../../../components/appointmentStatus';
import type { AgendaFilters, Appointment, DateRange } from '../types';
import { inRange, monthGridRange } from './calendarDates';

/** One PostgREST filter: method, column, value (e.g. ['eq', 'status', 'confirmado'] → status=eq.confirmado). */
export type QueryFilter = readonly ['eq' | 'neq' | 'gte' | 'lte', string, string];

/** The days the page loads: the filter's period, or the 42-day month grid around the chosen day. */
export function rangeToLoad(day: string, filters: AgendaFilters): DateRange {
  return filters.periodo ?? monthGridRange(day);
}

/**
 * The filters sent to g_agenda for a range: the owner, the days, the status (free slots, status
 * 'disponivel', are never appointments), the location. What 'Aplicar Filtros' really asks the server.
 */
export function agendaQueryFilters(idDono: string, range: DateRange, filters: AgendaFilters): QueryFilter[] {
  const out: QueryFilter[] = [
    ['eq', 'id_dono', idDono],
    ['gte', 'data', range.from],
    ['lte', 'data', range.to],
  ];
  out.push(filters.status === 'todos' ? ['neq', 'status', 'disponivel'] : ['eq', 'status', filters.status]);
  if (filters.local !== 'todos') out.push(['eq', 'local', filters.local]);
  return out;
}

/** The same filters as a test on one row, for rows changed on the page (a confirmed row leaves 'Agendado'). */
export function matchesFilters(row: Appointment, range: DateRange, filters: AgendaFilters): boolean {
  if (row.status === 'disponivel' || !inRange(row.data, range)) return false;
  if (filters.status !== 'todos' && row.status !== filters.status) return false;
  return filters.local === 'todos' || row.local === filters.local;
}

export type FilterKey = keyof AgendaFilters;

/**
 * The active filters as short pt-BR labels, for the chips under the toolbar; the professional's by
 * name (`nameOf`: the team's names by id).
 */
export function activeFilterLabels(
  filters: AgendaFilters,
  nameOf: (id: string) => string | null = () => null,
): { key: FilterKey; label: string }[] {
  const out: { key: FilterKey; label: string }[] = [];
  if (filters.profissional)
    out.push({ key: 'profissional', label: `Profissional: ${nameOf(filters.profissional) ?? 'removido'}` });
  if (filters.status !== 'todos')
    out.push({ key: 'status', label: `Status: ${APPOINTMENT_STATUS_LABELS[filters.status]}` });
  if (filters.periodo) out.push({ key: 'periodo', label: `Período: ${formatPeriod(filters.periodo)}` });
  if (filters.local !== 'todos') out.push({ key: 'local', label: `Local: ${filters.local}` });
  return out;
}

/** '10/03/2026 a 20/03/2026', or one date when the period is a single day. */
export function formatPeriod(range: DateRange): string {
  return range.from === range.to ? formatDateBR(range.from) : `${formatDateBR(range.from)} a ${formatDateBR(range.to)}`;
}
