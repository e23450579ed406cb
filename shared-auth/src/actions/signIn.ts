import type { Session } from '@supabase/supabase-js';
import { setRememberMe } from '../config/rememberMeStorage';
import { TECHNICAL_ACCESS_KEY } from '../config/technicalAccess';
import { getSupabase } from '../supabase/getSupabase';

/**
 * Sign in with password; `technical` marks technical access (a device flag the technical
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
