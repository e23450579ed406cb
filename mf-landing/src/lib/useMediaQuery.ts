import { useCallback, useSyncExternalStore } from 'react';
import { theme } from 'shared-ui';

/** Below the theme's md breakpoint (the same width as theme.media.mdDown). */
export const NARROW_QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;

/** Below the lg breakpoint: the header's five anchors, Entrar and Começar Agora no longer fit in one row. */
export const HEADER_COLLAPSE_QUERY = `(max-width: ${theme.breakpoints.lg - 0.02}px)`;

/** HEADER_COLLAPSE_QUERY as a CSS rule prefix, for the snapshot's layout. */
export const HEADER_COLLAPSE_MEDIA = `@media ${HEADER_COLLAPSE_QUERY}`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether a media query matches now; re-renders when it starts or stops matching (resize, rotation).
 * null where there is no screen: the build-time snapshot, whose layout CSS media queries decide.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => null,
  );
}
