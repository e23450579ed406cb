// POST /functions/v1/assistant-tools — the tools of a published assistant (booking, and the hand-off
// to a person), called by its n8n workflow's tool nodes with the assistant's id and secret
// (_shared/assistantAuth.ts; no JWT: verify_jwt = false). Body {tool, telefone, args}: telefone is the
// WhatsApp sender, filled by the workflow, never by the model. Answers the tool's JSON, or
// {error: {code, message}}; 403 subscription_inactive when the owner's subscription grants no access.
import { json, preflight } from '../_shared/http.ts';
import { assistantOwner, assistantUnauthorized } from '../_shared/assistantAuth.ts';
import { hasPaidAccess } from '../_shared/paidAccess.ts';
import { Refusal, toolCallOf } from './input.ts';
import { runTool } from './tools.ts';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  try {
    const owner = await assistantOwner(req);
    if (!owner) return assistantUnauthorized();
    // A lapsed subscription stops the tools at once, before billing pauses the published workflow.
    if (!(await hasPaidAccess(owner.userId))) {
      return fail(403, 'subscription_inactive', 'Assinatura inativa: o assistente não pode usar esta função.');
    }
    const call = toolCallOf(await req.text());
    const { status, body } = await runTool(owner, call);
    return json(body, status);
  } catch (err) {
    if (err instanceof Refusal) return fail(err.status, err.code, err.message);
    console.error('[assistant-tools]', err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente em instantes.');
  }
});
