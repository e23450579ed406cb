// A client's voice note, picture or document arriving at a connected number (the receive control's
// `audio`, `image` or `document`), made into the media message Evolution v2 stores and delivers: the
// WhatsApp fields Baileys gives (an encrypted CDN `url` that cannot be fetched as is, its `directPath`,
// the file's SHA-256 and length, the media key), buffers as base64 and longs as strings, as Evolution's
// database keeps them. A voice note given the words it says is registered for the model sandbox's
// transcription.
import crypto from 'node:crypto';
import { spokenSeconds, type VoiceNotes } from '../voiceNotes.ts';
import { obj, type Body } from './errors.ts';
import type { MediaType, MessageMedia } from './store.ts';

const KINDS = { audio: 'audioMessage', image: 'imageMessage', document: 'documentMessage' } as const;
type Kind = keyof typeof KINDS;

/** WhatsApp's CDN path kind of each media (mmg.whatsapp.net/v/t62.<kind>/…). */
const CDN_KIND: Record<MediaType, string> = {
  audioMessage: '7117-24',
  imageMessage: '7118-24',
  documentMessage: '7119-24',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The bytes of a base64 text (a data: URL's prefix and whitespace allowed); null when it is not base64. */
function bytesOf(text: string): Buffer | null {
  const clean = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  const bytes = Buffer.from(clean, 'base64');
  return bytes.length ? bytes : null;
}

/** The fields every WhatsApp media message has, for these bytes. */
function whatsappFile(type: MediaType, bytes: Buffer, mimetype: string) {
  const digits = () => String(crypto.randomInt(1e9, 1e10));
  const path = `/v/t62.${CDN_KIND[type]}/${digits()}_${digits()}_${digits()}_n.enc`;
  const query = `ccb=11-4&oh=01_Q5Aa${crypto.randomBytes(24).toString('base64url')}&oe=${crypto.randomBytes(4).toString('hex').toUpperCase()}&_nc_sid=5e03e0`;
  return {
    url: `https://mmg.whatsapp.net${path}?${query}&mms3=true`,
    mimetype,
    fileSha256: crypto.createHash('sha256').update(bytes).digest('base64'),
    fileLength: String(bytes.length),
    mediaKey: crypto.randomBytes(32).toString('base64'),
    // The encrypted file's SHA-256: nothing is encrypted here, random bytes stand for it.
    fileEncSha256: crypto.randomBytes(32).toString('base64'),
    directPath: `${path}?${query}`,
    mediaKeyTimestamp: String(Math.floor(Date.now() / 1000)),
  };
}

export type ReceivedMedia = { media: MessageMedia; caption: string } | { error: string };

/**
 * The media of a receive control's body (`audio`, `image` or `document`), or null when it has none.
 * audio {base64, mimetype, seconds?, ptt? (true), text?}: `text` (even '') is what it says, registered
 * with `seconds` (default: the words' spoken length, about 2.5 words a second); image {base64, mimetype, caption?};
 * document {base64, mimetype, fileName, caption?}.
 */
export function receivedMedia(body: Body, voiceNotes: VoiceNotes): ReceivedMedia | null {
  const kinds = (Object.keys(KINDS) as Kind[]).filter((k) => body[k] !== undefined);
  if (kinds.length === 0) return null;
  if (kinds.length > 1 || body.text !== undefined) {
    return { error: 'send exactly one of text, audio, image or document' };
  }
  const kind = kinds[0];
  const given = obj(body[kind]);
  const bytes = bytesOf(str(given?.base64));
  const mimetype = str(given?.mimetype).trim();
  if (!given || !bytes || !mimetype)
    return { error: `${kind}.base64 (the file, base64) and ${kind}.mimetype are required` };
  const type = KINDS[kind];
  const caption = str(given.caption).trim();
  const file = whatsappFile(type, bytes, mimetype);
  let content: Record<string, unknown>;
  if (kind === 'audio') {
    const seconds = given.seconds;
    if (seconds !== undefined && !(typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0)) {
      return { error: 'audio.seconds must be a number of seconds' };
    }
    if (given.text !== undefined && typeof given.text !== 'string') return { error: 'audio.text must be a string' };
    const text = given.text as string | undefined;
    // Without a length: the words' spoken length, or about 2 KB of Opus a second.
    const length =
      typeof seconds === 'number'
        ? seconds
        : text !== undefined
          ? spokenSeconds(text)
          : Math.max(1, Math.round(bytes.length / 2000));
    if (text !== undefined) voiceNotes.register(bytes, text.trim(), length);
    // WhatsApp gives a voice note's length in whole seconds.
    content = { ...file, seconds: Math.round(length), ptt: given.ptt !== false };
  } else if (kind === 'image') {
    content = { ...file, ...(caption ? { caption } : {}) };
  } else {
    const fileName = str(given.fileName).trim();
    if (!fileName) return { error: 'document.fileName is required' };
    content = { ...file, title: fileName, fileName, ...(caption ? { caption } : {}) };
  }
  return { media: { base64: bytes.toString('base64'), mimetype, type, content }, caption };
}

/** Extensions Evolution (mime-types' first) names a media's file with, by its type. */
const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'oga',
  'audio/mpeg': 'mpga',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/webm': 'weba',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * getBase64FromMediaMessage's answer as Evolution gives it: {mediaType (the message type), fileName
 * (a document's own, else '<message id>.<extension>'), caption, size {fileLength, height, width},
 * mimetype, base64, buffer: null}.
 */
export function mediaAnswer(id: string, media: MessageMedia) {
  const content = media.content ?? {};
  const extension = EXTENSIONS[media.mimetype.split(';')[0].trim().toLowerCase()] ?? 'bin';
  return {
    mediaType: media.type ?? 'documentMessage',
    fileName: str(content.fileName) || `${id}.${extension}`,
    caption: content.caption,
    size: { fileLength: content.fileLength ?? String(Buffer.from(media.base64, 'base64').length) },
    mimetype: media.mimetype,
    base64: media.base64,
    buffer: null,
  };
}
