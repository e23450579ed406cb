// The Cloud API business token at rest: AES-GCM with a key derived (SHA-256) from TOKEN_ENCRYPTION_KEY
// (else the service role key, as the other server-side secrets do locally; production sets its own so
// rotating the service key does not lose the tokens), a fresh 12-byte IV per token, stored as
// 'v1.<iv>.<ciphertext>' (base64url). Only the functions hold the key; the database row alone does not
// give the token away.
import { fromBase64, toBase64Url } from '../base64.ts';

const encoder = new TextEncoder();

async function key(): Promise<CryptoKey> {
  const secret = Deno.env.get('TOKEN_ENCRYPTION_KEY') || Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!secret || secret.length < 32) throw new Error('TOKEN_ENCRYPTION_KEY must be set (32 characters or more)');
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function sealToken(token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), encoder.encode(token)),
  );
  return `v1.${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

export async function openToken(sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !data) throw new Error('not a sealed token');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await key(), fromBase64(data));
  return new TextDecoder().decode(plain);
}
