// Calendar days as 'yyyy-MM-dd' strings (what g_agenda.data holds and the functions send), with
// date-fns's day arithmetic: on local calendar dates, so neither the machine's zone nor a
// daylight-saving change shifts a day.
import { addDays as addDaysTo, addMonths as addMonthsTo, differenceInCalendarDays, isValid } from 'date-fns';
import { APP_TIME_ZONE, parseISODate, toZonedWallClock } from './calendarClock';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's own calendar day, read on its local fields. */
export function dayOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(day: string): Date {
  const date = parseISODate(day);
  if (!isValid(date)) throw new RangeError(`not a calendar day: ${day}`);
  return date;
}

/** True for a real 'yyyy-MM-dd' day (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean => isValid(parseISODate(value));

export const addDays = (day: string, days: number): string => dayOfDate(addDaysTo(parseDay(day), days));

/** Same day number n months later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export const addMonths = (day: string, months: number): string => dayOfDate(addMonthsTo(parseDay(day), months));

/** Days from a to b (negative when b is before a). */
export const diffDays = (a: string, b: string): number => differenceInCalendarDays(parseDay(b), parseDay(a));

/** Today in the product's time zone (São Paulo), whatever the machine's zone. */
export const todayInAppZone = (now: Date = new Date()): string => dayOfDate(toZonedWallClock(now, APP_TIME_ZONE));

/** The earlier of two days. */
export const minDay = (a: string, b: string): string => (a < b ? a : b);
