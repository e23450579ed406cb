import { callFunction } from 'shared-auth';

/**
 * Google's consent page for this owner (supabase/functions/google-calendar). After consent Google
 * comes back to `redirectTo` with `?calendar=connected` or `?calendar=error`.
 */
export async function authorizeCalendar(redirectTo: string): Promise<string> {
  const { url } = await callFunction('google-calendar', {
    body: { action: 'authorize', redirectTo },
  });
  return url;
}
