// Meta's webhook deliveries to the app's callback URL: {object: 'whatsapp_business_account', entry:
// [{id: waba_id, changes: [{field: 'messages', value}]}]}, signed with X-Hub-Signature-256 (HMAC-SHA256
// of the raw body with the app secret). The body escapes non-ASCII characters as \uXXXX, as Meta's
// does, so the bytes signed are the bytes sent whatever a receiver does with unicode.
import crypto from 'node:crypto';
import { OrderedDeliveries, type Delivery } from '../deliveries.ts';
import type { PhoneNumber } from './store.ts';

export interface WebhookRecord extends Partial<Delivery> {
  /** 'messages' (a client's message), the status delivered ('sent', 'delivered', 'read'), or 'template' (a review). */
  kind: string;
  wamid: string;
  waba_id: string;
  /** Whether a callback URL was set; without one the delivery is only logged. */
  delivered: boolean;
  at: string;
}

const LOG_LIMIT = 2000;

export const escapeUnicode = (json: string) =>
  json.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const signature = (secret: string, raw: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;

export class MetaWebhooks {
  readonly log: WebhookRecord[] = [];
  private readonly deliveries = new OrderedDeliveries();

  constructor(
    private readonly url: string | null,
    private readonly appSecret: string,
  ) {}

  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  /** Queues one change of a number's `messages` field; resolves when it was delivered or dropped. */
  send(number: PhoneNumber, kind: string, wamid: string, value: Record<string, unknown>): Promise<void> {
    return this.deliver(number.waba_id, 'messages', kind, wamid, {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: number.display_phone_number, phone_number_id: number.phone_number_id },
      ...value,
    });
  }

  /** A template's review ending `afterMs` from now: a message_template_status_update of its WABA. */
  review(wabaId: string, afterMs: number, value: () => Record<string, unknown>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(wabaId, 'message_template_status_update', 'template', '', value());
    }, afterMs);
    this.timers.add(timer);
  }

  private deliver(
    wabaId: string,
    field: string,
    kind: string,
    wamid: string,
    value: Record<string, unknown>,
  ): Promise<void> {
    const raw = escapeUnicode(
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: wabaId, changes: [{ field, value }] }] }),
    );
    const record: WebhookRecord = {
      kind,
      wamid,
      waba_id: wabaId,
      delivered: this.url !== null,
      at: new Date().toISOString(),
    };
    this.log.push(record);
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    if (!this.url) return Promise.resolve();
    Object.assign(record, { url: this.url, status: null, attempts: 0 });
    const headers = {
      'content-type': 'application/json',
      'x-hub-signature-256': signature(this.appSecret, raw),
    };
    return this.deliveries.post(wabaId, record as WebhookRecord & Delivery, headers, raw);
  }

  /** Meta's check of a callback URL: GET with hub.challenge, which must come back as is. */
  async verify(verifyToken: string): Promise<{ url: string | null; status: number; ok: boolean }> {
    if (!this.url) return { url: null, status: 0, ok: false };
    const challenge = String(crypto.randomInt(1e9));
    const url = new URL(this.url);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.verify_token', verifyToken);
    url.searchParams.set('hub.challenge', challenge);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return { url: this.url, status: res.status, ok: res.ok && (await res.text()) === challenge };
    } catch {
      return { url: this.url, status: 0, ok: false };
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.deliveries.stop();
  }
}
