import { SHELL_PAGES } from 'shared-build/paths';
import { getSupabase } from '../supabase/getSupabase';
import { setRememberMe } from '../config/rememberMeStorage';

/**
 * Google sign-in: back to the callback route, offline access, consent prompt, scopes
 * email and profile. The browser leaves the page; the callback screen finishes the PKCE exchange.
 */
export async function signInWithGoogle(redirect: 'dashboard' | 'checkout' = 'dashboard'): Promise<void> {
  setRememberMe(true);
  const redirectTo = `${window.location.origin}${SHELL_PAGES.authCallback}?redirect=${redirect}`;
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, scopes: 'email profile', queryParams: { access_type: 'offline', prompt: 'consent' } },
  });
  if (error) throw error;
}
