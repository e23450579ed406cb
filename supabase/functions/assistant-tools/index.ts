// POST /functions/v1/assistant-tools — the tools of a published assistant (booking, and the hand-off
// to a person), called by its n8n workflow's tool nodes with the assistant's id and secret
// (_shared/assistantAuth.ts; no JWT: verify_jwt = false). Body {tool, telefone, args}: telefone is the
// WhatsApp sender, filled by the workflow, never by the model. Answers the tool's JSON, or
// {error: {code, message}}; 403 subscription_inactive when the owner's subscription grants no access.
// Body: shared-domain's contracts/assistantTools.ts (its shape; the fields are input.ts's).
import { assistantToolsContract } from '../../../shared-domain/src/contracts/assistantTools.ts';
import { json } from '../_shared/http.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { assistantOwner, assistantUnauthorized } from '../_shared/assistantAuth.ts';
import { hasPaidAccess } from '../_shared/paidAccess.ts';
import { toolCallOf } from './input.ts';
import { runTool } from './tools.ts';

/** The published assistant whose owner's subscription grants access, read before the body. */
async function assistant(req: Request) {
  const owner = await assistantOwner(req);
  if (!owner) throw assistantUnauthorized();
  // A lapsed subscription stops the tools at once, before billing pauses the published workflow.
  if (!(await hasPaidAccess(owner.userId))) {
    throw new HttpError(403, 'subscription_inactive', 'Assinatura inativa: o assistente não pode usar esta função.');
  }
  return owner;
}

Deno.serve(
  handler({
    name: 'assistant-tools',
    caller: assistant,
    contract: assistantToolsContract,
    run: async ({ body, caller }) => {
      const { status, body: answer } = await runTool(caller, toolCallOf(body));
      return json(answer, status);
    },
    internal: new HttpError(500, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
  }),
);
