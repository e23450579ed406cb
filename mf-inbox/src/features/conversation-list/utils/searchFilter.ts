// PostgREST's `or` filter reads commas, parentheses and quotes as syntax, and `*` as the wildcard:
// what the owner types is quoted, with those characters escaped or left out, so it is only ever text.
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * The search box's text as a PostgREST `or` filter: the name contains it (any case), or the number
 * contains its digits ('(11) 98765' finds 5511987654321). Null when there is nothing to look for.
 */
export function searchFilter(text: string): string | null {
  const term = text.replace(/[*%]/g, ' ').trim().replace(/\s+/g, ' ');
  if (!term) return null;
  const clauses = [`nome.ilike.${quoted(`*${term}*`)}`];
  const digits = term.replace(/\D/g, '');
  if (digits) clauses.push(`telefone.like.*${digits}*`);
  return clauses.join(',');
}
