// The two scratch databases the schema tools compare: one built by the migrations (what is deployed),
// one by the schema files (what is declared).
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations, startScratchDatabase, type ScratchDatabase } from 'local-stack/db';
import { schemaFiles, supabaseDir } from './schemaFiles.ts';

export async function fromMigrations(): Promise<ScratchDatabase> {
  const db = await startScratchDatabase('from-migrations');
  await applyMigrations(db).catch(async (err) => {
    await db.stop();
    throw err;
  });
  return db;
}

/** Each file in its own transaction, in one session (the settings file's SET holds for the rest). */
export async function fromSchemas(): Promise<ScratchDatabase> {
  const db = await startScratchDatabase('from-schemas');
  try {
    for (const file of schemaFiles()) {
      try {
        await db.exec(`begin;\n${fs.readFileSync(file, 'utf8')}\n;\ncommit;`);
      } catch (err) {
        await db.exec('rollback').catch(() => {});
        throw new Error(`${path.relative(supabaseDir, file)}: ${(err as Error).message}`);
      }
    }
  } catch (err) {
    await db.stop();
    throw err;
  }
  return db;
}
