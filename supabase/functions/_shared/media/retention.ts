// Clients' media are kept MEDIA_RETENTION_DAYS (default 90): then the minute jobs delete the objects
// from the owners' buckets; the message keeps its text and a voice note its transcript.
import { admin, must } from '../supabase.ts';
import { removeMedia } from './mediaStore.ts';

const retentionDays = () => {
  const days = Number(Deno.env.get('MEDIA_RETENTION_DAYS'));
  return Number.isInteger(days) && days > 0 ? days : 90;
};

/** How many media were deleted. */
export async function deleteExpiredMedia(limit = 200): Promise<number> {
  const expired = must(await admin().rpc('claim_expired_media', { p_days: retentionDays(), p_limit: limit })) as Array<{
    id: string;
    user_id: string;
    midia_path: string;
  }>;
  const byOwner = new Map<string, string[]>();
  for (const m of expired) byOwner.set(m.user_id, [...(byOwner.get(m.user_id) ?? []), m.midia_path]);
  for (const [userId, paths] of byOwner) {
    // Claimed already: an object that could not be removed stays orphaned, never shown again.
    await removeMedia(userId, paths).catch((err) =>
      console.error('[media] not removed:', userId, (err as Error).message),
    );
  }
  return expired.length;
}
