// npm run db:check: the migrations and the schema files must make the same database. Builds both on
// scratch PostgreSQL clusters and names every object that differs (exit 1), or says they agree.
import { compareCatalogs, readCatalog } from './catalog.ts';
import { fromMigrations, fromSchemas } from './scratch.ts';

const started = Date.now();
const [migrations, schemas] = await Promise.all([fromMigrations(), fromSchemas()]);
try {
  const [a, b] = await Promise.all([readCatalog(migrations), readCatalog(schemas)]);
  const differences = compareCatalogs(a, b);
  for (const d of differences) {
    if (d.schemas === undefined) console.error(`✘ ${d.key}: made by the migrations, missing from supabase/schemas`);
    else if (d.migrations === undefined) console.error(`✘ ${d.key}: in supabase/schemas, not made by the migrations`);
    else console.error(`✘ ${d.key} differs\n  migrations: ${d.migrations}\n  schemas:    ${d.schemas}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (differences.length) {
    console.error(
      `\n${differences.length} difference(s) between supabase/migrations and supabase/schemas (${seconds} s).` +
        '\nChanged a schema file? `npm run db:diff -w supabase-project -- <name>` writes the migration.',
    );
    process.exitCode = 1;
  } else {
    console.log(`db:check: migrations and schemas make the same catalog, ${a.size} objects compared (${seconds} s)`);
  }
} finally {
  await Promise.all([migrations.stop(), schemas.stop()]);
}
