import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { ProfileRow as Profile } from 'shared-domain';
import { singletonRecord } from '../singletons';

export interface AuthState {
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** The profile lookup or creation worked. */
  authorized: boolean;
  /** pt-BR text shown on 'Acesso Não Autorizado'. */
  authError: string | null;
  /** True until the stored session and the profile are known. */
  loading: boolean;
  setSession(session: Session | null): void;
  setProfileResult(result: { profile: Profile | null; authorized: boolean; authError: string | null }): void;
  clearAuthError(): void;
  reset(): void;
}

const sameUser = (held: User | null, next: User | undefined) =>
  !!held && !!next && held.id === next.id && JSON.stringify(held) === JSON.stringify(next);

const signedOut = { session: null, user: null, profile: null, authorized: false, authError: null, loading: false };

export const useAuthStore = create<AuthState>()((set) => {
  singletonRecord().authStores += 1;
  return {
    ...signedOut,
    loading: true,
    // The same user read again (supabase-js confirming the stored session) keeps its object: the
    // components that read it do not render again.
    setSession: (session) =>
      set((state) => ({ session, user: sameUser(state.user, session?.user) ? state.user : (session?.user ?? null) })),
    setProfileResult: ({ profile, authorized, authError }) => set({ profile, authorized, authError, loading: false }),
    clearAuthError: () => set({ authError: null }),
    reset: () => set(signedOut),
  };
});
