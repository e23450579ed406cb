// The OAuth `state` of the calendar connection: who asked and where to send the browser back,
// signed with a server secret (HMAC-SHA256) and short-lived, so the public callback can trust it
// and a forged or replayed-late state is refused. Web Crypto only: the same code on Deno and Node.

import { fromBase64, toBase64Url } from './base64.ts';

const encoder = new TextEncoder();

function secret(): string {
  const value = Deno.env.get('GOOGLE_STATE_SECRET') || Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!value) throw new Error('GOOGLE_STATE_SECRET (or SUPABASE_SERVICE_ROLE_KEY) is not set');
  return value;
}

async function key(): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret()), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** `payload.signature`, both base64url; the payload carries its expiry (`exp`, Unix seconds). */
export async function signState<T extends object>(payload: T, ttlSeconds: number): Promise<string> {
  const body = toBase64Url(
    encoder.encode(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + ttlSeconds })),
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(body)));
  return `${body}.${toBase64Url(signature)}`;
}

export type StateCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired'; payload?: T };

/** The payload when the signature is ours; `expired` (with the payload) once its time is over. */
export async function verifyState<T extends object>(state: string): Promise<StateCheck<T>> {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  let payload: T & { exp?: number };
  try {
    const valid = await crypto.subtle.verify('HMAC', await key(), fromBase64(signature), encoder.encode(body));
    if (!valid) return { ok: false, reason: 'invalid' };
    payload = JSON.parse(new TextDecoder().decode(fromBase64(body))) as T & { exp?: number };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
    return { ok: false, reason: 'expired', payload };
  }
  return { ok: true, payload };
}
