import { timingSafeEqual } from 'node:crypto';

/** Compares a presented secret (key, token, CSRF value) in constant time, so its length leaks at most. */
export function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
