import { isValid, parseISO } from 'date-fns';

/** What the date formatters accept: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | string | number;

/** The product's time zone. */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2025-03-12' → 12 March 2025 at local midnight. `new Date('2025-03-12')` would read it as UTC midnight,
 * which is still 11 March in Brazil (UTC−3). Anything else, or an impossible day, is an Invalid Date.
 */
export function parseISODate(value: string): Date {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return new Date(NaN);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date(2025, 1, 30) rolls over to March: reject instead.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return new Date(NaN);
  return date;
}

/**
 * Any DateInput as a Date. Date-only strings are local calendar days; date-times without an offset are local
 * wall-clock times; strings with 'Z' or an offset (Postgres timestamptz) and numbers are instants.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const trimmed = value.trim();
  if (DATE_ONLY.test(trimmed)) return parseISODate(trimmed);
  return parseISO(trimmed);
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock reading of an instant in `timeZone`, as a local Date whose fields (day, hour...) are that
 * zone's. Lets date-fns format 'às 14:30' in São Paulo whatever zone the browser or test runner is in.
 */
export function toZonedWallClock(instant: Date, timeZone: string = APP_TIME_ZONE): Date {
  if (!isValid(instant)) return new Date(NaN);
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    instant.getMilliseconds(),
  );
}
