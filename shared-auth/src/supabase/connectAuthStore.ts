import type { Session } from '@supabase/supabase-js';
// By package name, not by path: this entry (shared-auth/client) and the main one are separate
// federation singletons, and the store must be the main entry's one instance.
import { useAuthStore } from 'shared-auth';
import { bootstrapProfile } from '../profile/bootstrapProfile';
import { getSupabase } from './supabase';

let connected = false;
let bootstrappedFor: string | null = null;

async function loadProfile(session: Session) {
  const userId = session.user.id;
  if (bootstrappedFor === userId && useAuthStore.getState().profile) return;
  bootstrappedFor = userId;
  const result = await bootstrapProfile(getSupabase(), session.user);
  // A sign-out or another sign-in may have happened meanwhile: keep only the current user's result.
  if (useAuthStore.getState().user?.id === userId) useAuthStore.getState().setProfileResult(result);
}

/** Reloads the signed-in user's profile (after the settings screen changes it, for example). */
export async function refreshProfile(): Promise<void> {
  const session = useAuthStore.getState().session;
  if (!session) return;
  bootstrappedFor = null;
  await loadProfile(session);
}

/**
 * Connects the store to the auth client, once per page. Spec 1 §4: SIGNED_IN clears the error and
 * marks the user authorised, then the profile bootstrap decides; sign-out clears everything.
 */
export function connectAuthStore(): void {
  if (connected) return;
  connected = true;
  const store = useAuthStore;
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
      setTimeout(() => void loadProfile(session), 0);
    }
  });
}
