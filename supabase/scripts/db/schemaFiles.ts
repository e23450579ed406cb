// The schema files in the order config.toml's [db.migrations] schema_paths gives (globs sorted, each
// file once), as the Supabase CLI reads them.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const supabaseDir = path.resolve(import.meta.dirname, '..', '..');

export function schemaPaths(): string[] {
  const config = parse(fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')) as {
    db?: { migrations?: { schema_paths?: string[] } };
  };
  const patterns = config.db?.migrations?.schema_paths;
  if (!patterns?.length) throw new Error('config.toml has no [db.migrations] schema_paths');
  return patterns;
}

export function schemaFiles(patterns = schemaPaths()): string[] {
  const files: string[] = [];
  for (const pattern of patterns) {
    const matches = fs.globSync(pattern, { cwd: supabaseDir }).sort();
    if (matches.length === 0) throw new Error(`schema_paths: nothing matches ${pattern}`);
    for (const match of matches) {
      const file = path.join(supabaseDir, match);
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}
