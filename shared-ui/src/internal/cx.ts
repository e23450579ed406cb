/** Joins the ids of an aria-describedby list, dropping the empty ones. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** True when an error/hint prop holds something to show. */
export function hasContent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}
