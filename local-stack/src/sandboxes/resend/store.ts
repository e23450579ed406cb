// The e-mails the sandbox accepted and its idempotency keys (kept 24 hours, as Resend keeps them),
// in a JSON file of the stack's data folder when one is given, so a restart still knows both.
import { JsonFile } from '../jsonFile.ts';
import type { AcceptedEmail } from './email.ts';

export interface IdempotentAnswer {
  key: string;
  /** The request body the key was first used with (its canonical JSON). */
  fingerprint: string;
  emailId: string;
  at: number;
}

interface Snapshot {
  emails: AcceptedEmail[];
  keys: IdempotentAnswer[];
}

/** Kept for GET /emails/{id} and the tests: the newest ones. */
const EMAIL_LIMIT = 2000;

export class ResendStore {
  emails: AcceptedEmail[] = [];
  readonly keys = new Map<string, IdempotentAnswer>();
  private readonly data: JsonFile<Snapshot>;

  constructor(
    file: string | null,
    private readonly keyTtlMs: number,
  ) {
    this.data = new JsonFile<Snapshot>(file, () => ({ emails: this.emails, keys: [...this.keys.values()] }));
    const snap = this.data.read();
    if (snap) {
      this.emails = snap.emails ?? [];
      for (const k of snap.keys ?? []) this.keys.set(k.key, k);
    }
  }

  add(email: AcceptedEmail): void {
    this.emails.push(email);
    if (this.emails.length > EMAIL_LIMIT) this.emails.splice(0, this.emails.length - EMAIL_LIMIT);
  }

  find(id: string): AcceptedEmail | undefined {
    return this.emails.find((e) => e.id === id);
  }

  /** The answer recorded for a key still within its 24 hours (expired keys are dropped). */
  answerFor(key: string, now = Date.now()): IdempotentAnswer | null {
    for (const [k, v] of this.keys) if (now - v.at >= this.keyTtlMs) this.keys.delete(k);
    return this.keys.get(key) ?? null;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
