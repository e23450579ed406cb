// Meta's two checks of who is calling: the verify token of the callback URL's GET, and the signature
// of every POST over its raw bytes with the app secret (X-Hub-Signature-256: sha256=<hex>).
import { hmacSha256Hex } from '../_shared/hmac.ts';
import { sameSecret } from '../_shared/secret.ts';

export function verifyChallenge(url: URL): Response {
  const token = Deno.env.get('META_VERIFY_TOKEN');
  const q = url.searchParams;
  const ok = Boolean(token) && q.get('hub.mode') === 'subscribe' && sameSecret(q.get('hub.verify_token') ?? '', token!);
  return ok
    ? new Response(q.get('hub.challenge') ?? '', { status: 200, headers: { 'content-type': 'text/plain' } })
    : new Response('Token de verificação inválido.', { status: 403, headers: { 'content-type': 'text/plain' } });
}

/** The HMAC-SHA256 of `raw` with `secret`, as Meta writes it ('sha256=<hex>'). */
export async function signatureOf(secret: string, raw: Uint8Array): Promise<string> {
  return `sha256=${await hmacSha256Hex(secret, raw)}`;
}

/**
 * The POST's body when its signature is the app secret's: null when the signature is missing or wrong
 * (nothing parsed), undefined when it is signed but not JSON.
 */
export async function verifiedBody(req: Request): Promise<unknown | null | undefined> {
  const secret = Deno.env.get('META_APP_SECRET');
  const given = req.headers.get('x-hub-signature-256') ?? '';
  const raw = new Uint8Array(await req.arrayBuffer());
  if (!secret || !given.startsWith('sha256=') || !sameSecret(given.toLowerCase(), await signatureOf(secret, raw))) {
    return null;
  }
  try {
    return JSON.parse(new TextDecoder().decode(raw)) as unknown;
  } catch {
    return undefined;
  }
}
