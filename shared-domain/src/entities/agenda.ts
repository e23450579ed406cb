import type { Tables } from '../database.types.ts';
import type { WithColumns } from './rowTypes.ts';

/** disponivel is a free slot offered to clients, not an appointment. */
export const APPOINTMENT_STATUSES = ['agendado', 'confirmado', 'reagendado', 'cancelado', 'disponivel'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_LOCATIONS = ['Presencial', 'Online'] as const;
export type AppointmentLocation = (typeof APPOINTMENT_LOCATIONS)[number];

/** Who booked: the owner's panel, the assistant, or the public booking page. */
export const APPOINTMENT_ORIGINS = ['painel', 'assistente', 'pagina'] as const;
export type AppointmentOrigin = (typeof APPOINTMENT_ORIGINS)[number];

/**
 * Table g_agenda: appointments and free slots of an owner. Generated row, with status, local and
 * origem narrowed to their CHECK lists. data is 'yyyy-MM-dd'; inicio/fim are Postgres times ('HH:mm:ss');
 * nome and num_cliente (55 + DDD + number) are null on a free slot.
 */
export type AppointmentRow = WithColumns<
  Tables<'g_agenda'>,
  { local: AppointmentLocation | null; status: AppointmentStatus; origem: AppointmentOrigin }
>;

/** g_agenda's columns by name, for a select (the agenda never selects '*'). */
export const APPOINTMENT_COLUMNS = [
  'id',
  'id_dono',
  'data',
  'inicio',
  'fim',
  'nome',
  'num_cliente',
  'email_cliente',
  'desc_agendamento',
  'local',
  'status',
  'foi_reagendado',
  'google_event_id',
  'origem',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof AppointmentRow)[];

/** Table g_agenda_historico: the agenda's history card, written by a database trigger. */
export type AgendaHistoryRow = Tables<'g_agenda_historico'>;

export const AGENDA_HISTORY_COLUMNS = [
  'id',
  'id_dono',
  'agendamento_id',
  'acao',
  'detalhes',
  'data',
  'usuario',
] as const satisfies readonly (keyof AgendaHistoryRow)[];
