/**
 * Supabase Storage's stand-in (/storage/v1) held to the real client: supabase-js's `storage` as the
 * functions use it (the service role, a private bucket per owner, signed URLs for the browser), the
 * answers storage-api gives, and the files kept on disk across a restart.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { createStorage } from '../src/storage/routes.ts';
import { client, newUser, serviceClient, stack } from './support/stack.ts';

let counter = 0;
/** A bucket name of this run: `midia-<…>` as the functions name theirs. */
const bucketName = () => `midia-teste-${Date.now().toString(36)}-${process.pid}-${++counter}`;
/** n bytes of a pattern (`seed` tells two contents apart). */
function bytesOf(n: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = (i * seed + 3) % 256;
  return bytes;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A private bucket with one voice note in it, made as mediaStore.ts makes them. */
async function bucketWithNote(options: { fileSizeLimit?: number; allowedMimeTypes?: string[] } = {}) {
  const storage = serviceClient().storage;
  const bucket = bucketName();
  const created = await storage.createBucket(bucket, { public: false, ...options });
  assert.equal(created.error, null);
  const key = `2026-12-05/${crypto.randomUUID()}.ogg`;
  const bytes = bytesOf(3000);
  const uploaded = await storage.from(bucket).upload(key, bytes, { contentType: 'audio/ogg' });
  assert.equal(uploaded.error, null);
  return { storage, bucket, key, bytes, uploaded: uploaded.data! };
}

test("createBucket makes a private bucket; the same id again is storage-api's 409 Duplicate", async () => {
  const storage = serviceClient().storage;
  const bucket = bucketName();
  const created = await storage.createBucket(bucket, { public: false, fileSizeLimit: 25 * 1024 * 1024 });
  assert.deepEqual(created, { data: { name: bucket }, error: null });

  const again = await storage.createBucket(bucket, { public: false });
  assert.equal(again.data, null);
  assert.equal(again.error?.message, 'The resource already exists');
  // storage-api's legacy rule: HTTP 400, the status it means in the body.
  assert.deepEqual(
    [(again.error as { status?: number }).status, (again.error as { statusCode?: string }).statusCode],
    [400, '409'],
  );
  const res = await fetch(`${stack.url}/storage/v1/bucket`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ id: bucket, name: bucket, public: false }),
  });
  assert.deepEqual(await res.json(), {
    statusCode: '409',
    code: 'ResourceAlreadyExists',
    error: 'Duplicate',
    message: 'The resource already exists',
  });

  const got = await storage.getBucket(bucket);
  assert.equal(got.error, null);
  assert.deepEqual(
    { ...got.data, created_at: undefined, updated_at: undefined },
    {
      id: bucket,
      name: bucket,
      owner: '',
      public: false,
      file_size_limit: 25 * 1024 * 1024,
      allowed_mime_types: null,
      created_at: undefined,
      updated_at: undefined,
    },
  );
  const listed = await storage.listBuckets();
  assert.ok(listed.data?.some((b) => b.id === bucket && b.type === 'STANDARD'));
  const missing = await storage.getBucket(bucketName());
  assert.deepEqual(
    [missing.error?.message, (missing.error as { statusCode?: string }).statusCode],
    ['Bucket not found', '404'],
  );
});

