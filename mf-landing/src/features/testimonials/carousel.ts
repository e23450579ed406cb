/** n mod total, always in 0..total-1 (JavaScript's % keeps the sign of n). */
function wrap(n: number, total: number): number {
  return ((n % total) + total) % total;
}

/** The index `delta` steps from `current`, wrapping around both ends. */
export function stepIndex(current: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return wrap(current + delta, total);
}

/**
 * The indices visible from `start`, wrapping past the end: (5, 3, 7) → [5, 6, 0]. Never more than
 * `total`, so a short list is not shown twice.
 */
export function visibleWindow(start: number, size: number, total: number): number[] {
  if (total <= 0 || size <= 0) return [];
  const count = Math.min(size, total);
  return Array.from({ length: count }, (_, offset) => wrap(start + offset, total));
}
