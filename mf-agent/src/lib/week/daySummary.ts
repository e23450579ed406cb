import type { DaySchedule } from 'shared-domain';

/** What a closed row tells about an open day: '09:00 – 18:00 · 1 intervalo(s)'. */
export function daySummary(day: DaySchedule): string {
  return `${day.horario_inicio} – ${day.horario_fim} · ${day.intervalos.length} intervalo(s)`;
}
