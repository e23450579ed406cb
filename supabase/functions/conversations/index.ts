// POST /functions/v1/conversations — what the owner does in the inbox ('Conversas'), on one of their
// conversations: {acao: 'enviar', conversa, texto} answers the client from the panel (through the
// owner's own WhatsApp instance, recorded as 'voce'; the owner answering takes the conversation over);
// {acao: 'assumir' | 'devolver' | 'concluir', conversa} pauses the assistant for that client, gives the
// conversation back to it, or closes the attendance (the survey then goes out). The conversation must
// be the caller's (its id_dono); the sender's JWT says who they are. Answer {conversa, mensagem?}, or
// {error: {code, message}} with a pt-BR message; a send that fails records nothing as sent.
import { json, preflight } from '../_shared/http.ts';
import { admin, userFromRequest } from '../_shared/supabase.ts';
import { act, type Action, ACTIONS, ConversationError } from './actions.ts';
import { isUuid } from '../_shared/uuid.ts';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return fail(401, 'unauthorized', 'Usuário não autenticado');
  let body: { acao?: unknown; conversa?: unknown; texto?: unknown };
  try {
    body = (await req.json()) ?? {};
  } catch {
    return fail(400, 'invalid_json', 'Requisição inválida.');
  }
  if (typeof body.acao !== 'string' || !ACTIONS.includes(body.acao as Action)) {
    return fail(400, 'invalid_action', 'Ação inválida.');
  }
  if (typeof body.conversa !== 'string' || !isUuid(body.conversa)) {
    return fail(404, 'conversation_not_found', 'Conversa não encontrada.');
  }
  try {
    return json(
      await act(admin(), user.id, body.acao as Action, body.conversa, typeof body.texto === 'string' ? body.texto : ''),
    );
  } catch (err) {
    if (err instanceof ConversationError) return fail(err.status, err.code, err.message);
    console.error('[conversations]', err);
    return fail(500, 'internal_error', 'Não foi possível concluir a ação. Tente novamente.');
  }
});
