import { toMinutes, validateDays, WEEKDAYS, type DaySchedule, type TimeInterval, type Weekday } from 'shared-domain';
import type { ProfessionalInput } from '../api/teamApi';
import type { ProfessionalAgenda, ProfessionalRow } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';

/** What the add/edit form holds: the name as typed, each day, the services checked. */
export interface ProfessionalDraft {
  nome: string;
  dias: Record<Weekday, DaySchedule>;
  servicos: string[];
}

/** A new professional's week when the owner has none to copy: Monday to Friday, 09:00–18:00. */
const STANDARD_DAY: DaySchedule = { ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] };

/** Each day of a stored week (copies, to edit): its own entry in `dias`, else the flat fields. */
export function daysOf(agenda: ProfessionalAgenda | null | undefined): Record<Weekday, DaySchedule> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const own = agenda?.dias?.[day];
      const d: DaySchedule =
        own ??
        (agenda?.dias_atendimento
          ? {
              ativo: agenda.dias_atendimento[day] === true,
              horario_inicio: agenda.horario_inicio ?? STANDARD_DAY.horario_inicio,
              horario_fim: agenda.horario_fim ?? STANDARD_DAY.horario_fim,
              intervalos: agenda.intervalos ?? [],
            }
          : { ...STANDARD_DAY, ativo: day !== 'domingo' && day !== 'sabado' });
      return [day, { ...d, intervalos: d.intervalos.map((i) => ({ ...i })) }];
    }),
  ) as Record<Weekday, DaySchedule>;
}

/**
 * The form's start: the professional as stored, or, for a new one, no name, all services and the
 * titular's week (the owner's own hours, the likeliest to fit) to adjust.
 */
export function toDraft(professional: ProfessionalRow | null, titular: ProfessionalRow | undefined): ProfessionalDraft {
  if (professional) {
    return {
      nome: professional.nome,
      dias: daysOf(professional.agenda),
      servicos: [...professional.servicos],
    };
  }
  return { nome: '', dias: daysOf(titular?.agenda), servicos: [] };
}

/**
 * Why the draft cannot be saved, in pt-BR (none when it can): the name, and, for anyone but the
 * titular (whose hours are the Agenda step's), the Agenda step's own rules for the days.
 */
export function validateProfessional(draft: ProfessionalDraft, titular: boolean): string[] {
  const errors = draft.nome.trim() === '' ? [TEAM_MESSAGES.nameRequired] : [];
  return titular ? errors : [...errors, ...validateDays(draft.dias)];
}

const byStart = (a: TimeInterval, b: TimeInterval) => (toMinutes(a.inicio) ?? 0) - (toMinutes(b.inicio) ?? 0);

/** What is saved: the name trimmed, the services, and (not for the titular) the days, breaks in order. */
export function toInput(
  draft: ProfessionalDraft,
  professional: ProfessionalRow | null,
  ordem: number,
): ProfessionalInput {
  const base = { nome: draft.nome.trim(), servicos: [...draft.servicos] };
  if (professional?.titular) return { id: professional.id, ...base };
  const agenda: ProfessionalAgenda & { dias: Record<Weekday, DaySchedule> } = {
    dias: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const d = draft.dias[day];
        return [day, { ...d, intervalos: [...d.intervalos].sort(byStart).map((i) => ({ ...i })) }];
      }),
    ) as Record<Weekday, DaySchedule>,
  };
  return professional ? { id: professional.id, ...base, agenda } : { ...base, agenda, ordem };
}
