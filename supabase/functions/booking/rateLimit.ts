// A per-client limit on booking attempts, kept in public.booking_requests (service role only): the
// public page has no sign-in, so the client is its address (the first x-forwarded-for entry, which
// the platform's gateway sets).
import { admin, must } from '../_shared/supabase.ts';

export const MAX_ATTEMPTS = 10;
export const WINDOW_MINUTES = 10;

export function clientKey(req: Request): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'desconhecido';
}

/** Records one attempt; false when the client already made MAX_ATTEMPTS in the window. */
export async function allowAttempt(key: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000).toISOString();
  const { count, error } = await admin()
    .from('booking_requests')
    .select('id', { count: 'exact', head: true })
    .eq('client_key', key)
    .gte('created_at', since);
  if (error) throw new Error(`booking_requests: ${error.message}`);
  if ((count ?? 0) >= MAX_ATTEMPTS) return false;
  must(await admin().from('booking_requests').insert({ client_key: key }));
  // The client's attempts older than the window count for nothing any more.
  must(await admin().from('booking_requests').delete().eq('client_key', key).lt('created_at', since));
  return true;
}
