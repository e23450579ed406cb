// POST /functions/v1/assistant-reply — the published assistant's answer to a client, sent by its n8n
// workflow's last node ('Enviar resposta') with the assistant's id and secret (_shared/assistantAuth.ts;
// no JWT: verify_jwt = false). Body {telefone, texto}. The answer goes out only while the assistant
// answers that client: when the owner took over or the assistant handed off meanwhile (the
// conversation is paused), nothing is sent ({sent: false, reason: 'paused'}). Otherwise it is recorded
// in the client's conversation as the assistant's and sent through the owner's WhatsApp
// ({sent: true, id}). Refusals {error: {code, message}}: 401 not the assistant, 403 subscription_inactive
// (the owner's subscription grants no access), 400 empty text or not JSON, 422 a bad number, 409 no
// WhatsApp instance, 429 assistant_daily_limit (the replies of the day used up the owner's assistant
// budget, OWNER_DAILY_ASSISTANT_RUNS), 502 the gateway failed (n8n then shows the run failed).
// Body and answer: shared-domain's contracts/assistantReply.ts.
import {
  assistantReplyContract,
  type AssistantReplyAnswer,
} from '../../../shared-domain/src/contracts/assistantReply.ts';
import { AssistantLimitError } from '../_shared/assistantLimits.ts';
import { assistantOwner, assistantUnauthorized } from '../_shared/assistantAuth.ts';
import { NoInstanceError, sendUnlessPaused } from '../_shared/conversation.ts';
import { hasPaidAccess } from '../_shared/paidAccess.ts';
import { EvolutionError } from '../_shared/evolution.ts';
import { handler, HttpError } from '../_shared/handler.ts';

/** The published assistant whose owner's subscription grants access, read before the body. */
async function assistant(req: Request) {
  const owner = await assistantOwner(req);
  if (!owner) throw assistantUnauthorized();
  // As the tools: a lapsed subscription silences the assistant at once, before billing pauses its workflow.
  if (!(await hasPaidAccess(owner.userId))) {
    throw new HttpError(403, 'subscription_inactive', 'Assinatura inativa: o assistente não pode responder.');
  }
  return owner;
}

/** The refusal a failed send answers, or the error itself (logged and answered 500 by handler()). */
function sendRefusal(err: unknown): unknown {
  if (err instanceof NoInstanceError) {
    return new HttpError(409, 'no_instance', 'O WhatsApp deste negócio não está configurado.');
  }
  if (err instanceof AssistantLimitError) {
    return new HttpError(429, 'assistant_daily_limit', 'Limite diário de atendimentos do assistente atingido.');
  }
  if (err instanceof EvolutionError) {
    console.error('[assistant-reply] gateway:', err.status, err.message);
    return new HttpError(502, 'send_failed', 'Não foi possível enviar a mensagem.');
  }
  return err;
}

Deno.serve(
  handler({
    name: 'assistant-reply',
    caller: assistant,
    contract: assistantReplyContract,
    run: async ({ body: { chat, texto }, caller }): Promise<AssistantReplyAnswer> => {
      const sent = await sendUnlessPaused(caller.userId, chat, texto).catch((err: unknown) => {
        throw sendRefusal(err);
      });
      return sent ? { sent: true, id: sent.id } : { sent: false, reason: 'paused' };
    },
    internal: new HttpError(500, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
  }),
);
