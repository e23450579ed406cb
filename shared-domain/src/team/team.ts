// A business's team (public.profissionais), as the booking page, the agenda, the Equipe page, the
// functions and the local stack's assistant read it. The same rules hold in SQL: `booking_team`
// (supabase/schemas/booking/functions/booking_team.sql) books only who performs the service, by the rule of `performs`;
// supabase/tests/database/team-rules.test.ts runs the same cases through both.
import type { Tables } from '../database.types.ts';

/** A professional: who, and the services (agent_products codigos) they perform; empty = every service. */
export type Professional = Pick<Tables<'profissionais'>, 'id' | 'nome' | 'servicos'>;

/** A professional with no service ticked performs every service. */
export const performsEveryService = (p: Pick<Professional, 'servicos'>): boolean => p.servicos.length === 0;

/** Whether `p` performs the service `codigo` (an empty list is every service; no service, anyone). */
export const performs = (p: Pick<Professional, 'servicos'>, codigo: string | null | undefined): boolean =>
  !codigo || performsEveryService(p) || p.servicos.includes(codigo);

/**
 * Whether these professionals (the active ones) make a team: more than one. Only a team is asked 'Com
 * quem?' and has the professional named to clients; a one-person business keeps its texts as they were.
 */
export const isTeam = (professionals: readonly unknown[]): boolean => professionals.length > 1;
