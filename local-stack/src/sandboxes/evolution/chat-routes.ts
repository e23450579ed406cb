// The message history under /chat: POST /chat/findMessages/{instance}, as Evolution v2 answers it from
// its database: `where.key` filters (remoteJid and id compared as given, fromMe only when true), newest
// first, `offset` as the page size (50 by default) and `page` from 1, with total, pages and currentPage.
// Also POST /chat/markMessageAsRead/{instance} {readMessages: [{remoteJid, fromMe, id}]} and
// POST /chat/getBase64FromMediaMessage/{instance} {message: {key: {id}}} → {mediaType, fileName, caption,
// size, mimetype, base64, buffer}; both answer 201, as Evolution's router does.
import { Hono } from 'hono';
import { EvoError, instanceOf, obj, readBody } from './errors.ts';
import { mediaAnswer } from './media.ts';
import { messageRecord } from './records.ts';
import type { EvolutionStore } from './store.ts';

const positive = (v: unknown, fallback: number) =>
  Number.isInteger(v) && (v as number) > 0 ? (v as number) : fallback;

function readRoutes(store: EvolutionStore, routes: Hono): Hono {
  routes.post('/markMessageAsRead/:instance', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const list = (await readBody(c.req.raw)).readMessages;
    if (!Array.isArray(list) || !list.length) throw new EvoError(400, ['readMessages is required']);
    for (const key of list.map(obj)) {
      const found = store.messages.find((m) => m.instance === instance.instanceName && m.id === key?.id);
      if (found && found.fromMe === false) found.read = true;
    }
    store.save();
    return c.json({ message: 'Read messages', read: 'success' }, 201);
  });
  // Evolution looks the message up by its key's id and downloads its media; what is not there, or is no
  // media, is a 400 with its words. `convertToMp4` (ffmpeg at Evolution) is not done: the bytes come as
  // they arrived.
  routes.post('/getBase64FromMediaMessage/:instance', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const id = obj(obj((await readBody(c.req.raw)).message)?.key)?.id;
    const found = store.messages.find((m) => m.instance === instance.instanceName && m.id === id);
    if (!found) throw new EvoError(400, ['Message not found']);
    if (!found.media) throw new EvoError(400, ['The message is not of the media type']);
    return c.json(mediaAnswer(found.id, found.media), 201);
  });
  return routes;
}

export function chatRoutes(store: EvolutionStore): Hono {
  return readRoutes(store, new Hono({ strict: false })).post('/findMessages/:instance', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const body = await readBody(c.req.raw);
    const key = obj(obj(body.where)?.key) ?? {};
    const remoteJid = typeof key.remoteJid === 'string' && key.remoteJid ? key.remoteJid : null;
    const id = typeof key.id === 'string' && key.id ? key.id : null;
    // Evolution filters on fromMe only when it is truthy: fromMe:false lists both directions.
    const onlyMine = Boolean(key.fromMe);

    const found = store.messages.filter(
      (m) =>
        m.instance === instance.instanceName &&
        (!remoteJid || (m.remoteJid ?? `${m.number}@s.whatsapp.net`) === remoteJid) &&
        (!id || m.id === id) &&
        (!onlyMine || m.fromMe !== false),
    );
    const pageSize = positive(body.offset, 50);
    const page = positive(body.page, 1);
    // Newest first; the history is in arrival order, so later entries of the same second come first.
    const newest = found.reverse();
    return c.json({
      messages: {
        total: newest.length,
        pages: Math.ceil(newest.length / pageSize),
        currentPage: page,
        records: newest.slice((page - 1) * pageSize, page * pageSize).map((m) => messageRecord(instance, m)),
      },
    });
  });
}
