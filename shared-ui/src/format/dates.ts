import { format, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { DATE_ONLY } from './calendarClock';
import { toDate, toZonedWallClock, type DateInput } from './dateInput';

export interface DateFormatOptions {
  /**
   * Show an instant (a Date, epoch ms, or a string with 'Z'/an offset) as read in this IANA zone, e.g.
   * APP_TIME_ZONE, instead of the browser's zone. Strings without an offset ('2025-03-12',
   * '2025-03-12T14:30') are already wall-clock values and are never shifted.
   */
  timeZone?: string;
}

// An offset only counts after a time ('…T17:30:00Z', '…17:30:00+00:00'); '2025-03-12' ends in '-12' too.
const HAS_OFFSET = /\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

function formatWith(value: DateInput, pattern: string, options?: DateFormatOptions): string {
  const isWallClock = typeof value === 'string' && !HAS_OFFSET.test(value.trim());
  let date = toDate(value);
  if (!isValid(date)) return '';
  if (options?.timeZone && !isWallClock) date = toZonedWallClock(date, options.timeZone);
  return format(date, pattern, { locale: ptBR });
}

/** → '12/03/2025' (pt-BR dd/MM/yyyy). Invalid input gives ''. */
export function formatDateBR(value: DateInput, options?: DateFormatOptions): string {
  return formatWith(value, 'dd/MM/yyyy', options);
}

/** → '12 de março de 2025 às 14:30' (e.g. the calendar's last sync time). */
export function formatDateTimeLong(value: DateInput, options?: DateFormatOptions): string {
  return formatWith(value, "dd 'de' MMMM 'de' yyyy 'às' HH:mm", options);
}

/** → 'quarta-feira, 12 de março' (the agenda's day-view heading). */
export function formatWeekdayDayMonth(value: DateInput, options?: DateFormatOptions): string {
  return formatWith(value, "EEEE, d 'de' MMMM", options);
}

/** → 'março de 2025' (the agenda's month-view heading). */
export function formatMonthYear(value: DateInput, options?: DateFormatOptions): string {
  return formatWith(value, "MMMM 'de' yyyy", options);
}

const TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * '14:30:00' (a Postgres `time`) → '14:30'. A Date, number or date-time string gives its HH:mm.
 * Invalid input gives ''.
 */
export function formatTime(value: DateInput, options?: DateFormatOptions): string {
  if (typeof value === 'string') {
    const match = TIME.exec(value.trim());
    if (match) {
      const [hours, minutes] = [Number(match[1]), Number(match[2])];
      return hours < 24 && minutes < 60 ? `${match[1]}:${match[2]}` : '';
    }
    if (DATE_ONLY.test(value.trim())) return '';
  }
  return formatWith(value, 'HH:mm', options);
}
