import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabase';
import { setRememberMe } from '../client/rememberMeStorage';

/** Remembers on this device that the last sign-in went through the technical access screen. */
export const TECHNICAL_ACCESS_KEY = 'atende-ai-technical-access';

/**
 * Spec 1 §7: sign in with password; `technical` marks technical access (a device flag the technical
 * panel reads). The role itself comes from the profile, never from this flag.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  options: { technical?: boolean; remember?: boolean } = {},
): Promise<Session> {
  setRememberMe(options.remember ?? true);
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
  if (options.technical) window.localStorage.setItem(TECHNICAL_ACCESS_KEY, 'true');
  else window.localStorage.removeItem(TECHNICAL_ACCESS_KEY);
  return data.session;
}

export async function signOut(): Promise<void> {
  window.localStorage.removeItem(TECHNICAL_ACCESS_KEY);
  // 'local' ends this device's session even when the server is unreachable.
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error) throw error;
}
