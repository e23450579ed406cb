// The gateway's instances and the messages sent through them, kept in a JSON file in the stack's
// data folder when one is given (a restart keeps connected numbers, as Evolution's database does).
import crypto from 'node:crypto';
import fs from 'node:fs';

export type ConnectionState = 'open' | 'close' | 'connecting';

export interface InstanceWebhook {
  url: string;
  enabled: boolean;
  events: string[];
  byEvents: boolean;
  base64: boolean;
  headers: Record<string, string>;
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
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly file: string | null = null) {
    if (file && fs.existsSync(file)) {
      const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
      for (const i of snap.instances) this.instances.set(i.instanceName, i);
      this.messages = snap.messages ?? [];
    }
  }

  get restored(): boolean {
    return this.instances.size > 0;
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
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 50);
  }

  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.file) return;
    const snap: Snapshot = { instances: [...this.instances.values()], messages: this.messages };
    fs.writeFileSync(`${this.file}.tmp`, JSON.stringify(snap));
    fs.renameSync(`${this.file}.tmp`, this.file);
  }
}
