// The product's zone and calendar days without date-fns's parser: what shared-ui/days needs, so the
// public booking page's first screen does not carry parseISO.
import { isValid } from 'date-fns';

/** The product's time zone. */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
