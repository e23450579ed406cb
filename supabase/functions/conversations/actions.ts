// The inbox's actions on one conversation of the caller. Who may act: the conversation's owner (the
// caller's id_dono, so staff of the business too). What each does is in the conversations migration
// (pause_conversation, resume_conversation, close_attendance); sending goes through sendRecorded.
import { isChannelError } from '../_shared/channel/index.ts';
import {
  conversationRpc,
  NoInstanceError,
  OutsideWindowError,
  sendRecorded,
  type TemplateOption,
} from '../_shared/conversation.ts';
import { renderTemplate } from '../_shared/channel/templates.ts';
import { signedMediaUrl } from '../_shared/media/mediaStore.ts';
import { sendDueSurveys } from '../_shared/survey.ts';
import { type AdminClient, must } from '../_shared/supabase.ts';
import { HttpError } from '../_shared/handler.ts';
import type {
  ConversationAction,
  ConversationsAnswer,
  MediaAnswer,
} from '../../../shared-domain/src/contracts/conversations.ts';

export type Action = ConversationAction;

/** WhatsApp's own limit for one text is far above this; the inbox keeps messages readable. */
export const MAX_MESSAGE_LENGTH = 4096;

/** A refusal of the inbox's action, answered by handler() as {error: {code, message}}. */
export class ConversationError extends HttpError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message);
    this.name = 'ConversationError';
  }
}

const NOT_FOUND = () => new ConversationError(404, 'conversation_not_found', 'Conversa não encontrada.');
const DISCONNECTED = () =>
  new ConversationError(
    409,
    'whatsapp_disconnected',
    'Seu WhatsApp está desconectado. Conecte-o na configuração do agente para enviar mensagens.',
  );

const CONVERSATION_COLUMNS =
  'id,user_id,id_dono,telefone,chat,nome,estado,motivo_transferencia,pausado_em,opt_out_em,ultima_mensagem,ultima_mensagem_em,atendimento_id,cliente_escreveu_em';

interface ConversationRow {
  id: string;
  user_id: string;
  id_dono: string;
  chat: string;
  nome: string | null;
  estado: string;
  atendimento_id: string | null;
}

/** The conversation when it is the caller's business's; else conversation_not_found. */
async function ownConversation(db: AdminClient, userId: string, id: string): Promise<ConversationRow> {
  const profile = must(await db.from('profiles').select('id_dono').eq('id', userId).maybeSingle());
  const row = must(await db.from('conversas').select(CONVERSATION_COLUMNS).eq('id', id).maybeSingle());
  if (!profile || !row || row.id_dono !== profile.id_dono) throw NOT_FOUND();
  return row as ConversationRow;
}

const readConversation = async (db: AdminClient, id: string) =>
  must(await db.from('conversas').select(CONVERSATION_COLUMNS).eq('id', id).single());

/** The text to send, or the pt-BR reason it cannot be sent. */
function validText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new ConversationError(400, 'empty_message', 'Digite uma mensagem.');
  if (trimmed.length > MAX_MESSAGE_LENGTH) {
    throw new ConversationError(400, 'message_too_long', 'A mensagem pode ter no máximo 4.096 caracteres.');
  }
  return trimmed;
}

/** The template 'retomar_conversa' for this client: their name and the business's. */
async function resumeTemplate(
  db: AdminClient,
  c: ConversationRow,
): Promise<{ text: string; template: TemplateOption }> {
  const [business] = must(await db.rpc('owner_business', { p_id_dono: c.id_dono }));
  const params = [c.nome?.trim() || 'cliente', business?.negocio ?? ''];
  return {
    text: renderTemplate('retomar_conversa', params),
    template: { tipo: 'retomar_conversa', params, only: true },
  };
}

async function send(db: AdminClient, c: ConversationRow, text: string, template?: TemplateOption) {
  // The owner's instance answers in the conversation: it must be their number, connected now.
  const instance = must(await db.from('whatsapp_instances').select('status').eq('user_id', c.user_id).maybeSingle());
  if (!instance || !['connected', 'open'].includes(instance.status)) throw DISCONNECTED();
  let sent;
  try {
    sent = await sendRecorded(c.user_id, c.chat, 'voce', text, { template });
  } catch (err) {
    if (err instanceof NoInstanceError) throw DISCONNECTED();
    // The Cloud API's 24-hour window: the inbox offers the approved template instead.
    if (err instanceof OutsideWindowError) {
      throw new ConversationError(409, template ? 'template_not_approved' : 'outside_window', err.message);
    }
    if (isChannelError(err)) {
      console.warn('[conversations] send failed:', err.status, err.message);
      throw new ConversationError(502, 'send_failed', 'Não foi possível enviar a mensagem. Tente novamente.');
    }
    throw err;
  }
  // A conversation's own number is always recorded.
  if (!sent.id) throw new Error(`the send to conversation ${c.id} was not recorded`);
  // Answering from the panel is taking the conversation over.
  if (c.estado !== 'voce')
    await conversationRpc('pause_conversation', { p_conversa: c.id, p_estado: 'voce', p_motivo: null });
  return must(
    await db.from('chat_messages').select('id,body,autor,status,created_at,direction').eq('id', sent.id).single(),
  );
}

/** A signed URL (5 minutes) for the media of one of the conversation's messages. */
async function mediaOf(db: AdminClient, c: ConversationRow, messageId: string | undefined) {
  const row = messageId
    ? must(
        await db
          .from('chat_messages')
          .select('midia_tipo,midia_path,midia_mime,midia_nome,midia_apagada_em')
          .eq('id', messageId)
          .eq('conversa_id', c.id)
          .maybeSingle(),
      )
    : null;
  if (!row?.midia_path || !row.midia_tipo || row.midia_apagada_em) {
    throw new ConversationError(404, 'media_not_found', 'Mídia não encontrada.');
  }
  return {
    url: await signedMediaUrl(c.user_id, row.midia_path),
    tipo: row.midia_tipo as 'audio' | 'imagem' | 'documento',
    mime: row.midia_mime,
    nome: row.midia_nome,
  };
}

export async function act(
  db: AdminClient,
  userId: string,
  action: Action,
  id: string,
  text: string,
  messageId?: string,
): Promise<ConversationsAnswer | MediaAnswer> {
  const c = await ownConversation(db, userId, id);
  let mensagem: unknown;
  switch (action) {
    case 'enviar':
      mensagem = await send(db, c, validText(text));
      break;
    case 'enviar_modelo': {
      const resume = await resumeTemplate(db, c);
      mensagem = await send(db, c, resume.text, resume.template);
      break;
    }
    case 'assumir':
      await conversationRpc('pause_conversation', { p_conversa: c.id, p_estado: 'voce', p_motivo: null });
      break;
    case 'devolver':
      await conversationRpc('resume_conversation', { p_conversa: c.id });
      break;
    case 'midia':
      return { midia: await mediaOf(db, c, messageId) };
    case 'concluir':
      if (c.atendimento_id) {
        await conversationRpc('close_attendance', { p_atendimento: c.atendimento_id, p_por: 'dono' });
        // The survey goes out now; one that fails is tried again by reminders-dispatch.
        await sendDueSurveys({ attendance: c.atendimento_id }).catch((err) =>
          console.warn('[conversations] survey not sent now:', (err as Error).message),
        );
      }
      break;
  }
  const conversa = await readConversation(db, c.id);
  // The rows' estado, autor and status are held to the contract's lists by the tables' CHECKs.
  return (mensagem ? { conversa, mensagem } : { conversa }) as ConversationsAnswer;
}
