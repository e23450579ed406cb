import { invokeFunction } from 'shared-auth/client';

/**
 * Google's consent page for this owner (supabase/functions/google-calendar). After consent Google
 * comes back to `redirectTo` with `?calendar=connected` or `?calendar=error`.
 */
export async function authorizeCalendar(redirectTo: string): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>('google-calendar', { action: 'authorize', redirectTo });
  return url;
}
