// Sandbox control, not part of any provider: tests queue faults so a provider answers 5xx or slowly
// ("provider down" and time-out cases). A fault matches a method and a path prefix of the API and
// is used up after `times` requests.

export interface Fault {
  method?: string;
  /** Path prefix of the API, e.g. '/payments' (Asaas, under /v3) or '/message' (Evolution). */
  path: string;
  /** Answer this status (5xx) without touching anything. */
  status?: number;
  /** Apply the request, then hold the answer this long (the caller times out, the effect stays). */
  delayMs?: number;
  /**
   * Apply the request, then hold the answer until the test releases it (POST /_control/faults/release):
   * a test orders what happens while a call is in flight without betting on a clock.
   */
  hold?: boolean;
  times: number;
}

/** A held answer is let go after this long even if never released, so nothing waits forever. */
const HOLD_LIMIT_MS = 60_000;

export class Faults {
  private queue: Fault[] = [];
  private releases = new Set<() => void>();

  add(input: Partial<Fault>): Fault {
    if (typeof input.path !== 'string' || !input.path.startsWith('/')) throw new Error('path must start with /');
    const fault: Fault = {
      path: input.path,
      times: Number.isInteger(input.times) && input.times! > 0 ? input.times! : 1,
      ...(input.method ? { method: input.method.toUpperCase() } : {}),
      ...(typeof input.status === 'number' ? { status: input.status } : {}),
      ...(typeof input.delayMs === 'number' ? { delayMs: input.delayMs } : {}),
      ...(input.hold === true ? { hold: true } : {}),
    };
    this.queue.push(fault);
    return fault;
  }

  /** The first fault matching the request, used once. */
  take(method: string, path: string): Fault | null {
    const i = this.queue.findIndex((f) => (!f.method || f.method === method) && path.startsWith(f.path));
    if (i < 0) return null;
    const fault = this.queue[i];
    fault.times -= 1;
    if (fault.times <= 0) this.queue.splice(i, 1);
    return fault;
  }

  /** Resolves when the held answer may go: at the next release, or after HOLD_LIMIT_MS. */
  held(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.releases.delete(done);
        resolve();
      };
      const timer = setTimeout(done, HOLD_LIMIT_MS);
      this.releases.add(done);
    });
  }

  /** How many answers are held now: a test waits for its calls to be at the gateway, not just sent. */
  heldCount(): number {
    return this.releases.size;
  }

  /** Lets every held answer go; returns how many there were. */
  release(): number {
    const held = [...this.releases];
    for (const done of held) done();
    return held.length;
  }

  clear(): void {
    this.queue = [];
    this.release();
  }

  list(): Fault[] {
    return [...this.queue];
  }
}
