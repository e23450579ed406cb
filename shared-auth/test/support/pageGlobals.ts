// The page's globals the light entry reads (runtime config, localStorage, sessionStorage), for tests
// run in Node against the local stack. Imported before the modules under test.
import { stack } from 'local-stack/testing';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

Object.assign(globalThis, {
  window: {
    __ATENDE_CONFIG__: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  },
});
