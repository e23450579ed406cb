// Buckets and objects kept in the stack's data folder, so a restart finds what Storage would still
// hold: rows (storage.buckets / storage.objects upstream) in `storage.json`, bytes under `storage/`.
// Each object's bytes are one file per version, `storage/<bucket>/<key>/<version>`, the layout of
// storage-api's own file backend: a key and the "folder" of another (`a`, `a/b`) both fit, and an
// overwrite lands in a new file before the row points at it. Uploads are written to `storage.tmp/`
// first and moved in when complete.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JsonFile } from '../sandboxes/jsonFile.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './limits.ts';

export interface BucketRow {
  id: string;
  name: string;
  /** The creator's user id; '' for the service role, which is no user (storage-api's serializer). */
  owner: string;
  public: boolean;
  type: 'STANDARD';
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** storage-api's object metadata (what its backends report), as list(), info() and remove() show it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
}

/** An upload's bytes, complete in a temporary file, and what the request said about them. */
export interface ReceivedFile {
  tmp: string;
  size: number;
  md5: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

interface Snapshot {
  buckets: BucketRow[];
  objects: ObjectRow[];
}

export class StorageStore {
  private readonly buckets = new Map<string, BucketRow>();
  /** Per bucket id, its objects by key. */
  private readonly objects = new Map<string, Map<string, ObjectRow>>();
  private readonly data: JsonFile<Snapshot>;
  private readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage');
    this.tmpDir = path.join(dataDir, 'storage.tmp');
    // Half-received uploads of a previous run are of no use.
    fs.rmSync(this.tmpDir, { recursive: true, force: true });
    fs.mkdirSync(this.tmpDir, { recursive: true });
    this.data = new JsonFile<Snapshot>(path.join(dataDir, 'storage.json'), () => ({
      buckets: [...this.buckets.values()],
      objects: [...this.objects.values()].flatMap((objects) => [...objects.values()]),
    }));
    const snap = this.data.read();
    for (const bucket of snap?.buckets ?? []) {
      this.buckets.set(bucket.id, bucket);
      this.objects.set(bucket.id, new Map());
    }
    // A row whose file is gone (the stack stopped between a removal and the next write) is dropped.
    for (const row of snap?.objects ?? []) {
      if (fs.existsSync(this.fileOf(row))) this.objects.get(row.bucket_id)?.set(row.name, row);
    }
  }

  bucket(id: string): BucketRow {
    const bucket = this.buckets.get(id);
    if (!bucket) throw errors.noSuchBucket();
    return bucket;
  }

  listBuckets(): BucketRow[] {
    return [...this.buckets.values()];
  }

  createBucket(bucket: BucketRow): void {
    mustBeValidBucketName(bucket.id);
    if (this.buckets.has(bucket.id)) throw errors.alreadyExists();
    this.buckets.set(bucket.id, bucket);
    this.objects.set(bucket.id, new Map());
    this.data.save();
  }

  /** Only an empty bucket goes, as storage-api deletes one. */
  deleteBucket(id: string): void {
    this.bucket(id);
    if (this.objects.get(id)?.size) throw errors.bucketNotEmpty();
    this.buckets.delete(id);
    this.objects.delete(id);
    fs.rmSync(path.join(this.root, id), { recursive: true, force: true });
    this.data.save();
  }

  object(bucketId: string, key: string): ObjectRow {
    mustBeValidKey(key);
    const row = this.objects.get(bucketId)?.get(key);
    if (!row) throw errors.noSuchKey();
    return row;
  }

  has(bucketId: string, key: string): boolean {
    return Boolean(this.objects.get(bucketId)?.has(key));
  }

  /** Where a new upload is written before it becomes an object. */
  tempFile(): string {
    return path.join(this.tmpDir, crypto.randomUUID());
  }

  /**
   * The received file becomes the object at `key` (a new row, or the same id with a new version
   * when `upsert`), all in one turn of the event loop, so two uploads to one key cannot both create it.
   */
  commit(bucketId: string, key: string, file: ReceivedFile, upsert: boolean): ObjectRow {
    try {
      this.bucket(bucketId);
      const current = this.objects.get(bucketId)?.get(key);
      if (current && !upsert) throw errors.alreadyExists();
      const now = new Date().toISOString();
      const row: ObjectRow = {
        id: current?.id ?? crypto.randomUUID(),
        bucket_id: bucketId,
        name: key,
        owner: null,
        owner_id: null,
        version: crypto.randomUUID(),
        created_at: current?.created_at ?? now,
        updated_at: now,
        last_accessed_at: now,
        metadata: {
          eTag: `"${file.md5}"`,
          size: file.size,
          mimetype: file.mimetype,
          cacheControl: file.cacheControl,
          lastModified: now,
          contentLength: file.size,
          httpStatusCode: 200,
        },
        user_metadata: file.userMetadata,
      };
      const target = this.fileOf(row);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(file.tmp, target);
      this.objects.get(bucketId)?.set(key, row);
      this.data.save();
      if (current) this.unlink(current);
      return row;
    } finally {
      fs.rmSync(file.tmp, { force: true });
    }
  }

  /** The objects of these exact keys that existed, removed (keys that name nothing are skipped). */
  remove(bucketId: string, keys: readonly string[]): ObjectRow[] {
    const objects = this.objects.get(bucketId);
    const removed: ObjectRow[] = [];
    for (const key of new Set(keys)) {
      const row = objects?.get(key);
      if (!row) continue;
      objects?.delete(key);
      this.unlink(row);
      removed.push(row);
    }
    if (removed.length) this.data.save();
    return removed;
  }

  /** The file holding an object's bytes. */
  fileOf(row: Pick<ObjectRow, 'bucket_id' | 'name' | 'version'>): string {
    const file = path.resolve(this.root, row.bucket_id, ...row.name.split('/'), row.version);
    // Names are checked before they get here; this is the last word on never leaving the folder.
    if (!file.startsWith(this.root + path.sep)) throw errors.invalidKey(row.name);
    return file;
  }

  flush(): void {
    this.data.flush();
  }

  /** Removes a version's file and the folders it leaves empty, up to the bucket's. */
  private unlink(row: ObjectRow): void {
    const file = this.fileOf(row);
    fs.rmSync(file, { force: true });
    const bucketDir = path.join(this.root, row.bucket_id);
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        fs.rmdirSync(dir);
      } catch {
        break; // not empty: another key lives below it
      }
    }
  }
}
