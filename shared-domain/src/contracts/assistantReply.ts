// supabase/functions/assistant-reply: the published assistant's answer to a client, sent by its n8n
// workflow's reply node (not by the browser, so not in the registry of callFunction()).
import * as v from 'valibot';
import { BODY, fieldMessages, NOT_JSON, type FunctionContract } from './contract.ts';

export const ASSISTANT_REPLY_MESSAGES = Object.freeze({
  body: 'Requisição inválida',
  notJson: 'Requisição inválida: o corpo não é JSON',
  texto: 'A resposta está vazia.',
  telefone: 'Telefone do cliente inválido',
});

const m = ASSISTANT_REPLY_MESSAGES;

/** A WhatsApp id's digits: up to 15 (E.164), and at least a local number's 8. */
const CHAT = /^\d{8,15}$/;

/** The digits of a WhatsApp id ('5511…@s.whatsapp.net' or a number with punctuation); '' for no text. */
const chatOf = (telefone: unknown) =>
  typeof telefone === 'string' ? telefone.replace(/@.*$/, '').replace(/\D/g, '') : '';

/**
 * {telefone, texto}: the text first (any text but blank, trimmed; an answer over WhatsApp's usual
 * length still goes out), then the client's WhatsApp id. Parsed as {chat, texto}.
 */
export const assistantReplyContract = {
  request: v.pipe(
    v.unknown(),
    // An array is an object to valibot, not to the function.
    v.check((body) => !Array.isArray(body), m.body),
    v.object(
      {
        texto: v.pipe(v.string(m.texto), v.trim(), v.nonEmpty(m.texto)),
        telefone: v.pipe(v.unknown(), v.transform(chatOf), v.regex(CHAT, m.telefone)),
      },
      fieldMessages(m, m.body),
    ),
    v.transform(({ texto, telefone }) => ({ chat: telefone, texto })),
  ),
  refusals: {
    [NOT_JSON]: { code: 'invalid_request', message: m.notJson },
    [BODY]: { code: 'invalid_request' },
    texto: { code: 'empty_message' },
    telefone: { code: 'invalid_phone', status: 422 },
  },
} satisfies FunctionContract;

/** What the workflow sends: telefone the client's WhatsApp id (as the tool nodes send it), texto the model's answer. */
export interface AssistantReplyRequest {
  telefone: string;
  texto: string;
}

/**
 * Sent (id: the recorded chat_messages row; null for a number no conversation can have), or not sent
 * because the owner took over or the assistant handed off.
 */
export type AssistantReplyAnswer = { sent: true; id: string | null } | { sent: false; reason: 'paused' };
