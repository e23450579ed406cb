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
  times: number;
}

export class Faults {
  private queue: Fault[] = [];

  add(input: Partial<Fault>): Fault {
    if (typeof input.path !== 'string' || !input.path.startsWith('/')) throw new Error('path must start with /');
    const fault: Fault = {
      path: input.path,
      times: Number.isInteger(input.times) && input.times! > 0 ? input.times! : 1,
      ...(input.method ? { method: input.method.toUpperCase() } : {}),
      ...(typeof input.status === 'number' ? { status: input.status } : {}),
      ...(typeof input.delayMs === 'number' ? { delayMs: input.delayMs } : {}),
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

  clear(): void {
    this.queue = [];
  }

  list(): Fault[] {
    return [...this.queue];
  }
}
