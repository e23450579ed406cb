// The Cloud API's webhook body, normalised: {object: 'whatsapp_business_account', entry: [{id: waba,
// changes: [{field: 'messages', value: {metadata: {phone_number_id}, contacts, messages, statuses}}]}]}
// → each client's message (as IncomingMessage, by the number it reached) and each status of a message
// the business sent. Other fields (template reviews, account updates) are read by the webhook itself.
import { DELIVERY_STATUSES } from '../../../../shared-domain/src/whatsapp/cloud.ts';
import { senderPhone } from '../whatsappPhone.ts';
import { graphFailureReason } from './graph.ts';
import type { IncomingMedia, IncomingMessage } from './index.ts';

export interface CloudMessage extends IncomingMessage {
  phoneNumberId: string;
}

export interface CloudStatus {
  phoneNumberId: string;
  /** The wamid of the business's message. */
  id: string;
  status: 'enviada' | 'entregue' | 'lida' | 'falhou';
  /** pt-BR, for a failure. */
  erro: string | null;
}

/** Media as the thread shows them (with the caption after, when there is one). */
const MEDIA: Record<string, string> = {
  image: '[imagem]',
  audio: '[áudio]',
  document: '[documento]',
  video: '[vídeo]',
  sticker: '[figurinha]',
  location: '[localização]',
  contacts: '[contato]',
};

const STATUS: Record<string, CloudStatus['status']> = {
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
};

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The media the product keeps, by the Cloud API's message type. */
const KEPT: Record<string, IncomingMedia['kind']> = { audio: 'audio', image: 'imagem', document: 'documento' };

function mediaOf(m: Json): IncomingMedia | undefined {
  const kind = KEPT[str(m.type)];
  const media = obj(m[str(m.type)]);
  if (!kind || !str(media.id)) return undefined;
  return {
    kind,
    ref: str(media.id),
    mimeType: str(media.mime_type) || 'application/octet-stream',
    ...(str(media.caption).trim() ? { caption: str(media.caption).trim() } : {}),
    ...(str(media.filename) ? { fileName: str(media.filename) } : {}),
  };
}

function contentOf(m: Json): {
  text: string;
  words: string;
  button?: IncomingMessage['button'];
  media?: IncomingMedia;
} {
  const type = str(m.type);
  if (type === 'text') {
    const body = str(obj(m.text).body).trim();
    return { text: body || '[mensagem]', words: body };
  }
  if (type === 'button') {
    const b = obj(m.button);
    return {
      text: str(b.text) || '[botão]',
      words: str(b.text),
      button: { payload: str(b.payload), text: str(b.text) },
    };
  }
  if (type === 'interactive') {
    const reply = obj(obj(m.interactive).button_reply);
    const title = str(reply.title);
    return { text: title || '[mensagem]', words: title, button: { payload: str(reply.id), text: title } };
  }
  const label = MEDIA[type];
  if (label) {
    const caption = str(obj(m[type]).caption).trim();
    const media = mediaOf(m);
    return { text: caption ? `${label} ${caption}` : label, words: '', ...(media ? { media } : {}) };
  }
  return { text: '[mensagem]', words: '' };
}

export function cloudEvents(body: unknown): { messages: CloudMessage[]; statuses: CloudStatus[] } {
  const messages: CloudMessage[] = [];
  const statuses: CloudStatus[] = [];
  for (const entry of list(obj(body).entry)) {
    for (const change of list(entry.changes)) {
      if (str(change.field) !== 'messages') continue;
      const value = obj(change.value);
      const phoneNumberId = str(obj(value.metadata).phone_number_id);
      if (!phoneNumberId) continue;
      const names = new Map(list(value.contacts).map((c) => [str(c.wa_id), str(obj(c.profile).name) || null]));
      for (const m of list(value.messages)) {
        const from = str(m.from).replace(/\D/g, '');
        const id = str(m.id);
        if (!id || from.length < 8 || from.length > 15) continue;
        messages.push({
          phoneNumberId,
          id,
          fromMe: false,
          chat: from,
          remoteJid: `${from}@s.whatsapp.net`,
          phone: senderPhone(from),
          pushName: names.get(from) ?? null,
          ...contentOf(m),
        });
      }
      for (const s of list(value.statuses)) {
        const status = STATUS[str(s.status)];
        if (!status || !str(s.id) || !DELIVERY_STATUSES.includes(status)) continue;
        const code = Number(obj(list(s.errors)[0]).code) || 0;
        statuses.push({
          phoneNumberId,
          id: str(s.id),
          status,
          erro: status === 'falhou' ? graphFailureReason(code) : null,
        });
      }
    }
  }
  return { messages, statuses };
}
