// Asaas works on Brazil's calendar: due dates and payment dates are São Paulo days. The day
// arithmetic is the product's own (shared-domain), as the payments function counts the cycles.
import { brDate as brDay } from '../../../../shared-domain/src/dates/calendarDays.ts';

export {
  addDays,
  addMonths,
  todayInSaoPaulo as today,
} from '../../../../shared-domain/src/dates/calendarDays.ts';

/** 'YYYY-MM-DD HH:mm:ss' in São Paulo, as webhook events carry dateCreated. */
export function timestamp(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** 'DD/MM/YYYY', as Asaas writes the dates inside subscription events (none: null). */
export function brDate(date: string | null | undefined): string | null {
  return date ? brDay(date.slice(0, 10)) : null;
}
