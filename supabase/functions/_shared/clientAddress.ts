// The caller's address as the platform's own proxy saw it, never what the caller wrote.
// Hosted Supabase sits behind Cloudflare, which sets CF-Connecting-IP to the address that connected
// (overwriting any value the caller sent), while X-Forwarded-For reaches the functions with the
// caller's own entries in front: a public report shows a client-written X-Forwarded-For passed
// through with the real address only in CF-Connecting-IP (supabase discussions #34647, #52040). So
// the default is CF-Connecting-IP, one value; the local gateway sets it from the socket, as the platform
// does. Settings: CLIENT_ADDRESS_HEADER (default cf-connecting-ip) names another header a platform's
// proxy sets; TRUSTED_PROXY_HOPS (default 1) is, for an appended list such as x-forwarded-for, how
// many entries from the right the address is (only the right was written by trusted hops).

export const DEFAULT_HEADER = 'cf-connecting-ip';
export const DEFAULT_HOPS = 1;
/** When the header is missing or has fewer entries than trusted hops: one shared bucket, never the caller's word. */
export const UNKNOWN_ADDRESS = 'desconhecido';

function hops(): number {
  const n = Number(Deno.env.get('TRUSTED_PROXY_HOPS') ?? DEFAULT_HOPS);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_HOPS;
}

let warned = false;

/** Once per process: a deployment whose proxy does not set the header shares one bucket for everyone. */
function warnMissing(header: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `[clientAddress] no ${header} header on this request: every caller shares one address bucket. ` +
      'Set CLIENT_ADDRESS_HEADER (and TRUSTED_PROXY_HOPS) to what the platform proxy sets.',
  );
}

export function clientAddress(req: Request): string {
  const header = (Deno.env.get('CLIENT_ADDRESS_HEADER') || DEFAULT_HEADER).toLowerCase();
  const entries = (req.headers.get(header) ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const n = hops();
  if (entries.length >= n) return entries[entries.length - n].slice(0, 64);
  warnMissing(header);
  return UNKNOWN_ADDRESS;
}
