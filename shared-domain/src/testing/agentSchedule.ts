import type { AgentSchedule } from '../entities/agentConfig.ts';

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
