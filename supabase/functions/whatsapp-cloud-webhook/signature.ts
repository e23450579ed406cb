// Meta's two checks of who is calling: the verify token of the callback URL's GET, and the signature
// of every POST over its raw bytes with the app secret (X-Hub-Signature-256: sha256=<hex>).
import { sameSecret } from '../_shared/secret.ts';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

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
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return `sha256=${hex(await crypto.subtle.sign('HMAC', key, raw))}`;
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
