// supabase/functions/conversations: what the owner does to one conversation in the inbox.
import * as v from 'valibot';
import type { Tables } from '../database.types.ts';
import type { WithColumns } from '../entities/rowTypes.ts';
import type { DeliveryStatus } from '../whatsapp/cloud.ts';
import { BODY, fieldMessages, NOT_JSON, type FunctionContract } from './contract.ts';

/**
 * 'enviar' answers the client (and takes the conversation over); 'enviar_modelo' sends the approved
 * template 'retomar_conversa' instead, for a Cloud API conversation outside the 24-hour window (the
 * 'enviar' answer there is 409 outside_window); 'midia' answers a signed URL (5 minutes) for the media
 * of one of the conversation's messages (`mensagem`), 404 once it was deleted; the others change who
 * answers.
 */
export const CONVERSATION_ACTIONS = ['enviar', 'enviar_modelo', 'assumir', 'devolver', 'concluir', 'midia'] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

export const CONVERSATIONS_MESSAGES = Object.freeze({
  acao: 'Ação inválida.',
  // A malformed id names no conversation of the caller: the same answer as someone else's.
  conversa: 'Conversa não encontrada.',
  mensagem: 'Mídia não encontrada.',
});

const m = CONVERSATIONS_MESSAGES;

export const conversationsContract = {
  request: v.object(
    {
      acao: v.picklist(CONVERSATION_ACTIONS, m.acao),
      conversa: v.pipe(v.string(m.conversa), v.uuid(m.conversa)),
      // Checked by the function (trimmed, 1 to 4,096 characters) for 'enviar' only; anything but
      // text reads as no text, so it gets 'Digite uma mensagem.'.
      texto: v.fallback(v.optional(v.string()), undefined),
      // 'midia' only: the message whose media to open.
      mensagem: v.optional(v.pipe(v.string(m.mensagem), v.uuid(m.mensagem))),
    },
    fieldMessages(m, m.acao),
  ),
  refusals: {
    [NOT_JSON]: { code: 'invalid_json' },
    // A body that is no object carries no action.
    [BODY]: { code: 'invalid_action' },
    acao: { code: 'invalid_action' },
    conversa: { code: 'conversation_not_found', status: 404 },
    mensagem: { code: 'media_not_found', status: 404 },
  },
} satisfies FunctionContract;

export type ConversationsRequest = v.InferInput<typeof conversationsContract.request>;

/** The columns' CHECK lists, which the generated types leave as text. */
export type ConversationStateName = 'assistente' | 'aguardando' | 'voce' | 'concluida';
export type MessageAuthorName = 'cliente' | 'assistente' | 'voce' | 'plataforma';

/** The conversation after the action, as the function reads it back. */
export type ConversationAnswerRow = WithColumns<
  Pick<
    Tables<'conversas'>,
    | 'id'
    | 'user_id'
    | 'id_dono'
    | 'telefone'
    | 'chat'
    | 'nome'
    | 'estado'
    | 'motivo_transferencia'
    | 'pausado_em'
    | 'opt_out_em'
    | 'ultima_mensagem'
    | 'ultima_mensagem_em'
    | 'atendimento_id'
  >,
  { estado: ConversationStateName }
>;

/** The message 'enviar' sent, as recorded: the thread's columns (and its direction, 'outgoing'). */
export type SentMessageRow = WithColumns<
  Pick<Tables<'chat_messages'>, 'id' | 'body' | 'autor' | 'status' | 'created_at'>,
  { autor: MessageAuthorName; status: DeliveryStatus }
> & { direction?: string };

export interface ConversationsAnswer {
  /** The whole row; typed partial (but its id) because the inbox merges it onto the row it holds. */
  conversa: Partial<ConversationAnswerRow> & Pick<ConversationAnswerRow, 'id'>;
  /** For 'enviar' only. */
  mensagem?: SentMessageRow;
}

/** 'midia': where the owner's browser reads the media, for a few minutes. */
export interface MediaAnswer {
  midia: {
    /** A signed URL of the owner's private bucket (expires in 5 minutes). */
    url: string;
    tipo: 'audio' | 'imagem' | 'documento';
    mime: string | null;
    nome: string | null;
  };
}

/** Each action's answer: 'enviar' always carries the message. */
export interface ConversationsAnswers {
  enviar: ConversationsAnswer & { mensagem: SentMessageRow };
  enviar_modelo: ConversationsAnswer & { mensagem: SentMessageRow };
  midia: MediaAnswer;
  assumir: ConversationsAnswer;
  devolver: ConversationsAnswer;
  concluir: ConversationsAnswer;
}
