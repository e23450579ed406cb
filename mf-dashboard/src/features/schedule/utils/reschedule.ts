import type { Appointment } from '../types';
import { fromMinutes, toMinutes } from './times';

/** The last minute a day has: g_agenda wants fim after inicio on the same day. */
const LAST_MINUTE = 23 * 60 + 59;

/**
 * The new data, inicio and fim of a rescheduled appointment: it starts at the chosen hour and keeps
 * its duration, ending at 23:59 at the latest (an appointment never crosses midnight).
 */
export function rescheduledTimes(row: Pick<Appointment, 'inicio' | 'fim'>, data: string, hour: string) {
  const start = toMinutes(hour);
  const oldStart = toMinutes(row.inicio);
  const oldEnd = toMinutes(row.fim);
  const duration = !Number.isNaN(oldStart) && !Number.isNaN(oldEnd) && oldEnd > oldStart ? oldEnd - oldStart : 60;
  return { data, inicio: fromMinutes(start), fim: fromMinutes(Math.min(start + duration, LAST_MINUTE)) };
}
