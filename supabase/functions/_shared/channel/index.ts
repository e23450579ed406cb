// One way to reach a client on WhatsApp, whichever way the business connected its number: the QR code
// through the Evolution gateway, or Meta's Cloud API. Every send of the product (the assistant, the
// owner's answers in 'Conversas', reminders, confirmations, notices, surveys) goes through
// conversation.ts, which picks the channel of the owner's row with channelOf(); incoming events are
// normalised per channel (events.ts) before the same pipeline reads them.
import { type CallOptions, EvolutionError } from '../evolution.ts';
import { cloudChannel } from './cloud.ts';
import { evolutionChannel } from './evolution.ts';
import { GraphError } from './graph.ts';

export type ChannelKind = 'evolution' | 'cloud';

/** Where a business's messages go out, as begin_send answers it. */
export interface ChannelTarget {
  channel: ChannelKind | null;
  instance_name: string | null;
  phone_number_id: string | null;
  /** The Cloud API token, sealed (tokenBox.ts). */
  access_token: string | null;
}

/** An approved template to send: its name at Meta, the body's {{n}} values, the buttons' payloads. */
export interface TemplateSend {
  name: string;
  params: string[];
  /** Quick-reply payloads, by button index. */
  payloads?: string[];
}

/** A message of a client's conversation as either channel delivers it, normalised. */
export interface IncomingMessage {
  /** The provider's id of the message (Evolution's key.id, the Cloud API's wamid). */
  id: string;
  /** Sent by the business's own number (the platform, or the owner on the phone). */
  fromMe: boolean;
  /** The chat: digits of the client's WhatsApp id. */
  chat: string;
  /** The client's WhatsApp id as delivered ('5511…@s.whatsapp.net', or a linked id '…@lid'). */
  remoteJid: string;
  /** 55 + DDD + number (the mobile's 9 added back), null for an id that is not a phone. */
  phone: string | null;
  /** The client's WhatsApp name (their own messages only). */
  pushName: string | null;
  /** The text, or '[imagem]', '[áudio]'… for media (with its caption when it has one). */
  text: string;
  /** What the assistant reads: the typed text ('' for media). */
  words: string;
  /** A tap on a template's quick reply: its payload ('confirmar:<appointment id>') and label. */
  button?: { payload: string; text: string };
  /** A voice note, a picture or a document: what fetchMedia needs, and what came with it. */
  media?: IncomingMedia;
}

export interface IncomingMedia {
  kind: 'audio' | 'imagem' | 'documento';
  /** For fetchMedia: the Cloud API's media id, the gateway's message id. */
  ref: string;
  mimeType: string;
  /** The bytes when the delivery carried them (Evolution's webhook with base64 on). */
  base64?: string;
  /** A voice note's length as the channel said (Evolution's `seconds`). */
  seconds?: number | null;
  caption?: string;
  fileName?: string;
}

export interface Media {
  bytes: Uint8Array;
  mimeType: string;
}

export interface Channel {
  readonly kind: ChannelKind;
  /** Whether approved templates exist on this channel (the Cloud API); the gateway only sends text. */
  readonly templates: boolean;
  sendText(chat: string, text: string, options?: CallOptions): Promise<{ id: string | null }>;
  sendTemplate(chat: string, template: TemplateSend, options?: CallOptions): Promise<{ id: string | null }>;
  /** Marks a client's message as read (the blue ticks on their phone). */
  markRead(chat: string, messageId: string): Promise<void>;
  /** A received media's bytes: the Cloud API's media id, or the gateway's message id. */
  fetchMedia(ref: string): Promise<Media>;
}

export function channelOf(target: ChannelTarget): Channel {
  if (target.channel === 'cloud') {
    if (!target.phone_number_id || !target.access_token) throw new Error('a Cloud API row without its number');
    return cloudChannel(target.phone_number_id, target.access_token);
  }
  if (!target.instance_name) throw new Error('no WhatsApp instance');
  return evolutionChannel(target.instance_name);
}

/** A provider's refusal or no answer, with its HTTP status (0: no answer). */
export type ChannelError = EvolutionError | GraphError;

export const isChannelError = (err: unknown): err is ChannelError =>
  err instanceof EvolutionError || err instanceof GraphError;

/** Meta's throughput limits, answered as HTTP 400: worth a retry later, like a 429. */
const META_THROTTLED = new Set([130429, 131056]);

/** A refusal that will not change on retry (4xx but time-outs and rate limits). */
export const lastingRefusal = (err: ChannelError) =>
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 408 &&
  err.status !== 429 &&
  !(err instanceof GraphError && META_THROTTLED.has(err.code));
