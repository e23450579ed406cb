// Media a client sent: GET /{v}/{media_id} → {url, mime_type, sha256, file_size, id, messaging_product};
// the url (here, under the sandbox, as Meta's lookaside host) answers the bytes only to the same
// bearer, the token of the number that received them.
import { Hono } from 'hono';
import { numberFor } from './access.ts';
import type { Media, MetaStore } from './store.ts';

export function mediaInfo(media: Media, publicUrl: string) {
  return {
    url: `${publicUrl}/lookaside/whatsapp_business/attachments/?mid=${media.id}`,
    mime_type: media.mime_type,
    sha256: media.sha256,
    file_size: media.file_size,
    id: media.id,
    messaging_product: 'whatsapp',
  };
}

/** The media's info for GET /{v}/{id}, checked against its number's token; null when `id` is no media. */
export function mediaObject(store: MetaStore, req: Request, id: string, publicUrl: string) {
  const media = store.media.find((m) => m.id === id);
  if (!media) return null;
  numberFor(store, req, media.phone_number_id);
  return mediaInfo(media, publicUrl);
}

export function mediaDownloads(store: MetaStore): Hono {
  const routes = new Hono({ strict: false });
  routes.get('/lookaside/whatsapp_business/attachments', (c) => {
    const media = store.media.find((m) => m.id === c.req.query('mid'));
    if (!media) return c.text('Not Found', 404);
    numberFor(store, c.req.raw, media.phone_number_id);
    return c.body(Buffer.from(media.base64, 'base64'), 200, {
      'content-type': media.mime_type,
      'content-length': String(media.file_size),
    });
  });
  return routes;
}
