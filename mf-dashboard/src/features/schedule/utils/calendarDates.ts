// The agenda's calendar: Monday-first weeks, the 42-day month grid, the spans of its views. The day
// arithmetic itself ('yyyy-MM-dd' strings, what g_agenda.data holds) is shared-ui's (shared-ui/dates).
import { addDays, addMonths, diffDays } from 'shared-ui/dates';
import type { AgendaView, DateRange } from '../types';

/** A Monday: weekdays are counted from it. */
const A_MONDAY = '2024-01-01';

/** 0 = Monday … 6 = Sunday (the agenda's weeks start on Monday). */
export function mondayIndex(day: string): number {
  return ((diffDays(A_MONDAY, day) % 7) + 7) % 7;
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
