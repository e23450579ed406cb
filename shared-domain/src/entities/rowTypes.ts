// The entity types are built from the generated database types (../database.types.ts, written by
// `npx tsx supabase/scripts/gen-types.ts` from the migrated database). Types only: this module adds
// no code to the federation singleton (a remote may run against a shell built before it).

/**
 * A generated row (or Insert/Update) with some columns given the precise type the database enforces
 * but cannot express to the generator: CHECK value lists (statuses, roles, person type, location)
 * and jsonb columns of a known shape. Every key of Narrow must be a column of Row and its type a
 * subtype of the generated one, so a narrowed row is still a valid row (and a dropped or renamed
 * column fails to compile here instead of drifting).
 */
export type WithColumns<Row, Narrow extends { [K in keyof Narrow]: K extends keyof Row ? Row[K] : never }> = {
  [K in keyof Row]: K extends keyof Narrow ? Narrow[K] : Row[K];
};

/**
 * `['id', 'nome']` → `'id,nome'`: the literal type of a column list joined for a select. The typed
 * client (`SupabaseClient<Database>`) parses a literal select into the result's row type; a plain
 * `string` types the result as an error. Use: `COLUMNS.join(',') as ColumnList<typeof COLUMNS>`.
 */
export type ColumnList<Columns extends readonly string[], Joined extends string = ''> = Columns extends readonly [
  infer Head extends string,
  ...infer Rest extends readonly string[],
]
  ? ColumnList<Rest, Joined extends '' ? Head : `${Joined},${Head}`>
  : Joined;
