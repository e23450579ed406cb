// Where clients' media are kept: Supabase Storage, a private bucket per owner ('midia-<user id>'),
// written and read only with the service role; the owner's browser gets a signed URL (5 minutes) from
// the conversations function, never the bucket itself.
import { admin } from '../supabase.ts';

/** The transcription API's limit, and WhatsApp's for a voice note in practice. */
export const MAX_MEDIA_BYTES = 25 * 1024 * 1024;
export const SIGNED_URL_SECONDS = 300;

export const bucketOf = (userId: string) => `midia-${userId.toLowerCase()}`;

const known = new Set<string>();

async function ensureBucket(id: string): Promise<void> {
  if (known.has(id)) return;
  const { error } = await admin().storage.createBucket(id, { public: false, fileSizeLimit: MAX_MEDIA_BYTES });
  // Made before (another instance of this function, an earlier message): nothing to do.
  if (error && !/exist|duplicate/i.test(error.message)) throw new Error(`bucket ${id}: ${error.message}`);
  known.add(id);
}

export async function storeMedia(userId: string, path: string, bytes: Uint8Array, mimeType: string): Promise<void> {
  const bucket = bucketOf(userId);
  await ensureBucket(bucket);
  const { error } = await admin().storage.from(bucket).upload(path, bytes, { contentType: mimeType, upsert: true });
  if (error) throw new Error(`upload ${bucket}/${path}: ${error.message}`);
}

export async function signedMediaUrl(userId: string, path: string): Promise<string> {
  const { data, error } = await admin().storage.from(bucketOf(userId)).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error || !data) throw new Error(`sign ${path}: ${error?.message ?? 'no url'}`);
  return data.signedUrl;
}

export async function removeMedia(userId: string, paths: string[]): Promise<void> {
  const { error } = await admin().storage.from(bucketOf(userId)).remove(paths);
  if (error) throw new Error(`remove from ${bucketOf(userId)}: ${error.message}`);
}