test('upload sends a Uint8Array as raw bytes with its content-type; download gives them back', async () => {
  const sent: Array<{
    url: string;
    method: string;
    contentType: string | null;
    raw: boolean;
    form: boolean;
    upsert: string | null;
  }> = [];
  const spy: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      contentType: headers.get('content-type'),
      raw: init?.body instanceof Uint8Array,
      form: init?.body instanceof FormData,
      upsert: headers.get('x-upsert'),
    });
    return fetch(input, init);
  };
  const storage = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: spy },
  }).storage;
  const bucket = bucketName();
  assert.equal((await storage.createBucket(bucket, { public: false })).error, null);
  const key = '2026-12-05/nota de voz.ogg';
  const bytes = bytesOf(5000);

  const up = await storage.from(bucket).upload(key, bytes, { contentType: 'audio/ogg' });
  assert.equal(up.error, null);
  assert.match(up.data!.id, /^[0-9a-f-]{36}$/);
  assert.deepEqual([up.data!.path, up.data!.fullPath], [key, `${bucket}/${key}`]);
  const post = sent.at(-1)!;
  assert.deepEqual(
    [post.method, post.url, post.contentType, post.raw, post.upsert],
    ['POST', `${stack.url}/storage/v1/object/${bucket}/${key}`, 'audio/ogg', true, 'false'],
  );

  const down = await storage.from(bucket).download(key);
  assert.equal(down.error, null);
  assert.equal(down.data!.type, 'audio/ogg');
  assert.deepEqual(new Uint8Array(await down.data!.arrayBuffer()), bytes);

  // Kept under the data folder: storage/<bucket>/<key>/<version>.
  const dir = path.join(process.env.STACK_DATA_DIR!, 'storage', bucket, ...key.split('/'));
  const versions = fs.readdirSync(dir);
  assert.equal(versions.length, 1);
  assert.deepEqual(new Uint8Array(fs.readFileSync(path.join(dir, versions[0]))), bytes);

  // The same key without upsert: 409; with upsert (and update(), a PUT): replaced, same id.
  const dup = await storage.from(bucket).upload(key, bytesOf(10), { contentType: 'audio/ogg' });
  assert.deepEqual(
    [dup.error?.message, (dup.error as { statusCode?: string }).statusCode],
    ['The resource already exists', '409'],
  );
  const replaced = await storage.from(bucket).upload(key, bytesOf(10, 3), { contentType: 'audio/mpeg', upsert: true });
  assert.equal(replaced.data?.id, up.data!.id);
  const updated = await storage.from(bucket).update(key, bytesOf(12, 5), { contentType: 'audio/mpeg' });
  assert.equal(sent.at(-1)!.method, 'PUT');
  assert.equal(updated.data?.id, up.data!.id);
  const after = await storage.from(bucket).download(key);
  assert.equal(after.data!.type, 'audio/mpeg');
  assert.deepEqual(new Uint8Array(await after.data!.arrayBuffer()), bytesOf(12, 5));
  assert.equal(fs.readdirSync(dir).length, 1, 'the replaced version is gone');

  // A Blob goes as multipart/form-data: its own type is the object's.
  const blob = await storage.from(bucket).upload('foto.jpg', new Blob([bytesOf(700)], { type: 'image/jpeg' }));
  assert.equal(blob.error, null);
  assert.deepEqual([sent.at(-1)!.form, sent.at(-1)!.contentType], [true, null]); // fetch writes the boundary
  const photo = await storage.from(bucket).download('foto.jpg');
  assert.equal(photo.data!.type, 'image/jpeg');
  assert.deepEqual(new Uint8Array(await photo.data!.arrayBuffer()), bytesOf(700));

  const nothing = await storage.from(bucket).download('nao-existe.ogg');
  assert.deepEqual((nothing.error as { statusCode?: string }).statusCode, '404');
});

