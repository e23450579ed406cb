// Deliveries to an instance's webhook, in Evolution's shape: {event, instance, data, destination,
// date_time, sender, server_url, apikey}, event names lower-case and dotted (qrcode.updated,
// connection.update, messages.upsert, send.message). Best effort and in order per instance (one
// instance's refused deliveries never hold back another's): a few retries, then dropped, as Evolution
// does.
import type { Instance } from './store.ts';

const RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DeliveryRecord {
  event: string;
  instance: string;
  url: string;
  status: number | null;
  attempts: number;
}

export class EvolutionWebhooks {
  readonly log: DeliveryRecord[] = [];
  /** Each instance's deliveries, in order. */
  private readonly chains = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private readonly serverUrl: string) {}

  /** Queues `event` for the instance's webhook when one is set, enabled and subscribed to it. */
  send(instance: Instance, event: string, data: unknown): void {
    const hook = instance.webhook;
    if (!hook?.enabled || !hook.url) return;
    const wanted = hook.events.length === 0 || hook.events.includes(event.toUpperCase().replace(/\./g, '_'));
    if (!wanted) return;
    const url = hook.byEvents ? `${hook.url.replace(/\/+$/, '')}/${event.replace(/\./g, '-')}` : hook.url;
    const body = JSON.stringify({
      event,
      instance: instance.instanceName,
      data,
      destination: url,
      date_time: new Date().toISOString(),
      // The connected number's JID (absent before a phone is connected, as in Evolution).
      sender: instance.number ? `${instance.number}@s.whatsapp.net` : undefined,
      server_url: this.serverUrl,
      apikey: instance.hash,
    });
    const record: DeliveryRecord = { event, instance: instance.instanceName, url, status: null, attempts: 0 };
    this.log.push(record);
    const chain = this.chains.get(instance.instanceName) ?? Promise.resolve();
    this.chains.set(
      instance.instanceName,
      chain.then(async () => {
        for (let attempt = 1; attempt <= RETRIES && !this.stopped; attempt++) {
          record.attempts = attempt;
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...hook.headers },
              body,
              signal: AbortSignal.timeout(5000),
            });
            record.status = res.status;
            if (res.ok) return;
          } catch {
            record.status = 0;
          }
          await sleep(200 * attempt);
        }
      }),
    );
  }

  stop(): void {
    this.stopped = true;
  }
}
