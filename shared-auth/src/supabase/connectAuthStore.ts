import type { Session } from '@supabase/supabase-js';
import type { StoreApi } from 'zustand';
import type { AuthState } from '../store/authStore';
import { bootstrapProfile } from '../profile/bootstrapProfile';
import { getSupabase } from './getSupabase';

/**
 * The page's auth store, handed in by initAuth: this module is in the client entry, the store in the
 * light one, and each entry is its own federation singleton, so importing the store here would make
 * the entries import each other.
 */
type AuthStore = StoreApi<AuthState>;

let connectedStore: AuthStore | null = null;
let bootstrappedFor: string | null = null;

async function loadProfile(store: AuthStore, session: Session) {
  const userId = session.user.id;
  if (bootstrappedFor === userId && store.getState().profile) return;
  bootstrappedFor = userId;
  const result = await bootstrapProfile(getSupabase(), session.user);
  // A sign-out or another sign-in may have happened meanwhile: keep only the current user's result.
  if (store.getState().user?.id === userId) store.getState().setProfileResult(result);
}

/** Reloads the signed-in user's profile (after the settings screen changes it, for example). */
export async function refreshProfile(): Promise<void> {
  const session = connectedStore?.getState().session;
  if (!connectedStore || !session) return;
  bootstrappedFor = null;
  await loadProfile(connectedStore, session);
}

/**
 * Connects the store to the auth client, once per page. SIGNED_IN clears the error and marks the
 * user authorised, then the profile bootstrap decides; sign-out clears everything.
 */
export function connectAuthStore(store: AuthStore): void {
  if (connectedStore) return;
  connectedStore = store;
  getSupabase().auth.onAuthStateChange((event, session) => {
    if (!session) {
      bootstrappedFor = null;
      store.getState().reset();
      return;
    }
    const sameUser = store.getState().user?.id === session.user.id;
    store.getState().setSession(session);
    if (event === 'SIGNED_IN' && !sameUser) {
      store.setState({ authError: null, authorized: true, loading: true });
    }
    if (!sameUser || !store.getState().profile) {
      // auth-js holds a lock while this callback runs: calling the client from inside would wait on
      // it, so the profile query runs on the next tick.
      setTimeout(() => void loadProfile(store, session), 0);
    }
  });
}
