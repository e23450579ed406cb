// A business's team (profissionais): the active professionals, in the owner's order. Clients are told
// who serves them only when there is a choice: a one-person business keeps its texts as they were.
// The rules (who performs what, what makes a team) and the type are shared-domain's (team/team.ts).
import type { Professional } from '../../../shared-domain/src/team/team.ts';
import { admin, must } from './supabase.ts';

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

/**
 * The names of these professionals: the team's already read, and one read for the rest (those
 * deactivated since who kept their appointments keep their names).
 */
export async function professionalNames(
  team: readonly Professional[],
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const names = new Map(team.map((p) => [p.id, p.nome]));
  const missing = [...new Set(ids)].filter((id) => !names.has(id));
  if (missing.length) {
    for (const p of must(await admin().from('profissionais').select('id,nome').in('id', missing)))
      names.set(p.id, p.nome);
  }
  return names;
}

/** One professional's name, as professionalNames. */
export async function professionalName(team: readonly Professional[], id: string): Promise<string> {
  return (await professionalNames(team, [id])).get(id) ?? '';
}
