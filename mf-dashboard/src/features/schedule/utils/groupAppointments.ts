import type { Appointment, DateRange } from '../types';
import { daysOf } from './calendarDates';
import { startHour } from './times';

/** Rows in the order the agenda lists them: data, then inicio, then id (stable). */
export function compareAppointments(a: Appointment, b: Appointment): number {
  if (a.data !== b.data) return a.data < b.data ? -1 : 1;
  if (a.inicio !== b.inicio) return a.inicio < b.inicio ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/**
 * Rows by calendar day, each day in start order. One pass over the rows: the month view reads counts
 * from it and the other views and the list read a day's rows without scanning everything again.
 */
export function indexByDate(rows: readonly Appointment[]): Map<string, Appointment[]> {
  const byDate = new Map<string, Appointment[]>();
  let sorted = true;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    const bucket = byDate.get(row.data);
    if (bucket) {
      if (sorted && compareAppointments(bucket[bucket.length - 1], row) > 0) sorted = false;
      bucket.push(row);
    } else {
      byDate.set(row.data, [row]);
    }
  }
  if (!sorted) for (const bucket of byDate.values()) bucket.sort(compareAppointments);
  return byDate;
}

/** The rows of a span of days, in order, read from the index. */
export function rowsInRange(byDate: ReadonlyMap<string, readonly Appointment[]>, range: DateRange): Appointment[] {
  const out: Appointment[] = [];
  for (const day of daysOf(range)) {
    const bucket = byDate.get(day);
    if (bucket) for (const row of bucket) out.push(row);
  }
  return out;
}

/** A day's rows in 24 lists by start hour (the day view's rows 00:00 … 23:00). */
export function groupByHour(rows: readonly Appointment[]): Appointment[][] {
  const hours: Appointment[][] = Array.from({ length: 24 }, () => []);
  for (const row of rows) {
    const hour = startHour(row.inicio);
    if (hour >= 0) hours[hour].push(row);
  }
  return hours;
}

/** 'N agendamento' / 'N agendamentos' (the month view's cells). */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'agendamento' : 'agendamentos'}`;
}
