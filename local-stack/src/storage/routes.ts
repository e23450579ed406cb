// Supabase Storage's HTTP API, the subset the product uses, at /storage/v1: the paths, bodies and
// answers of storage-api (src/http/routes/{bucket,object} upstream) as @supabase/storage-js calls them.
//
//   POST /bucket · GET /bucket · GET /bucket/{id} · DELETE /bucket/{id}       (service role)
//   POST|PUT /object/{bucket}/{key} · GET /object[/authenticated]/{bucket}/{key}
//   DELETE /object/{bucket} {prefixes} · POST /object/sign/{bucket}/{key} {expiresIn}
//   GET /object/sign/{bucket}/{key}?token=   (anyone holding the token)
//   GET /object/public/{bucket}/{key}        (anyone, public buckets only)
//
// The gateway mounts this without its apikey check, as hosted Supabase routes /storage/v1: Storage
// checks its callers itself (tokens.ts) and signed URLs need no key at all.
import { Hono, type Context } from 'hono';
import { basePath } from 'hono/route';
import { readJsonObject } from '../http.ts';
import { serveObject } from './download.ts';
import { errors, StorageError } from './errors.ts';
import {
  GLOBAL_FILE_SIZE_LIMIT,
  mustBeValidBucketName,
  mustBeValidKey,
  mustBeValidMimeTypes,
  parseFileSizeLimit,
} from './limits.ts';
import { StorageStore, type BucketRow, type ObjectRow } from './store.ts';
import { requireServiceRole, signObjectToken, verifyObjectToken } from './tokens.ts';
import { drain, receiveUpload } from './upload.ts';

/** Where the gateway mounts Storage, as on hosted Supabase (supabase-js: `${url}/storage/v1`). */
export const STORAGE_PATH = '/storage/v1';

export interface StorageOptions {
  /** Signs the signed URLs' tokens and verifies the callers' JWTs (the project's JWT secret). */
  jwtSecret: string;
  /** Opaque secret API keys (`sb_secret_…`) that stand for the service role. */
  secretKeys: string[];
  /** The stack's data folder: `storage/`, `storage.json` and `storage.tmp/` are kept in it. */
  dataDir: string;
}

export interface StorageApi {
  /** Its routes, relative to the mount point. */
  app: Hono;
  close(): void;
}

const BUCKET_COLUMNS = [
  'id',
  'name',
  'owner',
  'public',
  'created_at',
  'updated_at',
  'file_size_limit',
  'allowed_mime_types',
] as const;
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

/** A bucket as getBucket answers it (listBuckets adds `type`). */
const bucketAnswer = (bucket: BucketRow) =>
  Object.fromEntries(BUCKET_COLUMNS.map((column) => [column, bucket[column]]));

/** The path below the mount point, percent-encoded as it arrived. */
function relativePath(c: Context): string {
  const mount = basePath(c);
  const pathname = new URL(c.req.url).pathname;
  return mount === '/' ? pathname : pathname.slice(mount.length);
}

/** The bucket and key after `prefix` in the path, decoded as Fastify decodes storage-api's params. */
function target(c: Context, prefix: string): { bucket: string; key: string } {
  const rest = relativePath(c).slice(prefix.length);
  const slash = rest.indexOf('/');
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw errors.invalidKey(part);
    }
  };
  return slash < 0
    ? { bucket: decode(rest), key: '' }
    : { bucket: decode(rest.slice(0, slash)), key: decode(rest.slice(slash + 1)) };
}

