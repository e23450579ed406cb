// The professional and the service a client asks for (the slots' filter, a booking), checked against
// the owner's team and services before the database is asked: an unknown professional (or one who
// left the team), a service the owner does not offer, a professional who does not perform it.
import { performs, type Professional } from '../../../shared-domain/src/team/team.ts';
import { teamOf } from '../_shared/team.ts';
import { Refusal } from './http.ts';
import { servicesOf, type Owner, type Service } from './owner.ts';

export interface Choice {
  /** The professional asked for, or null for "Qualquer profissional". */
  profissional: string | null;
  /** The service's codigo, or null when none was chosen. */
  servico: string | null;
}

export interface Checked {
  /** The team, when it was read (always with `withTeam`, else only to check a professional). */
  team: Professional[] | null;
  professional: Professional | null;
  service: Service | null;
}

export async function checkChoice(owner: Owner, choice: Choice, withTeam = false): Promise<Checked> {
  const [team, services] = await Promise.all([
    withTeam || choice.profissional ? teamOf(owner.idDono) : null,
    choice.servico ? servicesOf(owner) : null,
  ]);
  const service = services?.find((s) => s.codigo === choice.servico) ?? null;
  if (choice.servico && !service) throw new Refusal('invalid_service');
  const professional = choice.profissional ? (team?.find((p) => p.id === choice.profissional) ?? null) : null;
  if (choice.profissional && !professional) throw new Refusal('invalid_professional');
  if (professional && !performs(professional, choice.servico)) throw new Refusal('service_not_performed');
  return { team, professional, service };
}
