// The published assistant calling back (its n8n workflow's tool nodes and its reply node): no JWT
// (verify_jwt = false); headers x-assistant-id (agent_configs.id) and x-assistant-secret (made at the
// last activation; only its sha-256 is stored, so a workflow published before a re-activation is
// refused). Used by assistant-tools and assistant-reply.
import { HttpError } from './handler.ts';
import { admin, must } from './supabase.ts';
import { matchesHash } from './toolSecret.ts';
import { isUuid } from './uuid.ts';

/** The owner whose assistant is calling. */
export interface AssistantOwner {
  userId: string;
  idDono: string;
  /** The account's e-mail (profiles.email), where the owner is told of a hand-off. */
  email: string | null;
}

/** The owner whose assistant holds this request's id and secret, or null. */
export async function assistantOwner(req: Request): Promise<AssistantOwner | null> {
  const id = req.headers.get('x-assistant-id')?.trim() ?? '';
  const secret = req.headers.get('x-assistant-secret')?.trim() ?? '';
  if (!isUuid(id) || !secret) return null;
  const agent = must(
    await admin().from('agent_configs').select('user_id,tools_secret_hash').eq('id', id).maybeSingle(),
  );
  if (!agent || !(await matchesHash(secret, agent.tools_secret_hash))) return null;
  const profile = must(await admin().from('profiles').select('id_dono,email').eq('id', agent.user_id).maybeSingle());
  return profile ? { userId: agent.user_id, idDono: profile.id_dono, email: profile.email } : null;
}

/** The refusal of a caller that is not a published assistant (nothing about the body is revealed). */
export const assistantUnauthorized = () => new HttpError(401, 'unauthorized', 'Assistente não autorizado');
