// What db:check compares: every object the migrations make, as PostgreSQL itself prints it back, keyed
// by kind and name. Two databases built differently have the same schema when these maps are equal.
import type { Queryable } from 'local-stack/db';

/** The schemas the product's SQL lives in (auth: the triggers on auth.users). */
const SCHEMAS = `('public', 'auth')`;

const QUERIES: Record<string, string> = {
  table: `
    select c.relname as name,
           concat_ws(' ', c.relkind, case when c.relrowsecurity then 'rls' end,
                     case when c.relforcerowsecurity then 'force-rls' end, array_to_string(c.reloptions, ',')) as def
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p', 'S')`,
  column: `
    select c.relname || '.' || a.attname as name,
           concat_ws(' ', format_type(a.atttypid, a.atttypmod), case when a.attnotnull then 'not null' end,
                     'default ' || pg_get_expr(d.adbin, d.adrelid), nullif(a.attidentity, ''),
                     nullif(a.attgenerated, ''), 'collate ' || nullif(co.collname, 'default')) as def
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 0
     where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped`,
  view: `
    select c.relname as name, pg_get_viewdef(c.oid) as def
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS} and c.relkind in ('v', 'm')`,
  constraint: `
    select c.relname || '.' || k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS}`,
  index: `
    select i.tablename || '.' || i.indexname as name, i.indexdef as def
      from pg_indexes i where i.schemaname in ${SCHEMAS}`,
  function: `
    select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ${SCHEMAS} and p.prokind in ('f', 'p')`,
  policy: `
    select tablename || '.' || policyname as name,
           concat_ws(' | ', permissive, array_to_string(array(select unnest(roles) order by 1), ','), cmd,
                     'using ' || qual, 'check ' || with_check) as def
      from pg_policies where schemaname in ${SCHEMAS}`,
  'grant on table': `
    select c.relname as name, array_to_string(array(select unnest(c.relacl)::text order by 1), ' ') as def
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p', 'S')`,
  'grant on column': `
    select c.relname || '.' || a.attname as name, array_to_string(array(select unnest(a.attacl)::text order by 1), ' ') as def
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS} and a.attacl is not null and a.attnum > 0 and not a.attisdropped`,
  'grant on function': `
    select p.oid::regprocedure::text as name, coalesce(array_to_string(array(select unnest(p.proacl)::text order by 1), ' '), 'default') as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ${SCHEMAS}`,
  trigger: `
    select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text as def
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${SCHEMAS} and not t.tgisinternal`,
  comment: `
    select coalesce(p.oid::regprocedure::text, c.oid::regclass::text || coalesce('.' || a.attname, '')) as name,
           d.description as def
      from pg_description d
      left join pg_proc p on d.classoid = 'pg_proc'::regclass and p.oid = d.objoid
      left join pg_class c on d.classoid = 'pg_class'::regclass and c.oid = d.objoid
      left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
     where coalesce(p.pronamespace, c.relnamespace) in (select oid from pg_namespace where nspname in ${SCHEMAS})`,
  extension: `select extname as name, extversion as def from pg_extension`,
};

/** pg_cron's jobs, where the database has it. */
const CRON_JOBS = `select jobname as name, concat_ws(' | ', schedule, command, active) as def from cron.job`;

export type Catalog = Map<string, string>;

export async function readCatalog(db: Queryable): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const queries = Object.entries(QUERIES);
  const hasCron = (await db.query(`select 1 from pg_extension where extname = 'pg_cron'`)).rows.length > 0;
  if (hasCron) queries.push(['cron job', CRON_JOBS]);
  for (const [kind, sql] of queries) {
    const { rows } = await db.query<{ name: string; def: string | null }>(sql);
    for (const row of rows) catalog.set(`${kind} ${row.name}`, row.def ?? '');
  }
  return catalog;
}

export interface CatalogDifference {
  key: string;
  /** What the migrations make (undefined: missing there). */
  migrations?: string;
  /** What the schema files make (undefined: missing there). */
  schemas?: string;
}

export function compareCatalogs(migrations: Catalog, schemas: Catalog): CatalogDifference[] {
  const keys = [...new Set([...migrations.keys(), ...schemas.keys()])].sort();
  return keys
    .filter((key) => migrations.get(key) !== schemas.get(key))
    .map((key) => ({ key, migrations: migrations.get(key), schemas: schemas.get(key) }));
}
