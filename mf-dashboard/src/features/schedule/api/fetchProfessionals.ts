import { getRest } from 'shared-auth';
import type { Professional } from '../types';

/** The columns the agenda reads of `profissionais` (never '*'; their hours are not needed here). */
export const PROFESSIONAL_SELECT = 'id,nome,ativo,ordem,titular,servicos';

/**
 * The owner's professionals, active or not (an inactive one may still have appointments to show),
 * ordered by ordem then nome. RLS keeps the read to the owner's rows; the filter says so too.
 */
export async function fetchProfessionals(idDono: string): Promise<Professional[]> {
  const { data, error } = await getRest()
    .from('profissionais')
    .select(PROFESSIONAL_SELECT)
    .eq('id_dono', idDono)
    .order('ordem')
    .order('nome');
  if (error) throw new Error(error.message);
  return data ?? [];
}
