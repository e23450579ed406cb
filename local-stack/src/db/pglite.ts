import net from 'node:net';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { AsyncLock } from './lock.ts';
import type { Db, Queryable, QueryResult } from './types.ts';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/**
 * PGlite is one Postgres backend with one session. Several wire clients (PostgREST, psql, tests) and
 * the stack's own services share it, so whoever starts a batch of protocol messages holds the
 * database until the backend reports ReadyForQuery outside a transaction. This keeps an extended-
 * protocol exchange (Parse/Bind/Execute … Sync) and a whole BEGIN … COMMIT from interleaving with
 * another client, which message-by-message multiplexing cannot promise.
 */
export class PgliteDatabase {
  readonly lock = new AsyncLock();
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();

  private constructor(readonly pg: PGlite) {}

  static async open(dataDir: string): Promise<PgliteDatabase> {
    fs.mkdirSync(dataDir, { recursive: true });
    const pg = await PGlite.create(dataDir);
    return new PgliteDatabase(pg);
  }

  /** The in-process Db used by the bootstrap and the auth server. */
  db(): Db {
    const pg = this.pg;
    const lock = this.lock;
    const query = async <T>(text: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const res = await pg.query<T>(text, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    };
    return {
      query: (text, params) => lock.run(() => query(text, params)),
      transaction: (fn) =>
        lock.run(async () => {
          await pg.exec('begin');
          try {
            const tx: Queryable = { query };
            const out = await fn(tx);
            await pg.exec('commit');
            return out;
          } catch (err) {
            await pg.exec('rollback');
            throw err;
          }
        }),
      close: async () => {},
    };
  }

  /** Runs a script of several statements (migrations) under the lock. */
  exec(sql: string): Promise<void> {
    return this.lock.run(async () => {
      await this.pg.exec(sql);
    });
  }

  /** Serves the wire protocol on 127.0.0.1:port for PostgREST and other Postgres clients. */
  async listen(port: number): Promise<void> {
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  private serve(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let release: (() => void) | null = null;
    let chain = Promise.resolve();
    let closed = false;

    const run = async (message: Buffer, endsBatch: boolean) => {
      if (!release) release = await this.lock.acquire();
      // The last 6 bytes of a batch's answer are ReadyForQuery: 'Z', length 5, status.
      let tail = Buffer.alloc(0);
      await this.pg.runExclusive(() =>
        this.pg.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (chunk) => {
            const bytes = Buffer.from(chunk);
            tail = Buffer.concat([tail, bytes]).subarray(-6);
            if (!closed) socket.write(bytes);
          },
        }),
      );
      const idle = tail.length === 6 && tail[0] === 0x5a && tail[5] === 0x49; // 'Z' … 'I'
      // Idle: the batch is over and no transaction is open, so others may go.
      if (endsBatch && idle && !this.pg.isInTransaction()) {
        const r = release;
        release = null;
        r();
      }
    };

    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const len = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < len) return;
          const msg = buffer.subarray(0, len);
          buffer = buffer.subarray(len);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          started = true;
          chain = chain
            .then(() => run(Buffer.from(msg), true))
            .catch((err) => {
              socket.destroy(err as Error);
            });
          continue;
        }
        if (buffer.length < 5) return;
        const type = buffer[0];
        const len = buffer.readInt32BE(1) + 1;
        if (buffer.length < len) return;
        const msg = Buffer.from(buffer.subarray(0, len));
        buffer = buffer.subarray(len);
        if (type === 0x58 /* X: Terminate */) {
          socket.end();
          return;
        }
        // Q (simple query) and S (Sync) end a batch with ReadyForQuery.
        const endsBatch = type === 0x51 || type === 0x53;
        chain = chain
          .then(() => run(msg, endsBatch))
          .catch((err) => {
            socket.destroy(err as Error);
          });
      }
    };

    socket.on('data', onData);
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      this.sockets.delete(socket);
      chain = chain.then(async () => {
        if (!release) return;
        // A client that vanished mid-transaction must not leave the session inside it.
        if (this.pg.isInTransaction()) await this.pg.exec('rollback').catch(() => {});
        const r = release;
        release = null;
        r();
      });
    });
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.lock.run(() => this.pg.close());
  }
}
