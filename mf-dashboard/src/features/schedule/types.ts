import type { AppointmentLocation, AppointmentRow, Professional as DomainProfessional, Tables } from 'shared-domain';
import type { BookedStatus } from '../../components/appointmentStatus';

/**
 * A row of g_agenda as the page shows it (free slots, status 'disponivel', are never loaded), with the
 * professional it is booked with (`id_profissional`) and the service booked (`servico`, a codigo).
 */
export type Appointment = AppointmentRow;

/**
 * A row of `profissionais` as the agenda reads it: shared-domain's Professional (who, and the
 * agent_products codigos they perform, empty = all) with whether they take bookings (`ativo`), their
 * place in the team (`ordem`) and whether they are the owner themself (`titular`, exactly one).
 */
export type Professional = DomainProfessional & Pick<Tables<'profissionais'>, 'ativo' | 'ordem' | 'titular'>;

export type AgendaView = 'dia' | 'semana' | 'mes';

/**
 * How a create or a reschedule ended: 'saved' (the dialog closes), 'slot_taken' (another active
 * appointment holds that time: the dialog stays open and points at the time) or 'failed'.
 */
export type WriteOutcome = 'saved' | 'slot_taken' | 'failed';

/** A span of calendar days, both ends included, as 'yyyy-MM-dd'. */
export interface DateRange {
  from: string;
  to: string;
}

/** What 'Filtros Avançados' sets; 'todos' means no filter on that field. */
export interface AgendaFilters {
  status: BookedStatus | 'todos';
  local: AppointmentLocation | 'todos';
  periodo: DateRange | null;
  /**
   * A professional's id (only offered when the business has more than one); absent: all of them.
   * Applied on the page to the month already loaded, so choosing one reads nothing again.
   */
  profissional?: string;
}

export const NO_FILTERS: AgendaFilters = Object.freeze({ status: 'todos', local: 'todos', periodo: null });

/** get_agenda_stats (one RPC): the three stat cards. tendencia is in percentage points, null when unknown. */
export interface AgendaStats {
  hoje: number;
  taxaConfirmacao: number;
  tendencia: number | null;
  totalSemana: number;
  confirmadosSemana: number;
}
