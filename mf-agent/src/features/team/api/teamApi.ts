import { getRest } from 'shared-auth';
import type { Json } from 'shared-domain';
import { todayInAppZone } from 'shared-ui/days';
import {
  asProfessional,
  failure,
  PROFESSIONAL_COLUMNS,
  type ProfessionalAgenda,
  type ProfessionalRow,
} from './teamRest';

/** A service the owner sells (agent_products), as the form's checkboxes list it. */
export interface TeamService {
  codigo: string;
  nome: string;
}

export interface Team {
  /** The titular first, then by ordem and nome. */
  professionals: ProfessionalRow[];
  services: TeamService[];
}

/** The owner's professionals and services, read as the signed-in owner (RLS). */
export async function loadTeam(): Promise<Team> {
  const [professionals, services] = await Promise.all([
    getRest()
      .from('profissionais')
      .select(PROFESSIONAL_COLUMNS)
      .order('titular', { ascending: false })
      .order('ordem')
      .order('nome'),
    getRest().from('agent_products').select('codigo,nome').order('nome').order('codigo'),
  ]);
  if (professionals.error) throw failure(professionals.error);
  if (services.error) throw failure(services.error);
  return { professionals: professionals.data.map(asProfessional), services: services.data };
}

/** What the form saves: the titular's hours are the Agenda step's, so theirs carry no agenda. */
export interface ProfessionalInput {
  id?: string;
  nome: string;
  servicos: string[];
  agenda?: ProfessionalAgenda;
  ordem?: number;
}

/** Inserts a new professional (the server sets id_dono) or updates one; resolves with the row as stored. */
export async function saveProfessional({ id, agenda, ...fields }: ProfessionalInput): Promise<ProfessionalRow> {
  const table = getRest().from('profissionais');
  // The week goes as jsonb: the Agenda step's shape, which the database checks (a new professional
  // always has one; the titular's is the Agenda step's, never sent from here).
  const week = agenda as unknown as NonNullable<Json> | undefined;
  const request = id
    ? table.update(week ? { ...fields, agenda: week } : fields).eq('id', id)
    : table.insert({ ...fields, agenda: week ?? {} });
  const { data, error } = await request.select(PROFESSIONAL_COLUMNS).single();
  if (error) throw failure(error);
  return asProfessional(data);
}

/** Their active appointments from today on (São Paulo): what deactivating them would leave behind. */
export async function countFutureAppointments(id: string, today = todayInAppZone()): Promise<number> {
  const { count, error } = await getRest()
    .from('g_agenda')
    .select('id', { count: 'exact', head: true })
    .eq('id_profissional', id)
    .gte('data', today)
    .in('status', ['agendado', 'confirmado', 'reagendado']);
  if (error) throw failure(error);
  return count ?? 0;
}

/**
 * Deactivates a professional (rpc desativar_profissional): `destino` null keeps their future
 * appointments where they are; otherwise they all move to `destino`, or none does. Resolves with how
 * many moved.
 */
export async function deactivateProfessional(id: string, destino: string | null): Promise<number> {
  const { data, error } = await getRest().rpc(
    'desativar_profissional',
    destino ? { p_id: id, p_destino: destino } : { p_id: id },
  );
  if (error) throw failure(error);
  return data ?? 0;
}

/** Takes an inactive professional back (new bookings may go to them again). */
export async function reactivateProfessional(id: string): Promise<void> {
  const { error } = await getRest().from('profissionais').update({ ativo: true }).eq('id', id);
  if (error) throw failure(error);
}
