// For integration tests of the apps' api functions in Node: the page's own Supabase client
// (getSupabase) pointed at the stack under test the way the servers point a page at its backend,
// through window.__ATENDE_CONFIG__. Node has no window, so a minimal one holds that config and the
// two storages the session is kept in (the client reads them on first use). Node 24 has the
// WebSocket the client wants, as browsers have.
import './pageGlobals';
import type { TestUser } from 'local-stack/testing';
import { getSupabase } from '../../src/client';
import { useAuthStore } from '../../src/store/authStore';

/** Signs `user` in on the page's client: the app's api functions then run as that user, under RLS. */
export async function signInPage(user: Pick<TestUser, 'email' | 'password'>) {
  const supabase = getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  // As on the page: the store holds the session, which getRest() reads its token from.
  useAuthStore.getState().setSession(data.session);
  return supabase;
}
