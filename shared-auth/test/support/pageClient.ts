// For integration tests of the apps' api functions in Node: the page's own Supabase client
// (getSupabase) pointed at the stack under test the way the servers point a page at its backend,
// through window.__ATENDE_CONFIG__. Node has no window, so a minimal one holds that config and the
// two storages the session is kept in (the client reads them on first use). Run with
// NODE_OPTIONS=--experimental-websocket on Node 20: the client wants a WebSocket, as browsers have.
import { stack, type TestUser } from 'local-stack/testing';
import { getSupabase } from '../../src/client';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

Object.assign(globalThis, {
  window: {
    __ATENDE_CONFIG__: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  },
});

/** Signs `user` in on the page's client: the app's api functions then run as that user, under RLS. */
export async function signInPage(user: Pick<TestUser, 'email' | 'password'>) {
  const supabase = getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return supabase;
}
