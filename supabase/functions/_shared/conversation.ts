// The owner's conversations with their clients (public.conversas), as the functions see them, and
// every message the platform sends on the owner's WhatsApp: recorded in the client's thread first
// ('enviando'), then sent through the owner's channel (channel/: the QR code's gateway or Meta's
// Cloud API), then given the provider's id ('enviada'). The gateway's echo of the send (send.message /
// messages.upsert fromMe) finds the row by its text, so it is never taken for a message the owner
// typed on the phone. A send that fails leaves nothing recorded, but for one the Cloud API's rules
// keep from going out (outside the 24-hour window with no approved template): a platform or assistant
// message stays in the thread as failed with its reason, so the owner sees what the client did not get.
// The rules are in supabase/schemas/conversations/.
import { OUTSIDE_WINDOW_MESSAGE, type TemplateKind } from '../../../shared-domain/src/whatsapp/cloud.ts';
import { AssistantLimitError, ownerDailyRuns } from './assistantLimits.ts';
import { type Channel, type ChannelTarget, channelOf } from './channel/index.ts';
import { GraphError, graphFailureReason } from './channel/graph.ts';
import { approvedTemplate, renderTemplate, templateLabel } from './channel/templates.ts';
import type { CallOptions } from './evolution.ts';
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

/** The Cloud API would not take it: outside the 24-hour window and no approved template. */
export class OutsideWindowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OutsideWindowError';
  }
}

/** The template that says the same as the text, for the Cloud API (its body's values, its buttons' payloads). */
export interface TemplateOption {
  tipo: TemplateKind;
  params: string[];
  payloads?: string[];
  /** Only the template may go (the inbox's 'enviar_modelo'): no free-text fallback. */
  only?: boolean;
}

export interface SendOptions extends CallOptions {
  template?: TemplateOption;
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
  options?: SendOptions,
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

interface StartedSend extends ChannelTarget {
  /** null: not recorded (a number no client can write from). */
  message_id: string | null;
  chat: string;
  paused?: boolean;
  /** The client wrote within 24 hours (free text may go on the Cloud API). */
  janela?: boolean;
}

/** Sends on the channel: the approved template when there is one, else text if the window allows it. */
async function deliverOn(
  channel: Channel,
  started: StartedSend,
  text: string,
  template: string | null,
  options: SendOptions,
): Promise<{ id: string | null }> {
  const t = options.template;
  if (t && template)
    return channel.sendTemplate(started.chat, { name: template, params: t.params, payloads: t.payloads }, options);
  if (channel.templates && (t?.only || !started.janela)) {
    throw new OutsideWindowError(
      t ? `O modelo "${templateLabel(t.tipo)}" ainda não foi aprovado pela Meta.` : OUTSIDE_WINDOW_MESSAGE,
    );
  }
  return channel.sendText(started.chat, text, options);
}

async function send(
  userId: string,
  chat: string,
  author: Author,
  text: string,
  unlessPaused: boolean,
  options: SendOptions = {},
): Promise<SentMessage | null> {
  // A template approved for this business (Cloud API only) says the same: it is what goes and what
  // the thread shows.
  const template = options.template ? await approvedTemplate(userId, options.template.tipo) : null;
  if (template) text = renderTemplate(options.template!.tipo, options.template!.params);
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
    waMessageId = (await deliverOn(channelOf(started), started, text, template, options)).id;
  } catch (raw) {
    const err =
      raw instanceof GraphError && raw.code === 131047 ? new OutsideWindowError(graphFailureReason(131047)) : raw;
    if (err instanceof OutsideWindowError && id && author !== 'voce') {
      await conversationRpc('fail_send_with_reason', { p_message: id, p_erro: err.message });
      throw err;
    }
    await undo().catch((e) => console.error('[conversation] failed send not removed:', id, (e as Error).message));
    throw err;
  }
  if (id) await conversationRpc('finish_send', { p_message: id, p_wa_id: waMessageId });
  return { id, waMessageId };
}
