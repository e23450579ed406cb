import type { ColumnList, DeliveryStatus, SentMessageRow, Tables, WithColumns } from 'shared-domain';

// The inbox's rows as the owner may read them (supabase/schemas/conversations/),
// built on shared-domain's generated rows. The generator types `estado`, `autor` and `status` as
// text; the table's CHECKs hold them to the lists narrowed here.

/** Who answers the client now. */
export type ConversationState = 'assistente' | 'aguardando' | 'voce' | 'concluida';

export type MessageAuthor = 'cliente' | 'assistente' | 'voce' | 'plataforma';

/** What a message carries besides text (the column's CHECK): a voice note, a picture, a document. */
export type MediaKind = 'audio' | 'imagem' | 'documento';

const CONVERSATION_FIELDS = [
  'id',
  // 55 + DDD + number, the mobile's 9 included.
  'telefone',
  // The client's WhatsApp name; null when it never showed one.
  'nome',
  'estado',
  // Why the assistant handed off, while 'aguardando'.
  'motivo_transferencia',
  // When the client wrote SAIR (no reminders or surveys); null otherwise.
  'opt_out_em',
  'ultima_mensagem',
  'ultima_mensagem_em',
  // The attendance open now ('Concluir' closes it).
  'atendimento_id',
  // The number wrote more than its limit: until then its messages are recorded and not answered.
  'muitas_mensagens_ate',
  // The client's last message: on the Cloud API free text goes only within 24 hours of it.
  'cliente_escreveu_em',
] as const;

/** conversas' columns the list and the thread read, typed as their literal text for the typed client. */
export const CONVERSATION_COLUMNS = CONVERSATION_FIELDS.join(',') as ColumnList<typeof CONVERSATION_FIELDS>;

type ConversationRow = Pick<Tables<'conversas'>, (typeof CONVERSATION_FIELDS)[number]>;

/** One client number of the owner, as the list and the thread's header show it. */
export type Conversation = WithColumns<ConversationRow, { estado: ConversationState }>;

const MESSAGE_FIELDS = [
  'id',
  'autor',
  'body',
  // 'enviando' between the platform's send and the gateway's answer, then the channel's receipts
  // ('enviada', 'entregue', 'lida') or 'falhou'.
  'status',
  // Why it failed (pt-BR), with 'falhou'.
  'erro',
  'created_at',
  // Its media, when it carries one (null otherwise); the thread opens it by the function's signed URL.
  'midia_tipo',
  // The object in the owner's private bucket: null when there is none (never kept, or too big).
  'midia_path',
  'midia_mime',
  // A document's file name.
  'midia_nome',
  // A voice note's length.
  'midia_segundos',
  // A voice note's words; kept after the audio itself is deleted.
  'transcricao',
  // Why the media could not be heard or kept (pt-BR).
  'midia_erro',
  // When the media was deleted after the retention period.
  'midia_apagada_em',
] as const;

/** chat_messages' columns the thread reads. */
export const MESSAGE_COLUMNS = MESSAGE_FIELDS.join(',') as ColumnList<typeof MESSAGE_FIELDS>;

type MessageRow = Pick<Tables<'chat_messages'>, (typeof MESSAGE_FIELDS)[number]>;

/** One message of a thread. */
export type ChatMessage = WithColumns<
  MessageRow,
  { autor: MessageAuthor; status: DeliveryStatus; midia_tipo: MediaKind | null }
>;

/** The inbox's one cast: a conversas row as read, its `estado` held to the CHECK's list. */
export const asConversation = (row: ConversationRow): Conversation => row as Conversation;

/** A chat_messages row as read, its `autor`, `status` and `midia_tipo` held to the CHECKs' lists. */
export const asMessage = (row: MessageRow): ChatMessage => row as ChatMessage;

/** Text only: what the owner sends carries no media. */
const NO_MEDIA = {
  midia_tipo: null,
  midia_path: null,
  midia_mime: null,
  midia_nome: null,
  midia_segundos: null,
  transcricao: null,
  midia_erro: null,
  midia_apagada_em: null,
} as const satisfies Partial<ChatMessage>;

/** The message an action sent, as the function answers it, as a row of the thread (no failure yet). */
export const sentMessage = (sent: SentMessageRow): ChatMessage => ({ erro: null, ...NO_MEDIA, ...sent });
