import type { WhatsappInstanceStatus } from './whatsappInstance.ts';

/** 'draft' until the owner activates the assistant ('Rascunho' / 'Ativo' on the review step). */
export const AGENT_STATUSES = ['draft', 'active'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const AGENT_TYPES = ['basic', 'advanced', 'custom'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The days' names in pt-BR, as the schedule editor and the assistant's prompt show them. */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  domingo: 'Domingo',
  segunda: 'Segunda-feira',
  terca: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sabado: 'Sábado',
};

export interface AgentWebhook {
  url: string;
  method: string;
}

/** agent_configs.whatsapp: the onboarding record's messaging step. */
export interface AgentWhatsappState {
  status: WhatsappInstanceStatus;
  webhook_url: string | null;
}

export interface TimeInterval {
  /** 'HH:mm' */
  inicio: string;
  fim: string;
}

/** agent_configs.schedule: availability the assistant books into. */
export interface AgentSchedule {
  /** Minutes. */
  duracao_atendimento: number;
  horario_inicio: string;
  horario_fim: string;
  dias_atendimento: Record<Weekday, boolean>;
  intervalos: TimeInterval[];
  /** Minutes between appointments. */
  tempo_entre_atendimentos: number;
  max_agendamentos_dia: number;
  /** Days ahead open for booking. */
  periodo_disponivel: number;
}

/** Onboarding defaults of spec 2 §9 (also the column default of agent_configs.schedule). */
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
});

/** Table agent_configs: one assistant per user (also the onboarding record). */
export interface AgentConfigRow {
  id: string;
  user_id: string;
  user_email: string | null;
  name: string;
  description: string | null;
  personality_description: string;
  business_description: string;
  model: string;
  temperature: number;
  max_tokens: number;
  system_prompt: string | null;
  webhook: AgentWebhook;
  status: AgentStatus;
  type: AgentType;
  workflow_id: string | null;
  webhook_url: string | null;
  evolution_instance_id: string | null;
  whatsapp: AgentWhatsappState;
  schedule: AgentSchedule | AgentWeeklySchedule;
  /** When the owner last saved the Agenda step (null: never, the step is pending). */
  schedule_saved_at: string | null;
  created_at: string;
  updated_at: string;
}

export const AGENT_CONFIG_COLUMNS = [
  'id',
  'user_id',
  'user_email',
  'name',
  'description',
  'personality_description',
  'business_description',
  'model',
  'temperature',
  'max_tokens',
  'system_prompt',
  'webhook',
  'status',
  'type',
  'workflow_id',
  'webhook_url',
  'evolution_instance_id',
  'whatsapp',
  'schedule',
  'schedule_saved_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof AgentConfigRow)[];

/** Table agent_products: the Produtos/Serviços step. */
export interface AgentProductRow {
  id: string;
  agent_id: string;
  codigo: string;
  nome: string;
  /** Reais; null when empty in an import. */
  valor: number | null;
  descricao: string | null;
  created_at: string;
}

export const AGENT_PRODUCT_COLUMNS = [
  'id',
  'agent_id',
  'codigo',
  'nome',
  'valor',
  'descricao',
  'created_at',
] as const satisfies readonly (keyof AgentProductRow)[];

/** One weekday in the Agenda step's editor: open or closed, its hours and its breaks. */
export interface DaySchedule {
  ativo: boolean;
  /** 'HH:mm' */
  horario_inicio: string;
  horario_fim: string;
  intervalos: TimeInterval[];
}

/**
 * What the Agenda step saves: the spec's availability fields plus the per-day editor (`dias`), so
 * what is stored is what the owner set. `dias_atendimento` mirrors each day's `ativo`;
 * `horario_inicio`/`horario_fim` are the earliest start and latest end of the open days.
 */
export interface AgentWeeklySchedule extends AgentSchedule {
  dias: Record<Weekday, DaySchedule>;
}

/** A new break (spec 2 §9). */
export const DEFAULT_BREAK: Readonly<TimeInterval> = Object.freeze({ inicio: '12:00', fim: '13:00' });

/** The per-day view of a stored schedule: its own `dias`, or one derived from the flat fields. */
export function weeklySchedule(schedule: AgentSchedule | AgentWeeklySchedule): AgentWeeklySchedule {
  const stored = (schedule as Partial<AgentWeeklySchedule>).dias;
  const dias = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      stored?.[day] ?? {
        ativo: schedule.dias_atendimento[day],
        horario_inicio: schedule.horario_inicio,
        horario_fim: schedule.horario_fim,
        intervalos: schedule.intervalos.map((i) => ({ ...i })),
      },
    ]),
  ) as Record<Weekday, DaySchedule>;
  return { ...schedule, dias };
}
