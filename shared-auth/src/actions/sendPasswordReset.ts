import { getSupabase } from '../supabase/getSupabase';

/**
 * The password-reset e-mail, whose link lands on this site's /reset-password (the login
 * screen's "Esqueceu a senha?" and the settings screen send it). The auth server answers the same
 * for an unknown e-mail, so nothing here tells whether an account exists.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw error;
}
