// Webhook deliveries as Asaas makes them: POST {id, event, dateCreated, payment | subscription}
// with the shared secret in `asaas-access-token`, in order, one at a time; only HTTP 200 counts,
// anything else is retried with back-off (the queue waits, as Asaas's does) until delivered or
// given up.
import crypto from 'node:crypto';
import { timestamp } from './dates.ts';
import type { Payment, Subscription } from './store.ts';
import { subscriptionInEvent, type SubscriptionInEvent } from './subscription-events.ts';

export interface WebhookTarget {
  url: string;
  token: string;
}

export interface Delivery {
  id: string;
  event: string;
  /** The payment of a payment event (null for subscription events). */
  paymentId: string | null;
  /** The subscription the event is about: a subscription event's, or the payment's subscription. */
  subscriptionId: string | null;
  /** What was posted, to let tests and people see the exact event. */
  body: EventBody;
  attempts: number;
  lastStatus: number | null;
  delivered: boolean;
  gaveUp: boolean;
}

export type EventBody =
  | { id: string; event: string; dateCreated: string; payment: Payment }
  | { id: string; event: string; dateCreated: string; subscription: SubscriptionInEvent };

const MAX_ATTEMPTS = 40;
const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2000;

export class WebhookSender {
  private queue: Array<{ delivery: Delivery; body: string }> = [];
  private running = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  readonly log: Delivery[] = [];
  /** Sandbox control may swap the secret to make deliveries fail (tests of the retry). */
  tokenOverride: string | null = null;

  constructor(private readonly target: WebhookTarget | null) {}

  /** A payment event, with the payment as it is now: a later change is a later event. */
  send(event: string, payment: Payment): void {
    this.enqueue(
      event,
      (head) => ({ ...head, payment: structuredClone(payment) }),
      payment.id,
      payment.subscription ?? null,
    );
  }

  /** A subscription event, written the way Asaas writes them. */
  sendSubscription(event: string, subscription: Subscription): void {
    this.enqueue(
      event,
      (head) => ({ ...head, subscription: subscriptionInEvent(subscription) }),
      null,
      subscription.id,
    );
  }

  private enqueue(
    event: string,
    make: (head: { id: string; event: string; dateCreated: string }) => EventBody,
    paymentId: string | null,
    subscriptionId: string | null,
  ): void {
    if (!this.target || this.stopped) return;
    const id = `evt_${crypto.randomBytes(16).toString('hex')}&${this.log.length + 1}`;
    const body = make({ id, event, dateCreated: timestamp() });
    const delivery: Delivery = {
      id,
      event,
      paymentId,
      subscriptionId,
      body,
      attempts: 0,
      lastStatus: null,
      delivered: false,
      gaveUp: false,
    };
    this.log.push(delivery);
    this.queue.push({ delivery, body: JSON.stringify(body) });
    void this.drain();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }

  private async post(body: string): Promise<number> {
    try {
      const res = await fetch(this.target!.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Asaas_Hmlg/3.0',
          'asaas-access-token': this.tokenOverride ?? this.target!.token,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length && !this.stopped) {
        const { delivery, body } = this.queue[0];
        delivery.attempts += 1;
        delivery.lastStatus = await this.post(body);
        if (delivery.lastStatus === 200) {
          delivery.delivered = true;
          this.queue.shift();
        } else if (delivery.attempts >= MAX_ATTEMPTS) {
          delivery.gaveUp = true;
          this.queue.shift();
        } else {
          await this.sleep(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (delivery.attempts - 1)));
        }
      }
    } finally {
      this.running = false;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
  }
}
