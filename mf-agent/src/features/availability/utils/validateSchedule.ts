import { validateDays, type DaySchedule, type Weekday } from 'shared-domain';
import { MAX_NOTICE, NOTICE_STEP } from './notice';

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
 * What must hold before the schedule is saved: the days' rules (validateDays, shared with the Equipe
 * page: a day open at least, each open day ending after it starts, its breaks ending after they
 * start, inside the day and apart from each other), then the step's own numbers: a duration
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
