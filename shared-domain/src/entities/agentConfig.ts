import type { Tables } from '../database.types.ts';
import type { WithColumns } from './rowTypes.ts';
import type { WhatsappInstanceStatus } from './whatsappInstance.ts';

/**
 * 'draft' until the owner activates the assistant ('Rascunho' / 'Ativo' on the review step); 'paused'
 * while the subscription is suspended or expired (billing resumes it when access comes back).
 */
export const AGENT_STATUSES = ['draft', 'active', 'paused'] as const;
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

// The jsonb shapes below are type aliases, not interfaces: only an alias is assignable to the
// generated Json type, which an insert or update of the column requires.

export type AgentWebhook = {
  url: string;
  method: string;
};

/** agent_configs.whatsapp: the onboarding record's messaging step. */
export type AgentWhatsappState = {
  status: WhatsappInstanceStatus;
  webhook_url: string | null;
};

export type TimeInterval = {
  /** 'HH:mm' */
  inicio: string;
  fim: string;
};

/** agent_configs.schedule: availability the assistant books into. */
export type AgentSchedule = {
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
  /** Minimum notice in minutes: no booking starts sooner than now plus this (absent in old rows ⇒ 120). */
  antecedencia_minima: number;
};

/**
 * Table agent_configs: one assistant per user (also the onboarding record). Generated row, with
 * status and type narrowed to their CHECK lists and the jsonb columns to the shapes the setup and
 * the server functions write. schedule_saved_at is null until the owner saves the Agenda step.
 * tools_secret_hash and webhook_credential_id are left out: only the server reads them (the browser is
 * not granted the columns).
 */
export type AgentConfigServerColumns = 'tools_secret_hash' | 'webhook_credential_id';
export type AgentConfigRow = WithColumns<
  Omit<Tables<'agent_configs'>, AgentConfigServerColumns>,
  {
    webhook: AgentWebhook;
    status: AgentStatus;
    type: AgentType;
    whatsapp: AgentWhatsappState;
    schedule: AgentSchedule | AgentWeeklySchedule;
  }
>;

/** agent_configs' columns by name, for a select. */
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

/**
 * Table agent_products: the Produtos/Serviços step (valor in reais; null when empty in an import;
 * duracao_minutos 5–720, null = the schedule's duracao_atendimento).
 */
export type AgentProductRow = Tables<'agent_products'>;

export const AGENT_PRODUCT_COLUMNS = [
  'id',
  'agent_id',
  'codigo',
  'nome',
  'valor',
  'descricao',
  'duracao_minutos',
  'created_at',
] as const satisfies readonly (keyof AgentProductRow)[];

/** One weekday in the Agenda step's editor: open or closed, its hours and its breaks. */
export type DaySchedule = {
  ativo: boolean;
  /** 'HH:mm' */
  horario_inicio: string;
  horario_fim: string;
  intervalos: TimeInterval[];
};

/**
 * What the Agenda step saves: the original availability fields plus the per-day editor (`dias`), so
 * what is stored is what the owner set. `dias_atendimento` mirrors each day's `ativo`;
 * `horario_inicio`/`horario_fim` are the earliest start and latest end of the open days.
 */
export type AgentWeeklySchedule = AgentSchedule & {
  dias: Record<Weekday, DaySchedule>;
};

/** A new break. */
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
