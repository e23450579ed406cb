/** Result of one SQL statement, shaped like node-postgres' result (both databases answer this way). */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
}

/** Something that runs parameterised SQL ($1, $2 …). */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * The database as the stack's own services (auth server, bootstrap, benchmarks) see it.
 * On PostgreSQL 15 it is a pg pool; on PGlite it runs in-process behind the same lock that
 * serialises the wire-protocol clients, so a transaction is never interleaved with another client.
 */
export interface Db extends Queryable {
  /** Runs fn inside BEGIN … COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
