// The gateway's instances and the messages sent through them, kept in a JSON file in the stack's
// data folder when one is given (a restart keeps connected numbers, as Evolution's database does).
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

export interface SentMessage {
  id: string;
  instance: string;
  number: string;
  text: string;
  at: string;
}

interface Snapshot {
  instances: Instance[];
  messages: SentMessage[];
}

/** Kept in the log for tests and people: the newest ones. */
const MESSAGE_LOG_LIMIT = 1000;

export class EvolutionStore {
  readonly instances = new Map<string, Instance>();
  messages: SentMessage[] = [];
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

  logMessage(message: Omit<SentMessage, 'id' | 'at'>): SentMessage {
    const sent = { ...message, id: crypto.randomBytes(10).toString('hex').toUpperCase(), at: new Date().toISOString() };
    this.messages.push(sent);
    if (this.messages.length > MESSAGE_LOG_LIMIT) this.messages.splice(0, this.messages.length - MESSAGE_LOG_LIMIT);
    return sent;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
