// The professional and the service a tool call names, as the model wrote them, resolved against the
// owner's current team and products (read at each call: a professional added after the assistant was
// published is bookable at once). A professional is their id, or their name whatever the case and the
// accents ('dr. bruno lima'), or the words of one name only ('Bruno'); a service is its codigo or its
// name. Unknown → 422; a professional who does not perform the service → 422.
import { admin, must } from '../_shared/supabase.ts';
import { performs, type Professional } from '../../../shared-domain/src/team/team.ts';
import { teamOf } from '../_shared/team.ts';
import type { AssistantOwner as Owner } from '../_shared/assistantAuth.ts';
import { Refusal } from './input.ts';
import { isUuid } from '../_shared/uuid.ts';
import { foldAccents } from '../../../shared-domain/src/validation/text.ts';

export const UNKNOWN_PROFESSIONAL = () => new Refusal(422, 'invalid_professional', 'Profissional não encontrado');
export const UNKNOWN_SERVICE = () => new Refusal(422, 'invalid_service', 'Serviço não encontrado');
export const NOT_PERFORMED = () =>
  new Refusal(422, 'service_not_performed', 'Este profissional não realiza este serviço');

/** Lower case, no accents, no punctuation, single spaces: 'Dr. Bruno  Lima' → 'dr bruno lima'. */
export const plainName = (text: string) =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The active professional `given` names, or a Refusal; null when none was given (any professional). */
export function professionalIn(team: readonly Professional[], given: string | null): Professional | null {
  if (given === null) return null;
  if (isUuid(given)) {
    const byId = team.find((p) => p.id === given.toLowerCase());
    if (byId) return byId;
    throw UNKNOWN_PROFESSIONAL();
  }
  const wanted = plainName(given);
  if (!wanted) throw UNKNOWN_PROFESSIONAL();
  const exact = team.filter((p) => plainName(p.nome) === wanted);
  if (exact.length === 1) return exact[0];
  // 'Bruno', 'Dr. Bruno': the words of one name only, in order.
  const partial = team.filter((p) => ` ${plainName(p.nome)} `.includes(` ${wanted} `));
  if (partial.length === 1) return partial[0];
  throw UNKNOWN_PROFESSIONAL();
}

/** The codigo of the owner's service `given` names (codigo or name), or a Refusal; null when none was given. */
export async function serviceOf(owner: Owner, given: string | null): Promise<string | null> {
  if (given === null) return null;
  const agent = must(await admin().from('agent_configs').select('id').eq('user_id', owner.userId).maybeSingle());
  if (!agent) throw UNKNOWN_SERVICE();
  const products = must(await admin().from('agent_products').select('codigo,nome').eq('agent_id', agent.id));
  const wanted = plainName(given);
  const found =
    products.find((p) => p.codigo === given) ??
    products.find((p) => plainName(p.codigo) === wanted) ??
    products.find((p) => plainName(p.nome) === wanted);
  if (!found) throw UNKNOWN_SERVICE();
  return found.codigo;
}

export interface Choice {
  team: Professional[];
  profissional: Professional | null;
  servico: string | null;
}

/** The owner's team, and the professional and service of the call checked against it. */
export async function choiceOf(
  owner: Owner,
  given: { profissional: string | null; servico?: string | null },
): Promise<Choice> {
  const [team, servico] = await Promise.all([teamOf(owner.idDono), serviceOf(owner, given.servico ?? null)]);
  const profissional = professionalIn(team, given.profissional);
  if (profissional && !performs(profissional, servico)) throw NOT_PERFORMED();
  return { team, profissional, servico };
}
