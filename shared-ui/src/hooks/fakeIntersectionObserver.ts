// Test helper (not exported from index.ts). jsdom has no IntersectionObserver: this stand-in is
// installed on window by a test, which then says by hand when the watched elements intersect.

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Calls back as the browser would when the watched elements enter or leave the margin. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Puts the stand-in on window; the returned function takes it away again (call it in afterEach). */
export function installFakeIntersectionObserver(): () => void {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeIntersectionObserver.instances = [];
  };
}
