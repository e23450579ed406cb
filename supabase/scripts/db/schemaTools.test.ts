// The schema tools on real scratch clusters: the catalog names each kind of difference db:check must
// catch, migra writes the statement that closes it, and the next migration sorts after the newest.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createClient } from '@pgkit/client';
import { run } from '@pgkit/migra';
import { startScratchDatabase, type ScratchDatabase } from 'local-stack/db';
import { compareCatalogs, readCatalog } from './catalog.ts';
import { schemaFiles, supabaseDir } from './schemaFiles.ts';
import { nextVersion } from './version.ts';

const BASE = `
  create table public.pets (id uuid primary key default gen_random_uuid(), name text not null);
  alter table public.pets enable row level security;
  create policy "own pets" on public.pets for select to authenticated using (auth.uid() = id);
  revoke all on table public.pets from anon, authenticated, service_role;
  grant select on table public.pets to authenticated;
  create function public.pet_count() returns int language sql stable as $$ select count(*)::int from public.pets $$;
`;

let a: ScratchDatabase;
let b: ScratchDatabase;

before(async () => {
  [a, b] = await Promise.all([startScratchDatabase('tools-a'), startScratchDatabase('tools-b')]);
});
after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

/** Builds both from BASE, then `change` on b only; the keys that differ. */
async function differences(change: string): Promise<string[]> {
  for (const db of [a, b])
    await db.exec('drop table if exists public.pets cascade; drop function if exists public.pet_count();');
  await a.exec(BASE);
  await b.exec(BASE + change);
  return compareCatalogs(await readCatalog(a), await readCatalog(b)).map((d) => d.key);
}

test('the same SQL makes the same catalog', async () => {
  assert.deepEqual(await differences(''), []);
});

test('a column, an index, a function body, a policy, a grant and a trigger are each named', async () => {
  assert.deepEqual(await differences('alter table public.pets add column born date;'), ['column pets.born']);
  assert.deepEqual(await differences('create index pets_name on public.pets (name);'), ['index pets.pets_name']);
  assert.deepEqual(
    await differences(
      'create or replace function public.pet_count() returns int language sql stable as $$ select 0 $$;',
    ),
    ['function pet_count()'],
  );
  assert.deepEqual(await differences('alter policy "own pets" on public.pets using (true);'), ['policy pets.own pets']);
  assert.deepEqual(await differences('grant insert on table public.pets to authenticated;'), ['grant on table pets']);
  assert.deepEqual(
    await differences(`
      create function public.pets_touch() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger pets_touch before update on public.pets for each row execute function public.pets_touch();`),
    ['function pets_touch()', 'grant on function pets_touch()', 'trigger pets.pets_touch'],
  );
});

test("migra's statements take one catalog to the other", async () => {
  await differences('alter table public.pets add column born date; create index pets_name on public.pets (name);');
  const [from, to] = [createClient(a.url), createClient(b.url)];
  try {
    const migration = await run(from, to, { schema: 'public', withPrivileges: true, unsafe: true });
    await a.exec(migration.sql);
  } finally {
    await Promise.all([from.end(), to.end()]);
  }
  assert.deepEqual(compareCatalogs(await readCatalog(a), await readCatalog(b)), []);
});

test('the next version is now, or just after a newest migration dated ahead', () => {
  const now = new Date('2026-11-29T04:30:00Z');
  assert.equal(nextVersion(['20261101000100_a.sql'], now), '20261129043000');
  assert.equal(nextVersion(['20261205000300_b.sql', '20261121000100_a.sql', 'README.md'], now), '20261205000400');
  assert.equal(nextVersion([], now), '20261129043000');
});

test('schema_paths names every schema file, each once, settings first and the jobs last', () => {
  const files = schemaFiles().map((f) => f.replace(/^.*\/schemas\//, ''));
  assert.equal(new Set(files).size, files.length);
  assert.equal(files[0], 'platform/settings.sql');
  assert.equal(files.at(-1), 'platform/cron.sql');
  assert.ok(files.includes('booking/functions/booking_free_slots.sql'));
  // A file the list misses would never load: every .sql under schemas/ is in it.
  const onDisk = fs.globSync('**/*.sql', { cwd: path.join(supabaseDir, 'schemas') }).sort();
  assert.deepEqual([...files].sort(), onDisk);
});
