import {
  toMinutes,
  WEEKDAYS,
  type AgentSchedule,
  type AgentWeeklySchedule,
  type DaySchedule,
  type TimeInterval,
  type Weekday,
} from 'shared-domain';
import { storedNotice } from './notice';
import type { ScheduleDraft } from './validateSchedule';

/** The editor's state from a stored schedule (flat or per day; no notice yet reads as the default). */
export function toDraft(schedule: AgentWeeklySchedule): ScheduleDraft {
  return {
    dias: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        { ...schedule.dias[day], intervalos: schedule.dias[day].intervalos.map((i) => ({ ...i })) },
      ]),
    ) as Record<Weekday, DaySchedule>,
    duracao: String(schedule.duracao_atendimento),
    tempoEntre: String(schedule.tempo_entre_atendimentos),
    antecedencia: String(storedNotice(schedule)),
  };
}

const byStart = (a: TimeInterval, b: TimeInterval) => (toMinutes(a.inicio) ?? 0) - (toMinutes(b.inicio) ?? 0);

/**
 * What the Agenda step saves (a validated draft): the days as set, and the original flat fields kept
 * true to them: dias_atendimento mirrors each day's ativo, horario_inicio/horario_fim are the
 * earliest start and latest end of the open days, intervalos the breaks every open day shares (a
 * reader of the flat fields applies them to every day). max_agendamentos_dia and periodo_disponivel
 * are not edited here and stay as stored.
 */
export function buildSchedule(draft: ScheduleDraft, stored: AgentSchedule): AgentWeeklySchedule {
  const dias = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = draft.dias[day];
      return [day, { ...d, intervalos: [...d.intervalos].sort(byStart).map((i) => ({ ...i })) }];
    }),
  ) as Record<Weekday, DaySchedule>;
  const open = WEEKDAYS.filter((day) => dias[day].ativo).map((day) => dias[day]);

  const earliest = (times: string[]) => times.reduce((a, b) => ((toMinutes(b) ?? 0) < (toMinutes(a) ?? 0) ? b : a));
  const latest = (times: string[]) => times.reduce((a, b) => ((toMinutes(b) ?? 0) > (toMinutes(a) ?? 0) ? b : a));
  const shared = open.length
    ? open[0].intervalos.filter((b) =>
        open.every((d) => d.intervalos.some((i) => i.inicio === b.inicio && i.fim === b.fim)),
      )
    : [];

  return {
    duracao_atendimento: Number(draft.duracao),
    horario_inicio: open.length ? earliest(open.map((d) => d.horario_inicio)) : stored.horario_inicio,
    horario_fim: open.length ? latest(open.map((d) => d.horario_fim)) : stored.horario_fim,
    dias_atendimento: Object.fromEntries(WEEKDAYS.map((day) => [day, dias[day].ativo])) as Record<Weekday, boolean>,
    intervalos: shared.map((i) => ({ ...i })),
    tempo_entre_atendimentos: Number(draft.tempoEntre),
    max_agendamentos_dia: stored.max_agendamentos_dia,
    periodo_disponivel: stored.periodo_disponivel,
    antecedencia_minima: Number(draft.antecedencia),
    dias,
  };
}
