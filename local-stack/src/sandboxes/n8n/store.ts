// The workflows of the n8n sandbox and the deliveries its live webhooks received, kept in a JSON file
// in the stack's data folder when one is given (a restart keeps active workflows, as n8n's database does).
import crypto from 'node:crypto';
import { JsonFile } from '../jsonFile.ts';

export interface WorkflowNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: number[];
  parameters: Record<string, unknown>;
  webhookId?: string;
  disabled?: boolean;
  [key: string]: unknown;
}

/** A workflow as n8n's public API answers it. */
export interface Workflow {
  id: string;
  name: string;
  active: boolean;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
  versionId: string;
  triggerCount: number;
  nodes: WorkflowNode[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  staticData: unknown;
  meta: unknown;
  pinData: Record<string, unknown>;
  tags: unknown[];
}

/** One request a live webhook answered (sandbox control, for tests). */
export interface WebhookDelivery {
  id: string;
  workflowId: string;
  method: string;
  path: string;
  body: unknown;
  query: Record<string, string>;
  receivedAt: string;
}

interface Snapshot {
  workflows: Workflow[];
  deliveries: WebhookDelivery[];
}

/** Kept in the log for tests and people: the newest ones. */
const DELIVERY_LOG_LIMIT = 1000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class N8nStore {
  /** In creation order (the API lists them so). */
  readonly workflows = new Map<string, Workflow>();
  deliveries: WebhookDelivery[] = [];
  private readonly data: JsonFile<Snapshot>;

  constructor(file: string | null = null) {
    this.data = new JsonFile<Snapshot>(file, () => ({
      workflows: [...this.workflows.values()],
      deliveries: this.deliveries,
    }));
    const snap = this.data.read();
    for (const w of snap?.workflows ?? []) this.workflows.set(w.id, w);
    this.deliveries = snap?.deliveries ?? [];
  }

  /** n8n's workflow ids: 16 characters of nanoid's alphanumeric alphabet. */
  static newId(): string {
    const bytes = crypto.randomBytes(16);
    return [...bytes].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  }

  logDelivery(delivery: Omit<WebhookDelivery, 'id' | 'receivedAt'>): WebhookDelivery {
    const entry = { ...delivery, id: crypto.randomUUID(), receivedAt: new Date().toISOString() };
    this.deliveries.push(entry);
    if (this.deliveries.length > DELIVERY_LOG_LIMIT)
      this.deliveries.splice(0, this.deliveries.length - DELIVERY_LOG_LIMIT);
    this.save();
    return entry;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
