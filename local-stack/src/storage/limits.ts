// What storage-api accepts as bucket names, object keys, size limits and MIME types
// (src/storage/limits.ts and uploader.ts upstream), plus what keeps a name from leaving the data
// folder: keys and bucket names become paths on disk here, where upstream they are rows and S3 keys.
import { errors } from './errors.ts';

/** Supabase CLI's default `[storage] file_size_limit` (50MiB): no upload and no bucket limit above it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

// storage-api's character sets: S3-safe ASCII only (an accented name is refused upstream too).
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/** `.` and `..` would climb out of the bucket's folder; an empty segment (`a//b`) would alias `a/b`. */
const unsafeSegment = (segment: string) => segment === '' || segment === '.' || segment === '..';

export function mustBeValidKey(key: string): void {
  if (!key || !VALID_OBJECT_KEY.test(key) || key.split('/').some(unsafeSegment)) throw errors.invalidKey(key);
}

export function mustBeValidBucketName(name: string): void {
  if (!name || name.length > 100 || name.trim() !== name || !VALID_BUCKET_NAME.test(name) || unsafeSegment(name)) {
    throw errors.invalidBucketName();
  }
}

/** A bucket's file_size_limit in bytes: a number, or storage-api's '20MB' / '30KB' / '3B' strings. */
export function parseFileSizeLimit(value: number | string): number {
  let bytes = value;
  if (typeof bytes === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(bytes);
    if (!match) throw errors.invalidFileSizeLimit();
    const unit = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 }[match[2].toUpperCase() as 'GB' | 'MB' | 'KB' | 'B'];
    bytes = +parseFloat(match[1]).toPrecision(3) * unit;
  }
  if (!Number.isFinite(bytes) || bytes < 0) throw errors.invalidFileSizeLimit();
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  return bytes;
}

/** A bucket's allowed_mime_types: each `type/subtype` (a charset allowed) or a pattern ending in `*`. */
export function mustBeValidMimeTypes(types: readonly string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)) {
      throw errors.invalidMimeType(type);
    }
  }
}

/** An upload's type against the bucket's list, as storage-api compares them: type and subtype, or `type/*`. */
export function mustBeAllowedMimeType(mimeType: string, allowed: readonly string[] | null): void {
  if (!allowed?.length) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw errors.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw errors.invalidMimeType(mimeType);
}
