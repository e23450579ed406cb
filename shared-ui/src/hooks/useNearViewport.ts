import { useEffect, useState } from 'react';

/**
 * `[ref, near]`: `near` turns true once the element given to `ref` comes within `rootMargin` of the
 * viewport, and then stays true. Work the first screen does not need (a chart library, a QR code)
 * waits for it, so a part far below the fold on a phone costs nothing until the user scrolls toward it.
 * Where the browser has no IntersectionObserver, `near` is true from the start and the work runs at once.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '200px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near];
}
