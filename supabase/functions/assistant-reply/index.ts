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
import { AssistantLimitError } from '../_shared/assistantLimits.ts';
import { assistantOwner, assistantUnauthorized } from '../_shared/assistantAuth.ts';
import { NoInstanceError, sendUnlessPaused } from '../_shared/conversation.ts';
import { hasPaidAccess } from '../_shared/paidAccess.ts';
import { EvolutionError } from '../_shared/evolution.ts';
import { json, preflight } from '../_shared/http.ts';
import { replyOf } from './input.ts';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  try {
    const owner = await assistantOwner(req);
    if (!owner) return assistantUnauthorized();
    // As the tools: a lapsed subscription silences the assistant at once, before billing pauses its workflow.
    if (!(await hasPaidAccess(owner.userId))) {
      return fail(403, 'subscription_inactive', 'Assinatura inativa: o assistente não pode responder.');
    }
    const input = replyOf(await req.text());
    if (!input.ok) return fail(input.status, input.code, input.message);
    const { chat, texto } = input.reply;
    const sent = await sendUnlessPaused(owner.userId, chat, texto);
    return json(sent ? { sent: true, id: sent.id } : { sent: false, reason: 'paused' });
  } catch (err) {
    if (err instanceof NoInstanceError) {
      return fail(409, 'no_instance', 'O WhatsApp deste negócio não está configurado.');
    }
    if (err instanceof AssistantLimitError) {
      return fail(429, 'assistant_daily_limit', 'Limite diário de atendimentos do assistente atingido.');
    }
    if (err instanceof EvolutionError) {
      console.error('[assistant-reply] gateway:', err.status, err.message);
      return fail(502, 'send_failed', 'Não foi possível enviar a mensagem.');
    }
    console.error('[assistant-reply]', err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente em instantes.');
  }
});
