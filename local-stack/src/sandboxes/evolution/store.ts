// The gateway's instances and their message history (what they sent and what clients sent them),
// kept in a JSON file in the stack's data folder when one is given (a restart keeps connected
// numbers and messages, as Evolution's database does).
import crypto from 'node:crypto';
import { JsonFile } from '../jsonFile.ts';

export type ConnectionState = 'open' | 'close' | 'connecting';

export interface InstanceWebhook {
  /** Evolution's record id (a cuid); older data files have none. */
  id?: string;
  url: string;
  enabled: boolean;
  events: string[];
  byEvents: boolean;
  base64: boolean;
  headers: Record<string, string>;
  updatedAt?: string;
}

export interface Instance {
  instanceName: string;
  instanceId: string;
  /** The instance's own API key (Evolution's `hash`). */
  hash: string;
  integration: string;
  state: ConnectionState;
  /** The connected phone (digits), once the QR was scanned. */
  number: string | null;
  /** How many QR codes were generated for the current connection attempt. */
  qrCount: number;
  /** The QR's text (what the phone reads); a new one per attempt. */
  qrCode: string | null;
  webhook: InstanceWebhook | null;
  settings: Record<string, unknown>;
  createdAt: string;
}

/** A message of an instance's chats: a text, or a client's media (its caption, or '', as `text`). */
export interface LoggedMessage {
  /** WhatsApp's message id (the record's key.id). */
  id: string;
  instance: string;
  /** The other party's number (digits); in a group, the group's id. */
  number: string;
  text: string;
  at: string;
  /** Sent by the instance (true) or received from a client; older data files only have sent ones. */
  fromMe?: boolean;
  /** The chat: '<number>@s.whatsapp.net' or a group's '<id>@g.us' (default: from `number`). */
  remoteJid?: string;
  /** In a group, who wrote the message. */
  participant?: string;
  /** The sender's WhatsApp name, for received messages. */
  pushName?: string;
  /** The device the message came from, as Evolution names it ('android', 'ios', 'web', 'unknown'). */
  source?: string;
  /** Evolution's record id (its database row). */
  recordId?: string;
  /** A received message the instance marked read (chat/markMessageAsRead). */
  read?: boolean;
  /** A received media's bytes (base64) and type, for chat/getBase64FromMediaMessage. */
  media?: MessageMedia;
}

/** A client's voice note, picture or document as the history keeps it. */
export interface MessageMedia {
  base64: string;
  mimetype: string;
  /** Evolution's message type: 'audioMessage', 'imageMessage' or 'documentMessage'. */
  type?: MediaType;
  /** The media message as Evolution stores it ({url, mimetype, fileSha256, fileLength, seconds…}). */
  content?: Record<string, unknown>;
}

export type MediaType = 'audioMessage' | 'imageMessage' | 'documentMessage';

interface Snapshot {
  instances: Instance[];
  messages: LoggedMessage[];
}

/** Kept in the history for the API, tests and people: the newest ones of all instances. */
const MESSAGE_LOG_LIMIT = 5000;

export class EvolutionStore {
  readonly instances = new Map<string, Instance>();
  messages: LoggedMessage[] = [];
  /** Whether a data file was found: a fresh sandbox gets the demo instance, a restarted one keeps its own. */
  readonly restored: boolean;
  private readonly data: JsonFile<Snapshot>;

  constructor(file: string | null = null) {
    this.data = new JsonFile<Snapshot>(file, () => ({
      instances: [...this.instances.values()],
      messages: this.messages,
    }));
    const snap = this.data.read();
    this.restored = snap !== null;
    if (snap) {
      for (const i of snap.instances) this.instances.set(i.instanceName, i);
      this.messages = snap.messages ?? [];
    }
  }

  static hash(): string {
    return crypto.randomBytes(16).toString('hex').toUpperCase();
  }

  /** Adds a message to the history (sent unless `fromMe` is false), with new ids and the time. */
  logMessage(message: Omit<LoggedMessage, 'id' | 'at' | 'recordId'> & { id?: string }): LoggedMessage {
    const logged: LoggedMessage = {
      fromMe: true,
      remoteJid: `${message.number}@s.whatsapp.net`,
      ...message,
      id: message.id ?? crypto.randomBytes(10).toString('hex').toUpperCase(),
      at: new Date().toISOString(),
      recordId: `c${crypto.randomBytes(12).toString('hex')}`,
    };
    this.messages.push(logged);
    if (this.messages.length > MESSAGE_LOG_LIMIT) this.messages.splice(0, this.messages.length - MESSAGE_LOG_LIMIT);
    return logged;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
