import { TECHNICAL_ACCESS_KEY } from '../config/technicalAccess';
import { useAuthStore } from '../store/authStore';

/**
 * Ends the session on this device. In the light entry: screens that only sign out (the dashboard
 * chrome, 'Acesso Não Autorizado') load the Supabase client on demand instead of bundling it.
 */
export async function signOut(): Promise<void> {
  // By package name: the client entry is its own federation singleton (one Supabase client per page).
  const { connectAuthStore, getSupabase } = await import('shared-auth/client');
  // A user restored from storage may sign out before initAuth has connected the client (it waits a
  // few seconds): connected now, the store hears the sign-out as always.
  connectAuthStore(useAuthStore);
  window.localStorage.removeItem(TECHNICAL_ACCESS_KEY);
  // 'local' ends this device's session even when the server is unreachable.
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error) throw error;
}
