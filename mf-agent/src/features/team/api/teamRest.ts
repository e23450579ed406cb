import type { DaySchedule, Tables, TimeInterval, Weekday } from 'shared-domain';

/**
 * A professional's weekly hours: the Agenda step's per-day shape. The titular's is copied from the
 * Agenda step's schedule, which may hold only the flat fields (a schedule never saved by the step):
 * a day missing from `dias` reads from them.
 */
export interface ProfessionalAgenda {
  dias?: Partial<Record<Weekday, DaySchedule>>;
  dias_atendimento?: Partial<Record<Weekday, boolean>>;
  horario_inicio?: string;
  horario_fim?: string;
  intervalos?: TimeInterval[];
}

/** The columns of profissionais this page reads. */
export const PROFESSIONAL_COLUMNS = 'id,nome,ativo,ordem,agenda,servicos,titular';

/**
 * Table profissionais as the page reads it (owner-scoped; id_dono and titular are the server's).
 * agenda is typed as Json; the database only accepts the Agenda step's `{ dias }` shape in it.
 */
export type ProfessionalRow = Pick<
  Tables<'profissionais'>,
  'id' | 'nome' | 'ativo' | 'ordem' | 'servicos' | 'titular'
> & {
  agenda: ProfessionalAgenda | null;
};

export function asProfessional(row: Pick<Tables<'profissionais'>, 'agenda' | keyof Omit<ProfessionalRow, 'agenda'>>) {
  return row as unknown as ProfessionalRow;
}

/** A refusal of the database as PostgREST reports it: its pt-BR message, SQLSTATE code and hint. */
export class TeamRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'TeamRequestError';
  }
}

export function failure(error: { message: string; code: string; hint?: string | null }): TeamRequestError {
  return new TeamRequestError(error.message, error.code, error.hint ?? null);
}

/** The refusal of one active professional too many (at most 50 per business; PostgREST answers 422). */
export function isTeamLimit(error: unknown): boolean {
  return error instanceof TeamRequestError && error.hint === 'team_limit';
}
