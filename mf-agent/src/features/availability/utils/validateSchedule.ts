import { WEEKDAYS, type DaySchedule, type Weekday } from 'shared-domain';
import { MAX_NOTICE, NOTICE_STEP } from './notice';
import { toMinutes } from './times';
import { WEEKDAY_LABELS } from './weekdays';

/** What the Agenda step edits: each day, and the three numbers as typed or chosen. */
export interface ScheduleDraft {
  dias: Record<Weekday, DaySchedule>;
  duracao: string;
  tempoEntre: string;
  /** Minimum notice, minutes. */
  antecedencia: string;
}

/** The draft's fields that hold a number of minutes. */
export type ScheduleNumberField = 'duracao' | 'tempoEntre' | 'antecedencia';

export const MIN_DURATION = 15;
export const DURATION_STEP = 15;
export const GAP_STEP = 5;

/**
 * What must hold before the schedule is saved: a day open at least, each open day ending after it
 * starts, its breaks ending after they start, inside the day and apart from each other; a duration
 * of 15 minutes or more in steps of 15, a gap of 0 or more in steps of 5 (the inputs' min and
 * step) and a minimum notice of 0 to a week in steps of 30. Returns the problems in pt-BR, none
 * when it can be saved.
 */
export function validateSchedule(draft: ScheduleDraft): string[] {
  const errors = validateDays(draft.dias);

  const duration = Number(draft.duracao);
  if (draft.duracao.trim() === '' || !Number.isInteger(duration) || duration < MIN_DURATION || duration % DURATION_STEP)
    errors.push('A duração do atendimento deve ser de pelo menos 15 minutos, em múltiplos de 15.');

  const gap = Number(draft.tempoEntre);
  if (draft.tempoEntre.trim() === '' || !Number.isInteger(gap) || gap < 0 || gap % GAP_STEP)
    errors.push('O tempo entre atendimentos deve ser de 0 ou mais minutos, em múltiplos de 5.');

  const notice = Number(draft.antecedencia);
  if (
    draft.antecedencia.trim() === '' ||
    !Number.isInteger(notice) ||
    notice < 0 ||
    notice > MAX_NOTICE ||
    notice % NOTICE_STEP
  )
    errors.push('A antecedência mínima deve ser de 0 a 7 dias, em múltiplos de 30 minutos.');

  return errors;
}

/**
 * The days' part of validateSchedule, also what a professional's weekly hours must hold (the Equipe
 * page): a day open at least, each open day's hours and breaks.
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
