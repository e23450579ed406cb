// A client's message, from either channel (normalised: channel/): recorded in their conversation first
// (once per message id), marked read, then read in order —
// 0. a tap on a reminder template's 'Confirmar' / 'Cancelar' (Cloud API): that appointment's answer;
// 1. SAIR / VOLTAR: the client's choice about reminders and surveys, confirmed in the chat when it
//    changed something, at most once per 10 minutes (a repeat or a quick change back is silent);
// 2. an answer to the newest question the platform asked: the survey's 0–10, or a reminder's 1 / 2;
// 3. otherwise a message for the assistant: it joins (or opens) the attendance, and goes to the
//    owner's assistant unless the conversation is paused (the owner took over, or the assistant
//    handed off), in which case it waits in the inbox for the owner; or unless a limit holds it
//    (_shared/assistantLimits.ts): the number wrote too much ('too_many'), or the owner's assistant
//    used up its day ('assistant_paused', the owner told once by e-mail). Held messages stay in the
//    inbox and get no answer.
import { activeWebhook, forwardMessage, type ForwardOutcome } from '../assistantForward.ts';
import { type AssistantTurn, assistantLimits, releaseAssistantNotice, takeAssistantTurn } from '../assistantLimits.ts';
import { assistantDelivery } from '../assistantDelivery.ts';
import { channelOf, type IncomingMedia } from '../channel/index.ts';
import { CANNOT_HEAR, hearVoiceNote, keepMedia, mediaWords, voiceWords } from '../media/incomingMedia.ts';
import { type Conversation, conversationRpc, sendRecorded } from '../conversation.ts';
import { sendEmail } from '../email.ts';
import type { InstanceRow } from '../whatsappState.ts';
import { replyText, type AnsweredReminder } from './answers.ts';
import { budgetEmail } from './budgetEmail.ts';
import { commandOf, optInText, optOutText, scoreOf, surveyThanks } from './commands.ts';
import type { IncomingMessage } from '../channel/index.ts';
import { parseReply } from './replies.ts';

/** The chat's reply may wait this long (the gateway waits for this webhook's answer). */
const REPLY_TIMEOUT_MS = 10_000;

export type IncomingOutcome =
  | 'duplicate'
  | 'not_heard'
  | 'stale_button'
  | 'opted_out'
  | 'opted_in'
  | 'rated'
  | 'answered'
  | 'paused'
  | 'too_many'
  | 'assistant_paused'
  | ForwardOutcome;

/** The platform's answer in the chat; what it answers is already applied, so a failure is only logged. */
async function reply(row: InstanceRow, chat: string, text: string): Promise<void> {
  try {
    await sendRecorded(row.user_id, chat, 'plataforma', text, { timeoutMs: REPLY_TIMEOUT_MS });
  } catch (err) {
    console.warn('[whatsapp-webhook] reply not sent:', (err as Error).message);
  }
}

async function answerReminder(row: InstanceRow, msg: IncomingMessage): Promise<AnsweredReminder | null> {
  const answer = msg.phone ? parseReply(msg.text) : null;
  if (!answer || !msg.phone) return null;
  const result = await conversationRpc<{ matched: boolean } | null>('answer_reminder', {
    p_instance: row.instance_name,
    p_phone: msg.phone,
    p_answer: answer,
  });
  if (!result?.matched) return null;
  const answered = result as AnsweredReminder;
  await reply(row, msg.chat, replyText(answer, answered, Deno.env.get('SITE_URL') ?? null));
  return answered;
}

/** A template's 'Confirmar' / 'Cancelar': the payload names the appointment that template was about. */
const BUTTON_PAYLOAD = /^(confirmar|cancelar):([0-9a-f-]{36})$/i;

/**
 * A tap on a reminder's quick reply answers that appointment's reminder, exactly like '1' or '2' would
 * answer the newest one; null when the payload is not the platform's. A tap on a reminder already
 * answered (or an appointment past) changes nothing and gets no answer.
 */
async function answerButton(row: InstanceRow, msg: IncomingMessage): Promise<'answered' | 'stale_button' | null> {
  const m = msg.button ? BUTTON_PAYLOAD.exec(msg.button.payload) : null;
  if (!m || !msg.phone) return null;
  const answer = m[1].toLowerCase() === 'confirmar' ? 'confirmado' : 'cancelado';
  const result = await conversationRpc<{ matched: boolean } | null>('answer_reminder', {
    p_instance: row.instance_name,
    p_phone: msg.phone,
    p_answer: answer,
    p_agendamento: m[2].toLowerCase(),
  });
  if (!result?.matched) return 'stale_button';
  await reply(row, msg.chat, replyText(answer, result as AnsweredReminder, Deno.env.get('SITE_URL') ?? null));
  return 'answered';
}

/** Marks the client's message read on their phone; a failure is only logged (nothing depends on it). */
async function markRead(row: InstanceRow, msg: IncomingMessage): Promise<void> {
  try {
    await channelOf(row).markRead(msg.chat, msg.id);
  } catch (err) {
    console.warn('[incoming] not marked read:', (err as Error).message);
  }
}

