// A client's WhatsApp message (messages.upsert): a reply to a reminder is applied to the appointment
// (answer_reminder) and answered in the chat; anything else — and a reply with no reminder waiting
// for it — goes on to the owner's assistant, the delivery forwarded unchanged to its workflow, once
// per message id, and kept until n8n takes it (_shared/assistantForward.ts).
import { forwardMessage, type ForwardOutcome } from '../_shared/assistantForward.ts';
import { evolution, textOf, type StoredMessage } from '../_shared/evolution.ts';
import { admin, must } from '../_shared/supabase.ts';
import { numberOfJid, type InstanceRow } from '../_shared/whatsappState.ts';
import { senderPhone } from '../_shared/whatsappPhone.ts';
import { replyText, type AnsweredReminder } from './answers.ts';
import { parseReply, type ReplyAnswer } from './replies.ts';

/** The chat's reply may wait this long (the gateway waits for this webhook's answer). */
const REPLY_TIMEOUT_MS = 10_000;

export interface ClientMessage {
  /** The gateway's id of the message. */
  id: string;
  /** The chat to answer in: digits of the sender's WhatsApp id. */
  chat: string;
  /** 55 + DDD + number (the mobile's 9 added back), null for an id that is not a phone. */
  phone: string | null;
  text: string;
}

/** Chats that are not one client: groups, broadcast lists and status, channels. */
const NOT_A_CLIENT = /@(g\.us|broadcast|newsletter)$/;

/** The message of a messages.upsert delivery when a client sent it; null otherwise (our own, a group…). */
export function clientMessage(data: unknown): ClientMessage | null {
  const msg = data as Partial<StoredMessage> | null;
  const jid = msg?.key?.remoteJid;
  if (!msg?.key || msg.key.fromMe !== false || typeof jid !== 'string' || NOT_A_CLIENT.test(jid)) return null;
  if (typeof msg.key.id !== 'string' || !msg.key.id) return null;
  const chat = numberOfJid(jid);
  if (!chat) return null;
  const isPhone = /@(s\.whatsapp\.net|c\.us)$/.test(jid);
  return { id: msg.key.id, chat, phone: isPhone ? senderPhone(chat) : null, text: textOf(msg.message).trim() };
}

/** Applies the answer to the phone's newest reminder of this instance's owner, when there is one waiting. */
async function answerReminder(instance: string, phone: string, answer: ReplyAnswer): Promise<AnsweredReminder | null> {
  const result = must(
    await admin().rpc('answer_reminder', { p_instance: instance, p_phone: phone, p_answer: answer }),
  ) as unknown as { matched: boolean } | null;
  return result?.matched ? (result as AnsweredReminder) : null;
}

/** The client's answer in the chat; the appointment is already changed, so a failure is only logged. */
async function reply(row: InstanceRow, chat: string, text: string): Promise<void> {
  try {
    await evolution.sendText(row.instance_name, chat, text, { timeoutMs: REPLY_TIMEOUT_MS });
  } catch (err) {
    console.warn('[whatsapp-webhook] reply not sent:', (err as Error).message);
  }
}

export type MessageOutcome = 'answered' | ForwardOutcome;

export async function onClientMessage(row: InstanceRow, msg: ClientMessage, raw: string): Promise<MessageOutcome> {
  const answer = msg.phone && msg.text ? parseReply(msg.text) : null;
  if (answer && msg.phone) {
    const answered = await answerReminder(row.instance_name, msg.phone, answer);
    if (answered) {
      await reply(row, msg.chat, replyText(answer, answered, Deno.env.get('SITE_URL') ?? null));
      return 'answered';
    }
  }
  return forwardMessage(row.user_id, row.instance_name, msg.id, raw);
}
