// Throw-away PostgreSQL 15 clusters for the schema tools (db:check, db:diff): each gets the platform
// (roles, auth), then whatever the caller applies, and is deleted when stopped. One cluster per
// database, because pg_cron lives in one database of a cluster and its jobs are part of the catalog.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { applyPlatform, type ScriptTarget } from './bootstrap.ts';
import { findPostgresBin, PostgresCluster } from './postgres.ts';
import type { Db } from './types.ts';

export { applyMigrations } from './bootstrap.ts';
export type { Queryable } from './types.ts';

export interface ScratchDatabase extends ScriptTarget {
  /** postgres:// URL of the superuser. */
  url: string;
  db: Db;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh cluster with the platform applied. */
export async function startScratchDatabase(label: string): Promise<ScratchDatabase> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL 15 is not installed (apt-get install postgresql-15)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-${label}-`));
  const cluster = PostgresCluster.prepare(bin, dataDir, await freePort(), 'scratch');
  cluster.init();
  await cluster.start();
  // One connection: a SET in one script holds for the next, as in one psql session.
  const db = cluster.db('postgres', 1);
  const scratch: ScratchDatabase = {
    url: cluster.url('postgres'),
    db,
    query: (text, params) => db.query(text, params),
    exec: async (sql) => {
      await db.query(sql);
    },
    stop: async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(cluster.dir), { recursive: true, force: true });
    },
  };
  await applyPlatform(scratch);
  return scratch;
}
