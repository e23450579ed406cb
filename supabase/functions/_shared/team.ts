// A business's team (profissionais): the active professionals, in the owner's order. Clients are told
// who serves them only when there is a choice: a one-person business keeps its texts as they were.
import { admin, must } from './supabase.ts';

export interface Professional {
  id: string;
  nome: string;
  ordem: number;
  /** agent_products codigos they perform; empty = every service. */
  servicos: string[];
}

/** The owner's active professionals, by ordem then nome. */
export async function teamOf(idDono: string): Promise<Professional[]> {
  return must(
    await admin()
      .from('profissionais')
      .select('id,nome,ordem,servicos')
      .eq('id_dono', idDono)
      .eq('ativo', true)
      .order('ordem')
      .order('nome'),
  );
}

/** Whether texts to clients name the professional: only when the business has more than one. */
export const namesProfessional = (team: readonly Professional[]) => team.length > 1;

/** Whether a professional performs a service (an empty list means every service). */
export const performs = (p: Professional, codigo: string | null) =>
  !codigo || p.servicos.length === 0 || p.servicos.includes(codigo);

/**
 * A professional's name: from the team already read, else read by id (one deactivated since, who
 * kept their appointments, keeps their name).
 */
export async function professionalName(team: readonly Professional[], id: string): Promise<string> {
  const known = team.find((p) => p.id === id);
  if (known) return known.nome;
  return must(await admin().from('profissionais').select('nome').eq('id', id).single()).nome;
}
