import { useRef } from 'react';

/**
 * A fresh idempotency key. crypto.randomUUID exists only on secure origins (https, localhost); a
 * page served over plain http elsewhere still gets 128 random bits.
 */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per attempt: the same charge details sent again (after a time-out or a
 * provider error) get the same key, so they are one charge; other details get a new key.
 */
export function useAttemptKey(): (details: object) => string {
  const last = useRef<{ details: string; key: string } | null>(null);
  return (details) => {
    const sent = JSON.stringify(details);
    if (last.current?.details !== sent) last.current = { details: sent, key: newAttemptKey() };
    return last.current.key;
  };
}
