// A week of opening hours (the Agenda step's, a professional's on the Equipe page) and what it must
// hold to be saved. The database refuses the same weeks, in the same words, for what it checks
// (public.agenda_problem: a day open at least, each open day ending after it starts); the breaks are
// checked here only. supabase/tests/database/team-rules.test.ts runs the same cases through both.
import { WEEKDAY_LABELS, WEEKDAYS, type DaySchedule, type Weekday } from '../entities/agentConfig.ts';
import { toMinutes } from './times.ts';

/**
 * What a week of days must hold, both the Agenda step's (part of its validateSchedule) and a
 * professional's weekly hours (the Equipe page): a day open at least, each open day ending after it
 * starts, its breaks ending after they start, inside the day and apart from each other. Returns the
 * problems in pt-BR, none when the days can be saved.
 */
export function validateDays(dias: Record<Weekday, DaySchedule>): string[] {
  const errors: string[] = [];
  const open = WEEKDAYS.filter((day) => dias[day].ativo);
  if (open.length === 0) errors.push('Ative pelo menos um dia de atendimento.');
  for (const day of open) errors.push(...dayErrors(WEEKDAY_LABELS[day], dias[day]));
  return errors;
}

function dayErrors(label: string, day: DaySchedule): string[] {
  const start = toMinutes(day.horario_inicio);
  const end = toMinutes(day.horario_fim);
  if (start === null || end === null) return [`${label}: informe os horários de início e de término.`];
  if (end <= start) return [`${label}: o horário de término deve ser depois do horário de início.`];

  const errors: string[] = [];
  const breaks: { n: number; from: number; to: number }[] = [];
  day.intervalos.forEach((interval, i) => {
    const n = i + 1;
    const from = toMinutes(interval.inicio);
    const to = toMinutes(interval.fim);
    if (from === null || to === null) errors.push(`${label}: informe o início e o fim do intervalo ${n}.`);
    else if (to <= from) errors.push(`${label}: o intervalo ${n} deve terminar depois de começar.`);
    else if (from < start || to > end)
      errors.push(
        `${label}: o intervalo ${n} deve ficar dentro do horário de atendimento (${day.horario_inicio} às ${day.horario_fim}).`,
      );
    else breaks.push({ n, from, to });
  });

  const sorted = [...breaks].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].from < sorted[i - 1].to) {
      const [a, b] = [sorted[i - 1].n, sorted[i].n].sort((x, y) => x - y);
      errors.push(`${label}: os intervalos ${a} e ${b} se sobrepõem.`);
    }
  }
  return errors;
}
