/**
 * Runs `task` when the page is idle, at the latest after 2 s; where the browser cannot tell
 * (no requestIdleCallback), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
