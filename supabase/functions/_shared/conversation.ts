// The owner's conversations with their clients (public.conversas), as the functions see them, and
// every message the platform sends on the owner's WhatsApp: recorded in the client's thread first
// ('enviando'), then sent through the owner's instance, then given the gateway's id ('enviada'). The
// gateway's echo of the send (send.message / messages.upsert fromMe) finds the row by its text, so it
// is never taken for a message the owner typed on the phone. A send that fails leaves nothing recorded.
// The rules are in supabase/schemas/conversations/.
import { AssistantLimitError, ownerDailyRuns } from './assistantLimits.ts';
import { type CallOptions, evolution } from './evolution.ts';
import { DailyCapError, dailyCap, isDailyCap } from './sendCaps.ts';
import { admin, type Database, DbError, must } from './supabase.ts';

export type Author = 'assistente' | 'voce' | 'plataforma';
export type ConversationStatus = 'assistente' | 'aguardando' | 'voce' | 'concluida';

/** A conversation as the SQL functions answer it (conversation_json). */
export interface Conversation {
  conversa_id: string;
  user_id: string;
  id_dono: string;
  /** 55 + DDD + number, the mobile's 9 included. */
  telefone: string;
  /** Digits of the client's WhatsApp id: where answers go. */
  chat: string;
  nome: string | null;
  estado: ConversationStatus;
  atendimento_id: string | null;
  opt_out: boolean;
  /** The assistant does not answer this client now ('aguardando' or 'voce'). */
  pausado: boolean;
}

/** The send could not start: the owner has no WhatsApp instance. */
export class NoInstanceError extends Error {
  constructor() {
    super('no_instance');
    this.name = 'NoInstanceError';
  }
}

type SqlFunctions = Database['public']['Functions'];
type SqlFunction = keyof SqlFunctions & string;
/** A SQL function's arguments as the generated types name them; any of them may be null (SQL's own). */
type SqlArgs<N extends SqlFunction> = { [K in keyof SqlFunctions[N]['Args']]: SqlFunctions[N]['Args'][K] | null };
/** One call: the function's name and its arguments, checked together against the generated types. */
type SqlCall = { [N in SqlFunction]: [name: N, args: SqlArgs<N>] }[SqlFunction];

/**
 * Calls one of the conversation SQL functions (service role) and returns its JSON answer. The name
 * and the arguments are checked against the generated database types, so a function renamed or an
 * argument misspelt fails the type check.
 */
export async function conversationRpc<T>(...[name, args]: SqlCall): Promise<T> {
  return must(await admin().rpc(name, args as SqlFunctions[typeof name]['Args'])) as T;
}

export interface SentMessage {
  /** chat_messages.id; null for a number no conversation can have (sent unrecorded). */
  id: string | null;
  /** The gateway's id of the message. */
  waMessageId: string | null;
}

/**
 * Records `text` in the owner's conversation with `chat` as `author`, sends it through the owner's
 * instance and marks it sent. Throws NoInstanceError (nothing recorded) or the gateway's error (the
 * record removed again).
 */
export async function sendRecorded(
  userId: string,
  chat: string,
  author: Author,
  text: string,
  options?: CallOptions,
): Promise<SentMessage> {
  return (await send(userId, chat, author, text, false, options))!;
}

/**
 * The assistant's reply: as sendRecorded, but null (nothing recorded or sent) while the conversation is
 * paused, and counted against the owner's assistant budget of the day (AssistantLimitError over it),
 * not against the daily WhatsApp cap that reminders and confirmations use.
 */
export function sendUnlessPaused(userId: string, chat: string, text: string): Promise<SentMessage | null> {
  return send(userId, chat, 'assistente', text, true);
}

interface StartedSend {
  /** null: not recorded (a number no client can write from). */
  message_id: string | null;
  instance_name: string | null;
  chat: string;
  paused?: boolean;
}

async function send(
  userId: string,
  chat: string,
  author: Author,
  text: string,
  unlessPaused: boolean,
  options?: CallOptions,
): Promise<SentMessage | null> {
  let started: StartedSend;
  try {
    started =
      author === 'assistente' && unlessPaused
        ? await conversationRpc<StartedSend>('begin_assistant_reply', {
            p_user: userId,
            p_chat: chat,
            p_texto: text,
            p_cap: ownerDailyRuns(),
          })
        : await conversationRpc<StartedSend>('begin_send', {
            p_user: userId,
            p_chat: chat,
            p_autor: author,
            p_texto: text,
            p_unless_paused: unlessPaused,
            // The owner's daily allowance of platform messages (not taken by the owner's own 'voce').
            p_daily_cap: dailyCap('whatsapp'),
          });
  } catch (err) {
    if (isDailyCap(err)) throw new DailyCapError();
    if (err instanceof DbError && err.message.includes('assistant_daily_limit')) throw new AssistantLimitError();
    throw err;
  }
  if (started.paused) return null;
  const id = started.message_id;
  const undo = async () => {
    if (id) await conversationRpc('fail_send', { p_message: id });
  };
  if (!started.instance_name) {
    await undo();
    throw new NoInstanceError();
  }
  let waMessageId: string | null;
  try {
    const sent = await evolution.sendText(started.instance_name, started.chat, text, options);
    waMessageId = sent?.key?.id ?? null;
  } catch (err) {
    await undo().catch((e) => console.error('[conversation] failed send not removed:', id, (e as Error).message));
    throw err;
  }
  if (id) await conversationRpc('finish_send', { p_message: id, p_wa_id: waMessageId });
  return { id, waMessageId };
}
