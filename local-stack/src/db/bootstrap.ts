import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, stackRoot } from '../config.ts';
import type { Queryable } from './types.ts';

/** What the bootstrap needs: run a whole SQL script (many statements) and single queries. */
export interface ScriptTarget extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface BootstrapResult {
  applied: string[];
  seeded: boolean;
}

const platformDir = path.join(stackRoot, 'sql');
export const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
export const seedFile = path.join(repoRoot, 'supabase', 'seed.sql');

function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** What hosted Supabase already has (roles, auth schema, auth server tables): idempotent, every start. */
export async function applyPlatform(db: ScriptTarget, rolePassword?: string): Promise<void> {
  for (const file of sqlFiles(platformDir)) {
    await db.exec(fs.readFileSync(path.join(platformDir, file), 'utf8'));
  }
  if (rolePassword !== undefined) {
    const pw = rolePassword.replace(/'/g, "''");
    await db.exec(
      `alter role authenticator with password '${pw}'; alter role supabase_auth_admin with password '${pw}';`,
    );
  }
}

/** supabase/migrations in filename order, each once, recorded as the Supabase CLI records them. */
export async function applyMigrations(db: ScriptTarget): Promise<{ applied: string[]; fresh: boolean }> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const file of sqlFiles(migrationsDir)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`migration file name must be <version>_<name>.sql: ${file}`);
    const [, version, name] = match;
    if (done.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await db.exec(
        `begin;\n${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name.replace(/'/g, "''")}');\ncommit;`,
      );
    } catch (err) {
      await db.exec('rollback').catch(() => {});
      throw new Error(`migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return { applied, fresh: done.size === 0 };
}

/**
 * 1. The platform (applyPlatform).
 * 2. The migrations not applied yet (applyMigrations).
 * 3. supabase/seed.sql, once, on a database that had no migration before.
 */
export async function bootstrap(
  db: ScriptTarget,
  opts: { seed: boolean; rolePassword?: string },
): Promise<BootstrapResult> {
  await applyPlatform(db, opts.rolePassword);
  const { applied, fresh } = await applyMigrations(db);
  let seeded = false;
  if (opts.seed && fresh && fs.existsSync(seedFile)) {
    try {
      await db.exec(`begin;\n${fs.readFileSync(seedFile, 'utf8')}\n;\ncommit;`);
    } catch (err) {
      await db.exec('rollback').catch(() => {});
      throw new Error(`seed.sql failed: ${(err as Error).message}`);
    }
    seeded = true;
  }
  // PostgREST reloads its schema cache on this notification (ignored where nobody listens).
  await db.exec(`notify pgrst, 'reload schema'`).catch(() => {});
  return { applied, seeded };
}
