// The body the workflow's reply node sends, {telefone, texto}: telefone the digits of the client's
// WhatsApp id (as the tool nodes send it), texto the model's answer. Checked before anything is read
// or written; an answer over WhatsApp's usual length still goes out (WhatsApp takes long texts).

export interface Reply {
  /** Digits of the client's WhatsApp id: where the answer goes. */
  chat: string;
  texto: string;
}

export type ReplyInput = { ok: true; reply: Reply } | { ok: false; status: number; code: string; message: string };

const refuse = (status: number, code: string, message: string): ReplyInput => ({ ok: false, status, code, message });

/** A WhatsApp id's digits: up to 15 (E.164), and at least a local number's 8. */
const CHAT = /^\d{8,15}$/;

export function replyOf(raw: string): ReplyInput {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse(400, 'invalid_request', 'Requisição inválida: o corpo não é JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(400, 'invalid_request', 'Requisição inválida');
  }
  const { telefone, texto } = body as Record<string, unknown>;
  if (typeof texto !== 'string' || !texto.trim()) return refuse(400, 'empty_message', 'A resposta está vazia.');
  const chat = typeof telefone === 'string' ? telefone.replace(/@.*$/, '').replace(/\D/g, '') : '';
  if (!CHAT.test(chat)) return refuse(422, 'invalid_phone', 'Telefone do cliente inválido');
  return { ok: true, reply: { chat, texto: texto.trim() } };
}
