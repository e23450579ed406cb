import type { StoreApi } from 'zustand';
import { parseProfileRow } from '../profile/profileRow';
import { getRest } from '../rest/getRest';
import type { AuthState } from './authStore';
import { readStoredSession } from './storedSession';

/**
 * A returning user's page knows who they are before supabase-js has loaded: the stored session goes
 * into the store at once, and their profile is read over PostgREST with it. What this cannot settle
 * (no stored session, no profile row yet, an error) is left to the client's own start-up
 * (connectAuthStore), which also confirms or replaces the session moments later; `unsettled` runs
 * when the profile read could not decide. True when a stored session was restored.
 */
export function restoreStoredSession(store: StoreApi<AuthState>, unsettled: () => void = () => undefined): boolean {
  const session = readStoredSession();
  if (!session || store.getState().user) return false;
  store.getState().setSession(session);
  const userId = session.user.id;
  getRest()
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .maybeSingle()
    .then(
      ({ data, error }) => {
        const state = store.getState();
        // Another user by now, or the client's load got there first: leave it.
        if (state.user?.id !== userId || state.profile) return;
        const profile = !error && data ? parseProfileRow(data) : null;
        if (profile) state.setProfileResult({ profile, authorized: true, authError: null });
        else unsettled();
      },
      () => unsettled(),
    );
  return true;
}