test('createSignedUrl: a plain fetch of the signed URL gets the bytes while the token lasts', async () => {
  const { storage, bucket, key, bytes } = await bucketWithNote();
  const signed = await storage.from(bucket).createSignedUrl(key, 300);
  assert.equal(signed.error, null);
  assert.ok(signed.data!.signedUrl.startsWith(`${stack.url}/storage/v1/object/sign/${bucket}/${key}?token=`));

  // What the function hands the browser, fetched with no key at all.
  const res = await fetch(signed.data!.signedUrl);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'audio/ogg');
  assert.equal(res.headers.get('content-length'), String(bytes.length));
  assert.ok(res.headers.get('expires'));
  assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);

  // The answer as storage-api gives it: a path below /storage/v1, and a JWT naming the object.
  const raw = await fetch(`${stack.url}/storage/v1/object/sign/${bucket}/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  const { signedURL } = (await raw.json()) as { signedURL: string };
  assert.match(signedURL, new RegExp(`^/object/sign/${bucket}/${key.replace('.', '\\.')}\\?token=`));
  const claims = decodeJwt(new URL(signedURL, 'http://x').searchParams.get('token')!);
  assert.equal(claims.url, `${bucket}/${key}`);
  assert.equal(Number(claims.exp) - Number(claims.iat), 60);
  const plain = await fetch(`${stack.url}/storage/v1${signedURL}`, { headers: { origin: 'http://localhost:3000' } });
  assert.deepEqual(new Uint8Array(await plain.arrayBuffer()), bytes);
  // The gateway's CORS and hardening headers, for the site's page reading it.
  assert.equal(plain.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.equal(plain.headers.get('x-content-type-options'), 'nosniff');

  // A browser's audio element asks for ranges.
  const part = await fetch(`${stack.url}/storage/v1${signedURL}`, { headers: { range: 'bytes=100-199' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers.get('content-range'), `bytes 100-199/${bytes.length}`);
  assert.deepEqual(new Uint8Array(await part.arrayBuffer()), bytes.slice(100, 200));

  // Nothing signed for what does not exist.
  const none = await storage.from(bucket).createSignedUrl('nao-existe.ogg', 60);
  assert.deepEqual(
    [none.error?.message, (none.error as { statusCode?: string }).statusCode],
    ['Object not found', '404'],
  );
});

test("signed URLs: an expired token, another object's token and a forged one are refused with 400", async () => {
  const { storage, bucket, key } = await bucketWithNote();
  const other = `outra/${crypto.randomUUID()}.ogg`;
  assert.equal((await storage.from(bucket).upload(other, bytesOf(50), { contentType: 'audio/ogg' })).error, null);

  const short = await storage.from(bucket).createSignedUrl(key, 1);
  await sleep(2100);
  const expired = await fetch(short.data!.signedUrl);
  assert.equal(expired.status, 400);
  assert.deepEqual(await expired.json(), {
    statusCode: '400',
    code: 'InvalidJWT',
    error: 'InvalidJWT',
    message: '"exp" claim timestamp check failed',
  });

  const forOther = await storage.from(bucket).createSignedUrl(other, 300);
  const token = new URL(forOther.data!.signedUrl).searchParams.get('token')!;
  const swapped = await fetch(`${stack.url}/storage/v1/object/sign/${bucket}/${key}?token=${token}`);
  assert.equal(swapped.status, 400);
  assert.deepEqual(await swapped.json(), {
    statusCode: '400',
    code: 'InvalidSignature',
    error: 'InvalidSignature',
    message: 'Invalid signature',
  });

  // The service role's own JWT is signed with the same secret but names no object.
  const notAUrl = await fetch(`${stack.url}/storage/v1/object/sign/${bucket}/${key}?token=${stack.serviceRoleKey}`);
  assert.deepEqual([notAUrl.status, ((await notAUrl.json()) as { code: string }).code], [400, 'InvalidSignature']);
  const forged = await fetch(`${stack.url}/storage/v1/object/sign/${bucket}/${key}?token=${token.slice(0, -4)}AAAA`);
  assert.deepEqual([forged.status, ((await forged.json()) as { code: string }).code], [400, 'InvalidJWT']);
  const noToken = await fetch(`${stack.url}/storage/v1/object/sign/${bucket}/${key}`);
  assert.equal(noToken.status, 400);
});

test('remove answers the removed objects; then download and the signed URL find nothing', async () => {
  const { storage, bucket, key } = await bucketWithNote();
  const signed = await storage.from(bucket).createSignedUrl(key, 300);

  const notEmpty = await storage.deleteBucket(bucket);
  assert.deepEqual(
    [notEmpty.error?.message, (notEmpty.error as { statusCode?: string }).statusCode],
    ['The bucket you tried to delete is not empty', '409'],
  );

  const removed = await storage.from(bucket).remove([key, 'nunca-existiu.ogg']);
  assert.equal(removed.error, null);
  assert.deepEqual(
    removed.data!.map((o) => [o.name, o.bucket_id, o.metadata?.mimetype, o.metadata?.size]),
    [[key, bucket, 'audio/ogg', 3000]],
  );
  assert.equal((await storage.from(bucket).download(key)).error?.message, 'Object not found');
  const gone = await fetch(signed.data!.signedUrl);
  assert.equal(gone.status, 400);
  assert.deepEqual(await gone.json(), {
    statusCode: '404',
    code: 'NoSuchKey',
    error: 'not_found',
    message: 'Object not found',
  });
  assert.ok(!fs.existsSync(path.join(process.env.STACK_DATA_DIR!, 'storage', bucket, '2026-12-05')));

  assert.deepEqual(await storage.deleteBucket(bucket), { data: { message: 'Successfully deleted' }, error: null });
  assert.equal((await storage.getBucket(bucket)).error?.message, 'Bucket not found');
});

test("only the service role: the anon key and a user's JWT are refused with 403, signed URLs need no key", async () => {
  const { bucket, key } = await bucketWithNote();
  const user = await newUser();
  for (const [who, storage] of [
    ['anon', client().storage],
    ['user', user.client.storage],
  ] as const) {
    const listed = await storage.listBuckets();
    assert.deepEqual(
      [
        (listed.error as { status?: number }).status,
        (listed.error as { statusCode?: string }).statusCode,
        listed.error?.message,
      ],
      [403, '403', 'Access denied: Invalid role'],
      who,
    );
    assert.equal(
      (await storage.createBucket(bucketName(), { public: false })).error?.message,
      'Access denied: Invalid role',
    );
    assert.equal((await storage.from(bucket).download(key)).error?.message, 'Access denied: Invalid role');
    const up = await storage.from(bucket).upload(`${who}.ogg`, bytesOf(10), { contentType: 'audio/ogg' });
    assert.equal((up.error as { statusCode?: string }).statusCode, '403', who);
    assert.equal((await storage.from(bucket).createSignedUrl(key, 60)).error?.message, 'Access denied: Invalid role');
    assert.equal((await storage.from(bucket).remove([key])).error?.message, 'Access denied: Invalid role');
  }
  const res = await fetch(`${stack.url}/storage/v1/object/authenticated/${bucket}/${key}`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${user.accessToken}` },
  });
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), {
    statusCode: '403',
    code: 'AccessDenied',
    error: 'Unauthorized',
    message: 'Access denied: Invalid role',
  });
  // No token at all, or one the project did not sign: storage-api's JWT check (400).
  const none = await fetch(`${stack.url}/storage/v1/bucket`);
  assert.equal(none.status, 400);
  assert.equal(((await none.json()) as { statusCode: string }).statusCode, '403');
  // A private bucket is not public.
  const pub = await fetch(`${stack.url}/storage/v1/object/public/${bucket}/${key}`);
  assert.deepEqual([pub.status, ((await pub.json()) as { code: string }).code], [400, 'NoSuchBucket']);
  // The secret API key stands for the service role, as the functions' SUPABASE_SECRET_KEYS.
  const secret = createClient(stack.url, stack.secretKey, { auth: { persistSession: false } }).storage;
  assert.equal((await secret.from(bucket).download(key)).error, null);
});

