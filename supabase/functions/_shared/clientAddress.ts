// The caller's address as the platform's own proxy saw it. A proxy appends the address it received
// the request from to X-Forwarded-For, so only the entries on the right were written by trusted hops;
// whatever the caller wrote sits on the left and counts for nothing.
// Settings: CLIENT_ADDRESS_HEADER (default x-forwarded-for) names the header; TRUSTED_PROXY_HOPS
// (default 1) how many trusted proxies append to it, the address being that many entries from the
// right. A single-value header (cf-connecting-ip, x-real-ip) works with 1 hop.

export const DEFAULT_HEADER = 'x-forwarded-for';
export const DEFAULT_HOPS = 1;
/** When the header is missing or has fewer entries than trusted hops: one shared bucket, never the caller's word. */
export const UNKNOWN_ADDRESS = 'desconhecido';

function hops(): number {
  const n = Number(Deno.env.get('TRUSTED_PROXY_HOPS') ?? DEFAULT_HOPS);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_HOPS;
}

export function clientAddress(req: Request): string {
  const header = (Deno.env.get('CLIENT_ADDRESS_HEADER') || DEFAULT_HEADER).toLowerCase();
  const entries = (req.headers.get(header) ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const n = hops();
  return entries.length >= n ? entries[entries.length - n].slice(0, 64) : UNKNOWN_ADDRESS;
}
