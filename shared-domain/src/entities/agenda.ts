/** disponivel is a free slot offered to clients, not an appointment. */
export const APPOINTMENT_STATUSES = ['agendado', 'confirmado', 'reagendado', 'cancelado', 'disponivel'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_LOCATIONS = ['Presencial', 'Online'] as const;
export type AppointmentLocation = (typeof APPOINTMENT_LOCATIONS)[number];

/** Table g_agenda: appointments and free slots of an owner. */
export interface AppointmentRow {
  id: string;
  id_dono: string;
  /** 'yyyy-MM-dd' */
  data: string;
  /** Postgres time: 'HH:mm:ss'. */
  inicio: string;
  fim: string;
  /** Client name; null on a free slot. */
  nome: string | null;
  /** Client phone: 55 + DDD + number. */
  num_cliente: string | null;
  desc_agendamento: string | null;
  local: AppointmentLocation | null;
  status: AppointmentStatus;
  foi_reagendado: boolean;
  google_event_id: string | null;
  created_at: string;
  updated_at: string;
}

export const APPOINTMENT_COLUMNS = [
  'id',
  'id_dono',
  'data',
  'inicio',
  'fim',
  'nome',
  'num_cliente',
  'desc_agendamento',
  'local',
  'status',
  'foi_reagendado',
  'google_event_id',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof AppointmentRow)[];

/** Table g_agenda_historico: the agenda's history card, written by a database trigger. */
export interface AgendaHistoryRow {
  id: string;
  id_dono: string;
  agendamento_id: string | null;
  acao: string;
  detalhes: string | null;
  data: string;
  usuario: string;
}

export const AGENDA_HISTORY_COLUMNS = [
  'id',
  'id_dono',
  'agendamento_id',
  'acao',
  'detalhes',
  'data',
  'usuario',
] as const satisfies readonly (keyof AgendaHistoryRow)[];
