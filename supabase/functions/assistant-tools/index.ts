// POST /functions/v1/assistant-tools — the booking tools of a published assistant, called by its n8n
// workflow's tool nodes (no JWT: verify_jwt = false). Headers: x-assistant-id (agent_configs.id) and
// x-assistant-secret (made at the last activation; only its sha-256 is stored, so a workflow published
// before a re-activation answers 401). Body {tool, telefone, args}: telefone is the WhatsApp sender,
// filled by the workflow, never by the model. Answers the tool's JSON, or {error: {code, message}}.
import { json, preflight } from '../_shared/http.ts';
import { admin, must } from '../_shared/supabase.ts';
import { Refusal, toolCallOf } from './input.ts';
import { matchesHash } from '../_shared/toolSecret.ts';
import { runTool, type Owner } from './tools.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);
const unauthorized = () => fail(401, 'unauthorized', 'Assistente não autorizado');

/** The owner whose assistant holds this id and secret, or null. */
async function ownerOf(req: Request): Promise<Owner | null> {
  const id = req.headers.get('x-assistant-id')?.trim() ?? '';
  const secret = req.headers.get('x-assistant-secret')?.trim() ?? '';
  if (!UUID.test(id) || !secret) return null;
  const agent = must(
    await admin().from('agent_configs').select('user_id,tools_secret_hash').eq('id', id).maybeSingle(),
  );
  if (!agent || !(await matchesHash(secret, agent.tools_secret_hash))) return null;
  const profile = must(await admin().from('profiles').select('id_dono').eq('id', agent.user_id).maybeSingle());
  return profile ? { userId: agent.user_id, idDono: profile.id_dono } : null;
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  try {
    const owner = await ownerOf(req);
    if (!owner) return unauthorized();
    const call = toolCallOf(await req.text());
    const { status, body } = await runTool(owner, call);
    return json(body, status);
  } catch (err) {
    if (err instanceof Refusal) return fail(err.status, err.code, err.message);
    console.error('[assistant-tools]', err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente em instantes.');
  }
});
