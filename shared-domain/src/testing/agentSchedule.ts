import { weeklySchedule, type AgentSchedule, type AgentWeeklySchedule } from '../entities/agentConfig.ts';

// Only the tests read it: the database fills the column, and the setup screens show what it holds.
/** The onboarding defaults, which are also the column default of agent_configs.schedule. */
export const DEFAULT_AGENT_SCHEDULE: Readonly<AgentSchedule> = Object.freeze({
  duracao_atendimento: 30,
  horario_inicio: '09:00',
  horario_fim: '18:00',
  dias_atendimento: Object.freeze({
    domingo: false,
    segunda: true,
    terca: true,
    quarta: true,
    quinta: true,
    sexta: true,
    sabado: false,
  }),
  intervalos: [],
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 10,
  periodo_disponivel: 30,
  antecedencia_minima: 120,
});

/** Every day open 08:00–18:00 with 30-minute appointments, as the Agenda step saves it: a day always has free times. */
export function openEveryDaySchedule(): AgentWeeklySchedule {
  const s = weeklySchedule(DEFAULT_AGENT_SCHEDULE);
  for (const day of Object.keys(s.dias) as (keyof typeof s.dias)[]) {
    s.dias[day] = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
  }
  s.dias_atendimento = Object.fromEntries(
    Object.keys(s.dias_atendimento).map((d) => [d, true]),
  ) as typeof s.dias_atendimento;
  s.duracao_atendimento = 30;
  return s;
}
