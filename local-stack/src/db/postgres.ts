import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db, Queryable } from './types.ts';

/** Where the machine's PostgreSQL 15 binaries are, or null when none is installed. */
export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'];
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  for (const dir of candidates) {
    if (dir && fs.existsSync(path.join(dir, 'postgres')) && fs.existsSync(path.join(dir, 'initdb'))) {
      const v = spawnSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' });
      if (v.status === 0 && /\b15\./.test(v.stdout)) return dir;
    }
  }
  return null;
}

interface OsUser {
  uid: number;
  gid: number;
}

/**
 * Whether Debian's postgresql-15-cron is installed beside these binaries. With it the cluster loads
 * pg_cron, whose jobs (the reminder queue) then run inside the database as on hosted Supabase.
 */
export function hasPgCron(bin: string): boolean {
  return fs.existsSync(path.join(bin, '..', 'lib', 'pg_cron.so'));
}

/** Postgres refuses to run as root: when we are root, the cluster belongs to the postgres OS user. */
function postgresOsUser(): OsUser | null {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0) throw new Error('running as root, but there is no "postgres" OS user to own the cluster');
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function canAccess(user: OsUser, dir: string): boolean {
  return spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Chooses the cluster folder. Under root, the postgres user must be able to reach it; a clone inside
 * a private home (/root is 0700) cannot be, so the cluster then lives in the temp folder, keyed by
 * the project's data folder so that restarting still finds the same data.
 */
function clusterDir(dataDir: string, user: OsUser | null): string {
  const preferred = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!user) return preferred;
  fs.mkdirSync(preferred, { recursive: true });
  fs.chownSync(preferred, user.uid, user.gid);
  if (canAccess(user, preferred)) return preferred;
  const key = crypto.createHash('sha1').update(dataDir).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `atende-ai-pg-${key}`);
  fs.mkdirSync(fallback, { recursive: true, mode: 0o700 });
  fs.chownSync(fallback, user.uid, user.gid);
  return fallback;
}

export class PostgresCluster {
  private proc?: ChildProcess;
  private readonly pools: pg.Pool[] = [];

  private constructor(
    readonly bin: string,
    readonly dir: string,
    readonly port: number,
    readonly password: string,
    private readonly user: OsUser | null,
    readonly log: string,
  ) {}

  static prepare(bin: string, dataDir: string, port: number, password: string): PostgresCluster {
    const user = postgresOsUser();
    const dir = clusterDir(dataDir, user);
    return new PostgresCluster(bin, path.join(dir, 'data'), port, password, user, path.join(dir, 'postgres.log'));
  }

  private spawnOpts() {
    return this.user ? { uid: this.user.uid, gid: this.user.gid } : {};
  }

  /** initdb on first use; returns true when the cluster was created now (a fresh database). */
  init(): boolean {
    if (fs.existsSync(path.join(this.dir, 'PG_VERSION'))) return false;
    const pwfile = path.join(path.dirname(this.dir), 'pwfile');
    fs.writeFileSync(pwfile, `${this.password}\n`, { mode: 0o600 });
    if (this.user) fs.chownSync(pwfile, this.user.uid, this.user.gid);
    const res = spawnSync(
      path.join(this.bin, 'initdb'),
      [
        '-D',
        this.dir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ],
      { ...this.spawnOpts(), encoding: 'utf8' },
    );
    fs.rmSync(pwfile, { force: true });
    if (res.status !== 0) throw new Error(`initdb failed: ${res.stderr || res.stdout}`);
    return true;
  }

  /** Stops a server left running by a previous stack that was killed. */
  private stopStale(): void {
    if (!fs.existsSync(path.join(this.dir, 'postmaster.pid'))) return;
    spawnSync(path.join(this.bin, 'pg_ctl'), ['-D', this.dir, 'stop', '-m', 'fast', '-w'], {
      ...this.spawnOpts(),
      encoding: 'utf8',
    });
  }

  async start(): Promise<void> {
    this.stopStale();
    const logFd = fs.openSync(this.log, 'a');
    if (this.user) fs.fchownSync(logFd, this.user.uid, this.user.gid);
    this.proc = spawn(
      path.join(this.bin, 'postgres'),
      [
        '-D',
        this.dir,
        '-p',
        String(this.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=100',
        '-c',
        'shared_buffers=128MB',
        '-c',
        'fsync=on',
        '-c',
        'timezone=UTC',
        // pg_cron's jobs run as background workers in the one database the migrations live in.
        ...(hasPgCron(this.bin)
          ? [
              '-c',
              'shared_preload_libraries=pg_cron',
              '-c',
              'cron.database_name=postgres',
              '-c',
              'cron.use_background_workers=on',
            ]
          : []),
      ],
      { ...this.spawnOpts(), stdio: ['ignore', logFd, logFd] },
    );
    fs.closeSync(logFd);
    const exited = new Promise<never>((_, reject) =>
      this.proc!.once('exit', (code) =>
        reject(new Error(`postgres exited with ${code}; see ${this.log}:\n${tail(this.log)}`)),
      ),
    );
    await Promise.race([this.waitReady(), exited]);
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client(this.connection('postgres'));
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  connection(user: string): pg.ClientConfig {
    return { host: '127.0.0.1', port: this.port, user, password: this.password, database: 'postgres' };
  }

  url(user: string): string {
    return `postgres://${user}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/postgres?sslmode=disable`;
  }

  /** A pooled Db logged in as `user`. */
  db(user: string, max = 10): Db {
    const pool = new pg.Pool({ ...this.connection(user), max });
    // An idle client whose server went away (shutdown, restart) is dropped by the pool; without a
    // listener that event would be an uncaught exception.
    pool.on('error', () => {});
    this.pools.push(pool);
    return poolDb(pool);
  }

  async stop(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.end().catch(() => {})));
    if (!this.proc || this.proc.exitCode !== null) return;
    const done = new Promise((r) => this.proc!.once('exit', r));
    this.proc.kill('SIGINT'); // fast shutdown
    await done;
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

export function poolDb(pool: pg.Pool): Db {
  const query: Queryable['query'] = async (text, params) => {
    const res = await pool.query(text, params as unknown[]);
    return { rows: res.rows, rowCount: res.rowCount ?? 0 };
  };
  return {
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn({
          query: async (text, params) => {
            const res = await client.query(text, params as unknown[]);
            return { rows: res.rows, rowCount: res.rowCount ?? 0 };
          },
        });
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
