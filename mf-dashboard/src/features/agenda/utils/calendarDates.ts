// Calendar-day arithmetic on 'yyyy-MM-dd' strings. Days are counted in UTC so no time zone or
// daylight-saving change can shift a day; the strings are what g_agenda.data holds.
import { APP_TIME_ZONE, toZonedWallClock } from 'shared-ui/dates';
import type { AgendaView, DateRange } from '../types';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real 'yyyy-MM-dd' day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return Boolean(match) && fromUtcMs(toUtcMs(value)) === value;
}

/** A Date's own calendar day, read on its local fields. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the product's time zone (São Paulo), whatever the machine's zone. */
export function todayInAppZone(now: Date = new Date()): string {
  return dayOfDate(toZonedWallClock(now, APP_TIME_ZONE));
}

export function addDays(day: string, days: number): string {
  return fromUtcMs(toUtcMs(day) + days * DAY_MS);
}

/** Same day number n months later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Days from a to b (negative when b is before a). */
export function diffDays(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday (the agenda's weeks start on Monday). */
export function mondayIndex(day: string): number {
  return (new Date(toUtcMs(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -mondayIndex(day));
}

export function startOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The seven days of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const MONTH_GRID_DAYS = 42;

/**
 * The month of `day` as a 6-week grid (42 days), Monday first: it starts on the Monday
 * on or before the 1st, so the days before and after the month fill the first and last rows.
 */
export function monthGrid(day: string): string[] {
  const start = startOfWeek(startOfMonth(day));
  return Array.from({ length: MONTH_GRID_DAYS }, (_, i) => addDays(start, i));
}

/** The days of the month holding `day`, 1st to last. */
export function monthDays(day: string): string[] {
  const first = startOfMonth(day);
  return daysOf({ from: first, to: addDays(addMonths(first, 1), -1) });
}

/** First and last day of the month grid around `day`: the range the page loads. */
export function monthGridRange(day: string): DateRange {
  const start = startOfWeek(startOfMonth(day));
  return { from: start, to: addDays(start, MONTH_GRID_DAYS - 1) };
}

/** The days a view shows around `day`: one day, its Monday-first week, or its calendar month. */
export function viewSpan(view: AgendaView, day: string): DateRange {
  if (view === 'dia') return { from: day, to: day };
  if (view === 'semana') {
    const monday = startOfWeek(day);
    return { from: monday, to: addDays(monday, 6) };
  }
  const first = startOfMonth(day);
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

/** Previous (-1) or next (+1) day, week or month, as the navigation buttons move. */
export function shiftDay(view: AgendaView, day: string, direction: 1 | -1): string {
  if (view === 'dia') return addDays(day, direction);
  if (view === 'semana') return addDays(day, 7 * direction);
  return addMonths(day, direction);
}

export function inRange(day: string, range: DateRange): boolean {
  return day >= range.from && day <= range.to;
}

/** Every day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const count = diffDays(range.from, range.to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(range.from, i));
}
