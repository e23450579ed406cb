/**
 * In-memory sliding-window counters, one instance per limited action. State is per process and
 * resets on restart, like GoTrue's tollbooth limiters.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = Date.now();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }

  /** True when `key` has reached the limit in the current window. */
  isLimited(key: string, now = Date.now()): boolean {
    this.sweep(now);
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
  }

  /** Records a hit and tells whether it went over the limit. */
  hit(key: string, now = Date.now()): boolean {
    if (this.isLimited(key, now)) return true;
    this.record(key, now);
    return false;
  }
}
