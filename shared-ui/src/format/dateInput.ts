import { parseISO } from 'date-fns';
import { DATE_ONLY, parseISODate } from './calendarClock';

export { APP_TIME_ZONE, parseISODate, toZonedWallClock } from './calendarClock';

/** What the date formatters accept: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | string | number;

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
