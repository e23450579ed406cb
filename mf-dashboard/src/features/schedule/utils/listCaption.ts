import { formatDateBR, formatWeekdayDayMonth } from 'shared-ui/dates';
import type { AgendaView, DateRange } from '../types';
import { formatPeriod } from './agendaFilters';
import { monthTitle } from './monthLabels';

/** What the list below the views covers, in words: the filter's period, or what the view shows. */
export function listCaption(view: AgendaView, day: string, span: DateRange, period: boolean): string {
  if (period) return `Período: ${formatPeriod(span)}`;
  if (view === 'dia') return formatWeekdayDayMonth(day);
  if (view === 'semana') return `Semana de ${formatDateBR(span.from)} a ${formatDateBR(span.to)}`;
  return monthTitle(day);
}
