/**
 * A fresh idempotency key. crypto.randomUUID exists only on secure origins (https, localhost); a
 * page served over plain http elsewhere still gets 128 random bits.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
