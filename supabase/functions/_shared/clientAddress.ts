// The caller's address as the platform's own proxy saw it, never what the caller wrote.
// Hosted Supabase's functions are reached through Cloudflare (the requests carry its cf-ray,
// cf-visitor, cdn-loop headers: supabase.com/docs/guides/functions/functions-headers). Cloudflare sets
// CF-Connecting-IP to the address that connected, replacing any value the caller sent, while it keeps
// a caller-written X-Forwarded-For and appends to it (developers.cloudflare.com/fundamentals/reference/
// http-headers/; cloudflare/cloudflared#1426 shows "a,b,c,<visitor>"), and further hops behind it append
// their own. So the default is CF-Connecting-IP, one value; the local gateway sets it from the socket,
// as the platform does. Settings: CLIENT_ADDRESS_HEADER (default cf-connecting-ip) names another header
// a platform's proxy sets; TRUSTED_PROXY_HOPS (default 1) is, for an appended list such as
// x-forwarded-for, how many entries from the right the address is (only the right was written by
// trusted hops).

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
