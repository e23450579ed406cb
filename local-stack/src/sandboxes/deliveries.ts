// A sandbox's webhook deliveries: in order per key (one stream's refused deliveries never hold back
// another's), a few attempts with a growing pause, then dropped; each one recorded for the delivery
// log a test or a person reads.

const ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Delivery {
  url: string;
  /** The HTTP status of the last attempt; 0 when it could not connect, null before the first. */
  status: number | null;
  attempts: number;
}

export class OrderedDeliveries {
  private readonly chains = new Map<string, Promise<void>>();
  private stopped = false;

  /** Queues a POST of `body` after the key's earlier deliveries; `record` follows its attempts. */
  post(key: string, record: Delivery, headers: Record<string, string>, body: string): Promise<void> {
    const chain = (this.chains.get(key) ?? Promise.resolve()).then(async () => {
      for (let attempt = 1; attempt <= ATTEMPTS && !this.stopped; attempt++) {
        record.attempts = attempt;
        try {
          const res = await fetch(record.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
          record.status = res.status;
          await res.body?.cancel();
          if (res.ok) return;
        } catch {
          record.status = 0;
        }
        await sleep(200 * attempt);
      }
    });
    this.chains.set(key, chain);
    return chain;
  }

  stop(): void {
    this.stopped = true;
  }
}
