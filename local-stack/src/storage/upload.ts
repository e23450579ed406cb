// An upload's body, as storage-js sends it and storage-api reads it (src/storage/uploader.ts upstream):
// - raw bytes (an ArrayBuffer, a typed array, a string, a stream): the type is the Content-Type
//   header, Cache-Control the header, user metadata base64 JSON in x-metadata;
// - multipart/form-data (a Blob, a File or a FormData): the first file part, its type from a
//   `contentType` field or the part's own, `cacheControl` (seconds) and `metadata` (JSON) fields.
// Bytes go to a temporary file as they arrive, counted against the limit (the smaller of the bucket's
// and the global one); a declared Content-Length above it is refused before reading.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { errors } from './errors.ts';
import { mustBeAllowedMimeType } from './limits.ts';
import type { ReceivedFile } from './store.ts';

interface UploadRules {
  maxSize: number;
  allowedMimeTypes: string[] | null;
  /** A fresh path for the bytes. */
  tmp: string;
  /** Refusals that come after the type and declared size are checked, before any byte is read. */
  beforeReading(): void;
}

/** A multipart body's boundaries and fields, allowed on top of the file's own bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** What is read (and dropped) of a refused body so the answer reaches the client; beyond it, the socket closes. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export async function receiveUpload(req: Request, rules: UploadRules): Promise<ReceivedFile> {
  try {
    const contentType = req.headers.get('content-type') ?? '';
    return /^multipart\/form-data/i.test(contentType)
      ? await receiveMultipart(req, rules)
      : await receiveRaw(req, contentType, rules);
  } catch (err) {
    fs.rmSync(rules.tmp, { force: true });
    throw err;
  }
}

async function receiveRaw(req: Request, contentType: string, rules: UploadRules): Promise<ReceivedFile> {
  const mimetype = contentType || 'application/octet-stream';
  mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
  if (declaredLength(req) > rules.maxSize) throw errors.entityTooLarge();
  rules.beforeReading();
  const { size, md5 } = await writeCapped(req.body, rules.tmp, rules.maxSize);
  return {
    tmp: rules.tmp,
    size,
    md5,
    mimetype,
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: parseMetadata(req.headers.get('x-metadata'), 'base64'),
  };
}

async function receiveMultipart(req: Request, rules: UploadRules): Promise<ReceivedFile> {
  const cap = rules.maxSize + MULTIPART_OVERHEAD;
  if (declaredLength(req) > cap) throw errors.entityTooLarge();
  rules.beforeReading();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunksOf(req.body)) {
    total += chunk.byteLength;
    if (total > cap) throw errors.entityTooLarge();
    chunks.push(chunk);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData();
  } catch {
    throw errors.noContent();
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw errors.noContent();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : null;
  };
  const mimetype = field('contentType') ?? (file.type || 'application/octet-stream');
  mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
  if (file.size > rules.maxSize) throw errors.entityTooLarge();
  const { size, md5 } = await writeCapped(file.stream(), rules.tmp, rules.maxSize);
  const cacheTime = field('cacheControl');
  return {
    tmp: rules.tmp,
    size,
    md5,
    mimetype,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseMetadata(field('metadata') ?? field('userMetadata'), 'json'),
  };
}

function declaredLength(req: Request): number {
  const length = Number(req.headers.get('content-length') ?? NaN);
  return Number.isFinite(length) ? length : -1;
}

/** Writes the stream to `file`, refusing it once it passes `max` bytes; answers its size and MD5. */
async function writeCapped(
  body: ReadableStream<Uint8Array> | null,
  file: string,
  max: number,
): Promise<{ size: number; md5: string }> {
  const hash = crypto.createHash('md5');
  const out = fs.createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of chunksOf(body)) {
      size += chunk.byteLength;
      if (size > max) throw errors.entityTooLarge();
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  return { size, md5: hash.digest('hex') };
}

/** A body's chunks; leaving the loop early leaves the rest unread (not cancelled) for drain(). */
function chunksOf(body: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> | Uint8Array[] {
  return body ? body.values({ preventCancel: true }) : [];
}

/** Reads what is left of a refused body, so the client, still sending, gets the answer. */
export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  let read = 0;
  try {
    for await (const chunk of body) {
      read += chunk.byteLength;
      if (read > DRAIN_LIMIT) break; // leaving the loop cancels the stream
    }
  } catch {
    // the client went away
  }
}

/** User metadata as storage-api reads it: JSON (base64 in the x-metadata header); unreadable is none. */
function parseMetadata(value: string | null, encoding: 'base64' | 'json'): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(encoding === 'base64' ? Buffer.from(value, 'base64').toString('utf8') : value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