/** 1 and 2: an answer to the survey or the reminder, whichever the platform asked last. */
async function answerQuestion(
  row: InstanceRow,
  c: Conversation,
  msg: IncomingMessage,
): Promise<'rated' | 'answered' | null> {
  const score = scoreOf(msg.text);
  if (score !== null) {
    const rated = await conversationRpc<{ matched: boolean; negocio: string }>('answer_survey', {
      p_conversa: c.conversa_id,
      p_nota: score,
    });
    if (rated.matched) {
      await reply(row, msg.chat, surveyThanks(rated.negocio));
      return 'rated';
    }
  }
  return (await answerReminder(row, msg)) ? 'answered' : null;
}

export async function onClientMessage(row: InstanceRow, msg: IncomingMessage): Promise<IncomingOutcome> {
  const recorded = await conversationRpc<Conversation & { duplicate: boolean }>('record_incoming', {
    p_instance: row.instance_name,
    p_wa_id: msg.id,
    p_chat: msg.chat,
    p_nome: msg.pushName,
    p_texto: msg.text,
  });
  if (recorded.duplicate) return 'duplicate';
  const read = markRead(row, msg);
  try {
    return await readMessage(row, msg, recorded);
  } finally {
    await read;
  }
}

async function readMessage(row: InstanceRow, msg: IncomingMessage, recorded: Conversation): Promise<IncomingOutcome> {
  // A voice note, a picture or a document: kept, then (heard, for a voice note) the assistant's.
  if (msg.media) return onMedia(row, msg, recorded, msg.media);
  const tapped = await answerButton(row, msg);
  if (tapped) return tapped;

  const command = commandOf(msg.text);
  if (command) {
    const set = await conversationRpc<{ negocio: string; confirmar: boolean }>('set_opt_out', {
      p_conversa: recorded.conversa_id,
      p_sair: command === 'sair',
    });
    if (set.confirmar) {
      await reply(row, msg.chat, command === 'sair' ? optOutText(set.negocio) : optInText(set.negocio));
    }
    return command === 'sair' ? 'opted_out' : 'opted_in';
  }

  const answered = await answerQuestion(row, recorded, msg);
  if (answered) return answered;
  return toAssistant(row, msg, recorded, async () => msg.words);
}

/**
 * The message for the owner's assistant: it joins (or opens) the attendance and goes to the assistant
 * unless the conversation is paused or a limit holds it. `words` is what the assistant reads, worked
 * out only once the turn is taken (a voice note's transcription counts as the assistant's work); null
 * from it means the message is not for the assistant after all (an unheard voice note: answered).
 */
async function toAssistant(
  row: InstanceRow,
  msg: IncomingMessage,
  recorded: Conversation,
  words: () => Promise<string | null>,
): Promise<IncomingOutcome> {
  const conversation = await conversationRpc<Conversation>('open_attendance', {
    p_conversa: recorded.conversa_id,
    p_wa_id: msg.id,
  });
  if (conversation.pausado) return 'paused';
  // Counted only when there is an assistant to run.
  const webhookUrl = await activeWebhook(row.user_id);
  if (!webhookUrl) return 'no_assistant';
  const limits = assistantLimits();
  const turn = await takeAssistantTurn(conversation.conversa_id, limits);
  if (turn.avisar) await tellOwner(turn, limits.ownerRuns);
  if (!turn.allowed) return turn.reason === 'dono' ? 'assistant_paused' : 'too_many';
  const said = await words();
  if (said === null) return 'not_heard';
  const body = JSON.stringify(assistantDelivery(row.instance_name, { ...msg, words: said }));
  return forwardMessage(row.user_id, row.instance_name, msg.id, body, webhookUrl);
}

/**
 * A voice note, picture or document: kept in the owner's bucket first. A voice note is transcribed
 * when the assistant takes it (its words, marked, are what the assistant reads); one that cannot be
 * heard gets one polite answer asking the client to write, and waits in the inbox. A picture or a
 * document goes to the assistant as its caption, marked, or as the mark alone.
 */
async function onMedia(
  row: InstanceRow,
  msg: IncomingMessage,
  recorded: Conversation,
  media: IncomingMedia,
): Promise<IncomingOutcome> {
  const kept = await keepMedia(row, msg, media);
  if (media.kind !== 'audio') return toAssistant(row, msg, recorded, async () => mediaWords(media));
  return toAssistant(row, msg, recorded, async () => {
    const heard = kept.erro ? { erro: kept.erro } : await hearVoiceNote(row, msg, media, kept.bytes);
    if ('words' in heard) return voiceWords(heard.words);
    await reply(row, msg.chat, CANNOT_HEAR);
    return null;
  });
}

/** The owner's e-mail: the assistant paused until midnight. Not sent: the claim is given back for the next message. */
async function tellOwner(turn: AssistantTurn, runs: number): Promise<void> {
  if (!turn.email) {
    console.error('[whatsapp-webhook] assistant pause e-mail not sent: the owner has no e-mail', turn.id_dono);
    return;
  }
  try {
    await sendEmail(
      budgetEmail(
        turn.email,
        { idDono: turn.id_dono, dia: turn.dia!, negocio: turn.negocio ?? null, runs },
        Deno.env.get('SITE_URL'),
      ),
    );
  } catch (err) {
    console.error('[whatsapp-webhook] assistant pause e-mail not sent:', (err as Error).message);
    if (turn.dia) await releaseAssistantNotice(turn.id_dono, turn.dia).catch(() => undefined);
  }
}