export function createStorage(options: StorageOptions): StorageApi {
  const store = new StorageStore(options.dataDir);
  const secret = new TextEncoder().encode(options.jwtSecret);
  const serviceRole = (c: Context) => requireServiceRole(c.req.raw, secret, options.secretKeys);
  const app = new Hono({ strict: false });

  /** storage-api's answer to an error; an unexpected one is logged and answered as its 500. */
  const handle = (run: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      return await run(c);
    } catch (err) {
      if (err instanceof StorageError) return err.toResponse();
      console.error('[storage]', err);
      return new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal').toResponse();
    }
  };
  const serve = (c: Context, row: ObjectRow, expires?: number) => serveObject(c, row, store.fileOf(row), expires);
  const jsonBody = (c: Context) =>
    readJsonObject(c.req.raw, () =>
      errors.badRequest("Body is not valid JSON but content-type is set to 'application/json'"),
    );

  // Buckets.
  app.post(
    '/bucket',
    handle(async (c) => {
      await serviceRole(c);
      const body = await jsonBody(c);
      const { name, public: isPublic = false, file_size_limit: sizeLimit, allowed_mime_types: mimeTypes } = body;
      if (typeof name !== 'string') throw errors.badRequest("body must have required property 'name'");
      if (typeof isPublic !== 'boolean') throw errors.badRequest('body/public must be boolean');
      if (sizeLimit != null && typeof sizeLimit !== 'number' && typeof sizeLimit !== 'string') {
        throw errors.badRequest('body/file_size_limit must be integer,string');
      }
      if (mimeTypes != null && !(Array.isArray(mimeTypes) && mimeTypes.every((t) => typeof t === 'string'))) {
        throw errors.badRequest('body/allowed_mime_types must be array of string');
      }
      mustBeValidBucketName(name);
      if (body.type === 'ANALYTICS') throw errors.featureNotEnabled('iceberg_catalog');
      const allowed = mimeTypes ? (mimeTypes as string[]).filter(Boolean) : null;
      if (allowed) mustBeValidMimeTypes(allowed);
      const now = new Date().toISOString();
      store.createBucket({
        id: typeof body.id === 'string' && body.id ? body.id : name,
        name,
        owner: '',
        public: isPublic,
        type: 'STANDARD',
        file_size_limit: sizeLimit == null ? null : parseFileSizeLimit(sizeLimit),
        allowed_mime_types: allowed,
        created_at: now,
        updated_at: now,
      });
      return c.json({ name });
    }),
  );

  app.get(
    '/bucket',
    handle(async (c) => {
      await serviceRole(c);
      const { limit, offset, sortColumn, sortOrder, search } = c.req.query();
      let buckets = store.listBuckets();
      if (search) buckets = buckets.filter((b) => b.name.toLowerCase().includes(search.toLowerCase()));
      if (sortColumn) {
        if (!(SORT_COLUMNS as readonly string[]).includes(sortColumn)) {
          throw errors.badRequest('querystring/sortColumn must be equal to one of the allowed values');
        }
        const column = sortColumn as (typeof SORT_COLUMNS)[number];
        const sign = sortOrder === 'desc' ? -1 : 1;
        buckets = [...buckets].sort((a, b) => sign * (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0));
      }
      const from = Number(offset ?? 0) || 0;
      buckets = buckets.slice(from, limit ? from + (Number(limit) || 0) : undefined);
      return c.json(buckets.map((b) => ({ ...bucketAnswer(b), type: b.type })));
    }),
  );

  app.get(
    '/bucket/:id',
    handle(async (c) => {
      await serviceRole(c);
      return c.json(bucketAnswer(store.bucket(target(c, '/bucket/').bucket)));
    }),
  );

  app.delete(
    '/bucket/:id',
    handle(async (c) => {
      await serviceRole(c);
      store.deleteBucket(target(c, '/bucket/').bucket);
      return c.json({ message: 'Successfully deleted' });
    }),
  );

  // Signed URLs: made with the service role, then served to whoever holds the token (the browser).
  // Registered before /object/{bucket}/…, which would otherwise take `sign` for a bucket.
  app.get(
    '/object/sign/:bucket/*',
    handle(async (c) => {
      const token = c.req.query('token');
      if (!token) throw errors.badRequest("querystring must have required property 'token'");
      const { bucket, key } = target(c, '/object/sign/');
      const expires = await verifyObjectToken(secret, token, `${bucket}/${key}`);
      return serve(c, store.object(bucket, key), expires);
    }),
  );

  app.post(
    '/object/sign/:bucket/*',
    handle(async (c) => {
      await serviceRole(c);
      const { bucket, key } = target(c, '/object/sign/');
      const { expiresIn } = await jsonBody(c);
      if (expiresIn === undefined) throw errors.badRequest("body must have required property 'expiresIn'");
      if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn)) {
        throw errors.badRequest('body/expiresIn must be integer');
      }
      if (expiresIn < 1) throw errors.badRequest('body/expiresIn must be >= 1');
      store.object(bucket, key);
      const url = `${bucket}/${key}`;
      return c.json({ signedURL: `/object/sign/${url}?token=${await signObjectToken(secret, url, expiresIn)}` });
    }),
  );

  app.get(
    '/object/public/:bucket/*',
    handle(async (c) => {
      const { bucket, key } = target(c, '/object/public/');
      if (!store.bucket(bucket).public) throw errors.noSuchBucket();
      return serve(c, store.object(bucket, key));
    }),
  );

  const download = (prefix: string) =>
    handle(async (c) => {
      await serviceRole(c);
      const { bucket, key } = target(c, prefix);
      store.bucket(bucket);
      return serve(c, store.object(bucket, key));
    });
  app.get('/object/authenticated/:bucket/*', download('/object/authenticated/'));
  app.get('/object/:bucket/*', download('/object/'));

  // Uploads: POST creates (x-upsert: true replaces), PUT replaces or creates (storage-js's update()).
  const upload = handle(async (c) => {
    try {
      await serviceRole(c);
      const { bucket: bucketId, key } = target(c, '/object/');
      const bucket = store.bucket(bucketId);
      mustBeValidKey(key);
      const upsert = c.req.method === 'PUT' || c.req.header('x-upsert') === 'true';
      const file = await receiveUpload(c.req.raw, {
        maxSize: Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT),
        allowedMimeTypes: bucket.allowed_mime_types,
        tmp: store.tempFile(),
        beforeReading: () => {
          if (!upsert && store.has(bucketId, key)) throw errors.alreadyExists();
        },
      });
      const row = store.commit(bucketId, key, file, upsert);
      return c.json({ Id: row.id, Key: `${bucketId}/${key}` });
    } catch (err) {
      // What the client is still sending is read, so it gets this answer rather than a reset.
      await drain(c.req.raw.body);
      throw err;
    }
  });
  app.post('/object/:bucket/*', upload);
  app.put('/object/:bucket/*', upload);

  app.delete(
    '/object/:bucket',
    handle(async (c) => {
      await serviceRole(c);
      const { prefixes } = await jsonBody(c);
      if (prefixes === undefined) throw errors.badRequest("body must have required property 'prefixes'");
      if (!Array.isArray(prefixes)) throw errors.badRequest('body/prefixes must be array');
      if (!prefixes.length) throw errors.badRequest('body/prefixes must NOT have fewer than 1 items');
      const keys = prefixes.map((p: unknown, i) => {
        if (typeof p !== 'string') throw errors.badRequest(`body/prefixes/${i} must be string`);
        return p;
      });
      return c.json(store.remove(target(c, '/object/').bucket, keys));
    }),
  );

  // Fastify's answer to a route storage-api does not have (or this stand-in leaves out).
  app.all('*', (c) =>
    c.json({ statusCode: 404, error: 'Not Found', message: `Route ${c.req.method}:${relativePath(c)} not found` }, 404),
  );

  return { app, close: () => store.flush() };
}
