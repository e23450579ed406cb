// The assistant's tool secret: made at each activation, put in plain only into the published
// workflow's tool nodes, kept as its sha-256 (hex) in agent_configs.tools_secret_hash.
import { sameSecret } from './secret.ts';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** 32 random bytes, hex. */
export function newToolSecret(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** Whether `secret` is the one whose hash is stored (compared without leaking where they differ). */
export async function matchesHash(secret: string, storedHash: string | null): Promise<boolean> {
  if (!secret || !storedHash) return false;
  return sameSecret(await sha256Hex(secret), storedHash.toLowerCase());
}
