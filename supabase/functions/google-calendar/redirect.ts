// Where the browser may be sent back after the consent: a page of the site itself — the origin of
// SITE_URL or of an ADDITIONAL_REDIRECT_URLS entry (a `*` pattern matches the whole URL, as in the
// auth server's allow list). Anything else would make the callback an open redirect.

function parse(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

export function isAllowedRedirect(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate.length > 2000) return false;
  const url = parse(candidate);
  if (!url || url.username || url.password) return false;
  const allowed = [Deno.env.get('SITE_URL') ?? '', ...(Deno.env.get('ADDITIONAL_REDIRECT_URLS') ?? '').split(',')]
    .map((s) => s.trim())
    .filter(Boolean);
  return allowed.some((entry) =>
    entry.includes('*') ? glob(entry).test(candidate) : parse(entry)?.origin === url.origin,
  );
}
