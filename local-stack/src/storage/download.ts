// An object's bytes as storage-api answers a download (src/storage/renderer upstream): its type,
// length, ETag and dates, single byte ranges (a browser's audio element asks for them, Safari
// insists) and If-None-Match, streamed from its file.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { errors } from './errors.ts';
import type { ObjectRow } from './store.ts';

/** A byte range of a `Range: bytes=…` header, as storage-api's file backend reads it; 416 otherwise. */
function parseRange(header: string, size: number): { start: number; end: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || size <= 0 || (!match[1] && !match[2])) throw errors.invalidRange();
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw errors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw errors.invalidRange();
  }
  return { start, end: Math.min(end, size - 1) };
}

/**
 * An object's bytes (`file`) as storage-api's renderer sends them; a signed URL's expiry (`expires`,
 * seconds) replaces Cache-Control.
 */
export function serveObject(c: Context, row: ObjectRow, file: string, expires?: number): Response {
  const { metadata } = row;
  if (!fs.existsSync(file)) throw errors.noSuchKey();
  const size = fs.statSync(file).size;
  const headers = new Headers({
    'accept-ranges': 'bytes',
    // An HTML upload is never served as a page from the project's origin.
    'content-type': metadata.mimetype.includes('text/html') ? 'text/plain' : metadata.mimetype,
    etag: metadata.eTag,
    'last-modified': new Date(metadata.lastModified).toUTCString(),
    'x-robots-tag': 'none',
  });
  if (expires) headers.set('expires', new Date(expires * 1000).toUTCString());
  else if (metadata.cacheControl) headers.set('cache-control', metadata.cacheControl);
  const download = c.req.query('download');
  if (download !== undefined) {
    const name = encodeURIComponent(download);
    headers.set(
      'content-disposition',
      download ? `attachment; filename=${name}; filename*=UTF-8''${name}` : 'attachment;',
    );
  }
  if (c.req.header('if-none-match') === metadata.eTag) return new Response(null, { status: 304, headers });
  let [start, end, status] = [0, size - 1, 200];
  const range = c.req.header('range');
  if (range) {
    ({ start, end } = parseRange(range, size));
    status = 206;
    headers.set('content-range', `bytes ${start}-${end}/${size}`);
  }
  headers.set('content-length', String(size ? end - start + 1 : 0));
  // Hono answers HEAD with the GET route: no file is opened for it.
  const body =
    c.req.method === 'HEAD' || !size
      ? null
      : (Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream);
  return new Response(body, { status, headers });
}