test("the bucket's file_size_limit and allowed_mime_types refuse an upload, keeping nothing", async () => {
  const storage = serviceClient().storage;
  const bucket = bucketName();
  const created = await storage.createBucket(bucket, {
    public: false,
    fileSizeLimit: '1KB',
    allowedMimeTypes: ['audio/*', 'image/jpeg'],
  });
  assert.equal(created.error, null);
  assert.equal((await storage.getBucket(bucket)).data?.file_size_limit, 1000);

  const big = await storage.from(bucket).upload('grande.ogg', bytesOf(1001), { contentType: 'audio/ogg' });
  assert.deepEqual(
    [(big.error as { status?: number }).status, (big.error as { statusCode?: string }).statusCode, big.error?.message],
    [400, '413', 'The object exceeded the maximum allowed size'],
  );
  const bigBlob = await storage.from(bucket).upload('grande.jpg', new Blob([bytesOf(1500)], { type: 'image/jpeg' }));
  assert.equal((bigBlob.error as { statusCode?: string }).statusCode, '413');
  const pdf = await storage.from(bucket).upload('doc.pdf', bytesOf(10), { contentType: 'application/pdf' });
  assert.deepEqual(
    [(pdf.error as { statusCode?: string }).statusCode, pdf.error?.message],
    ['415', 'mime type application/pdf is not supported'],
  );
  const fits = await storage.from(bucket).upload('cabe.ogg', bytesOf(1000), { contentType: 'audio/ogg' });
  assert.equal(fits.error, null);
  assert.ok(!fs.existsSync(path.join(process.env.STACK_DATA_DIR!, 'storage', bucket, 'grande.ogg')));

  const tooBig = await storage.createBucket(bucketName(), { public: false, fileSizeLimit: '60MB' });
  assert.equal((tooBig.error as { statusCode?: string }).statusCode, '413');
});

