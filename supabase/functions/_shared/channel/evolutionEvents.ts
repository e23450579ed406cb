// The QR code channel's incoming events, normalised: a message of a messages.upsert / send.message
// delivery (Evolution v2), as the product records it: who wrote it
// (the client, or the instance's own number), the chat, and its text, with media as a placeholder.
// Groups, broadcast lists, status and channels are not a client's conversation and are left alone.
import type { StoredMessage } from '../evolution.ts';
import type { IncomingMedia, IncomingMessage } from './index.ts';
import { textOf } from '../evolution.ts';
import { numberOfJid, senderPhone } from '../whatsappPhone.ts';

/** Chats that are not one client: groups, broadcast lists and status, channels. */
const NOT_A_CLIENT = /@(g\.us|broadcast|newsletter)$/;

/** Media kinds as the thread shows them. */
const MEDIA: Record<string, string> = {
  imageMessage: '[imagem]',
  audioMessage: '[áudio]',
  pttMessage: '[áudio]',
  documentMessage: '[documento]',
  documentWithCaptionMessage: '[documento]',
  videoMessage: '[vídeo]',
  stickerMessage: '[figurinha]',
  locationMessage: '[localização]',
  contactMessage: '[contato]',
};

type Content = Record<string, { caption?: unknown } | undefined> | null | undefined;

/** Evolution's media messages the product keeps, by its kind. */
const KEPT: Record<string, IncomingMedia['kind']> = {
  audioMessage: 'audio',
  pttMessage: 'audio',
  imageMessage: 'imagem',
  documentMessage: 'documento',
  documentWithCaptionMessage: 'documento',
};

type MediaContent = { mimetype?: unknown; seconds?: unknown; caption?: unknown; fileName?: unknown };

/** A voice note, picture or document of the message (its bytes when the webhook sends base64). */
function mediaOf(id: string, content: Content, base64: unknown): IncomingMedia | undefined {
  for (const [field, kind] of Object.entries(KEPT)) {
    let m = content?.[field] as MediaContent | undefined;
    // A document with a caption nests the document message one level down.
    if (m && field === 'documentWithCaptionMessage') {
      m = (m as { message?: { documentMessage?: MediaContent } }).message?.documentMessage ?? m;
    }
    if (!m) continue;
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return {
      kind,
      ref: id,
      mimeType: str(m.mimetype) ?? (kind === 'audio' ? 'audio/ogg' : 'application/octet-stream'),
      ...(typeof base64 === 'string' && base64 ? { base64 } : {}),
      ...(typeof m.seconds === 'number' ? { seconds: m.seconds } : {}),
      ...(str(m.caption) ? { caption: str(m.caption) } : {}),
      ...(str(m.fileName) ? { fileName: str(m.fileName) } : {}),
    };
  }
  return undefined;
}

/** The message's text; media as its placeholder, a caption after it. */
export function textOfContent(message: StoredMessage['message'] | undefined): string {
  const text = textOf(message).trim();
  if (text) return text;
  const content = message as Content;
  for (const [kind, label] of Object.entries(MEDIA)) {
    const media = content?.[kind];
    if (media) {
      const caption = typeof media.caption === 'string' ? media.caption.trim() : '';
      return caption ? `${label} ${caption}` : label;
    }
  }
  return '[mensagem]';
}

/** The message of a delivery when it belongs to a client's conversation; null otherwise. */
export function whatsappMessage(data: unknown): IncomingMessage | null {
  const msg = data as (Partial<StoredMessage> & { key?: { fromMe?: unknown } }) | null;
  const jid = msg?.key?.remoteJid;
  if (!msg?.key || typeof msg.key.fromMe !== 'boolean' || typeof jid !== 'string' || NOT_A_CLIENT.test(jid)) {
    return null;
  }
  if (typeof msg.key.id !== 'string' || !msg.key.id) return null;
  const chat = numberOfJid(jid);
  if (!chat) return null;
  const isPhone = /@(s\.whatsapp\.net|c\.us)$/.test(jid);
  const media = mediaOf(
    msg.key.id,
    msg.message as Content,
    (msg as { message?: { base64?: unknown } }).message?.base64,
  );
  return {
    id: msg.key.id,
    fromMe: msg.key.fromMe,
    chat,
    remoteJid: jid,
    phone: isPhone ? senderPhone(chat) : null,
    pushName: !msg.key.fromMe && typeof msg.pushName === 'string' ? msg.pushName : null,
    text: textOfContent(msg.message),
    // The text (a conversation or an extended text); '' for media (channel/../media reads those).
    words: textOf(msg.message),
    ...(media ? { media } : {}),
  };
}
