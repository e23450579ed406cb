// POST /functions/v1/conversations — what the owner does in the inbox ('Conversas'), on one of their
// conversations: {acao: 'enviar', conversa, texto} answers the client from the panel (through the
// owner's own WhatsApp instance, recorded as 'voce'; the owner answering takes the conversation over);
// {acao: 'enviar_modelo', conversa} sends the approved template 'retomar_conversa' instead (a Cloud
// API conversation outside the 24-hour window, where 'enviar' is 409 outside_window);
// {acao: 'midia', conversa, mensagem} answers a signed URL (5 minutes) of that message's media;
// {acao: 'assumir' | 'devolver' | 'concluir', conversa} pauses the assistant for that client, gives the
// conversation back to it, or closes the attendance (the survey then goes out). The conversation must
// be the caller's (its id_dono); the sender's JWT says who they are. The body and the answer are
// shared-domain's contracts/conversations.ts; refusals are {error: {code, message}} with a pt-BR
// message; a send that fails records nothing as sent.
import { conversationsContract } from '../../../shared-domain/src/contracts/conversations.ts';
import { signedIn } from '../_shared/caller.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { admin } from '../_shared/supabase.ts';
import { act } from './actions.ts';

Deno.serve(
  handler({
    name: 'conversations',
    caller: signedIn,
    contract: conversationsContract,
    run: ({ body, caller }) => act(admin(), caller.id, body.acao, body.conversa, body.texto ?? '', body.mensagem),
    internal: new HttpError(500, 'internal_error', 'Não foi possível concluir a ação. Tente novamente.'),
  }),
);
