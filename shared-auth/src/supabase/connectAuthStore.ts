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
/** The last profile load: its user, whether it is still under way, and its end. */
let profileLoad: { userId: string; pending: boolean; done: Promise<void> } | null = null;

/**
 * Loads the user's profile once: auth-js reports a stored session twice at start-up (SIGNED_IN after
 * it recovers the session, then INITIAL_SESSION for the new listener), both before the first answer,
 * so a load under way for the same user is shared instead of sent again. A finished load is redone
 * only when it left no profile (or when forced, after the profile changed).
 */
function loadProfile(store: AuthStore, session: Session, force = false): Promise<void> {
  const userId = session.user.id;
  const last = profileLoad;
  if (!force && last?.userId === userId && (last.pending || store.getState().profile)) return last.done;
  const load = {
    userId,
    pending: true,
    done: bootstrapProfile(getSupabase(), session.user)
      .then((result) => {
        // A sign-out or another sign-in may have happened meanwhile: keep only the current user's result.
        if (store.getState().user?.id === userId) store.getState().setProfileResult(result);
      })
      .finally(() => {
        load.pending = false;
      }),
  };
  profileLoad = load;
  return load.done;
}

/** Reloads the signed-in user's profile (after the settings screen changes it, for example). */
export async function refreshProfile(): Promise<void> {
  const session = connectedStore?.getState().session;
  if (!connectedStore || !session) return;
  await loadProfile(connectedStore, session, true);
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
      profileLoad = null;
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