test("a 25 MB bucket takes a 20 MB voice note past the gateway's 10 MB body limit and refuses 26 MB", async () => {
  const storage = serviceClient().storage;
  const bucket = bucketName();
  assert.equal((await storage.createBucket(bucket, { public: false, fileSizeLimit: 25 * 1024 * 1024 })).error, null);
  const big = bytesOf(20 * 1024 * 1024, 11);
  const up = await storage.from(bucket).upload('longa.ogg', big, { contentType: 'audio/ogg' });
  assert.equal(up.error, null);
  const signed = await storage.from(bucket).createSignedUrl('longa.ogg', 60);
  const res = await fetch(signed.data!.signedUrl);
  assert.equal(res.headers.get('content-length'), String(big.length));
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(big)));
  // Refused by its declared length, the rest of the body read so the client gets the answer.
  const tooBig = await storage
    .from(bucket)
    .upload('maior.ogg', bytesOf(26 * 1024 * 1024), { contentType: 'audio/ogg' });
  assert.equal((tooBig.error as { statusCode?: string }).statusCode, '413');
});

test('keys are checked: no dot segments, nothing outside the bucket, no bad bucket names', async () => {
  const { bucket } = await bucketWithNote();
  const headers = { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'audio/ogg' };
  // %2F keeps fetch from resolving the dots before they arrive; the key decodes to a/../../x.ogg.
  for (const key of ['a%2F..%2F..%2Fx.ogg', '..%2Fx.ogg', 'a%2F.%2Fb.ogg', 'a//b.ogg', 'a%00.ogg', '%2Fetc%2Fpasswd']) {
    const res = await fetch(`${stack.url}/storage/v1/object/${bucket}/${key}`, { method: 'POST', headers, body: 'x' });
    assert.equal(res.status, 400, key);
    assert.equal(((await res.json()) as { code: string }).code, 'InvalidKey', key);
  }
  const storage = serviceClient().storage;
  for (const name of ['..', 'a/b', ' espaco']) {
    const res = await storage.createBucket(name, { public: false });
    assert.equal(res.error?.message, 'Bucket name invalid', name);
  }
});

test('objects and buckets survive a restart (data folder), and a bucket answers after it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-storage-'));
  const headers = { authorization: `Bearer ${stack.serviceRoleKey}` };
  const call = (api: ReturnType<typeof createStorage>, p: string, init: RequestInit = {}) =>
    api.app.fetch(new Request(`http://storage${p}`, { ...init, headers: { ...headers, ...init.headers } }));
  try {
    let api = createStorage({ jwtSecret: stack.jwtSecret, secretKeys: [], dataDir });
    const made = await call(api, '/bucket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'midia-x', name: 'midia-x', public: false }),
    });
    assert.equal(made.status, 200);
    const up = await call(api, '/object/midia-x/d/nota.ogg', {
      method: 'POST',
      headers: { 'content-type': 'audio/ogg' },
      body: bytesOf(256),
    });
    const { Id, Key } = (await up.json()) as { Id: string; Key: string };
    assert.equal(Key, 'midia-x/d/nota.ogg');
    api.close();

    api = createStorage({ jwtSecret: stack.jwtSecret, secretKeys: [], dataDir });
    const down = await call(api, '/object/midia-x/d/nota.ogg');
    assert.equal(down.status, 200);
    assert.deepEqual(new Uint8Array(await down.arrayBuffer()), bytesOf(256));
    const sign = await call(api, '/object/sign/midia-x/d/nota.ogg', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    assert.equal(sign.status, 200);
    const removed = (await (
      await call(api, '/object/midia-x', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: ['d/nota.ogg'] }),
      })
    ).json()) as Array<{ id: string }>;
    assert.deepEqual(
      removed.map((o) => o.id),
      [Id],
    );
    api.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
