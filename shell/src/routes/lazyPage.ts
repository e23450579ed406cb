import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a page that is a named export (our pages are): `lazyPage(() => import('…').then((m) => m.LoginPage))`.
 * Naming the export in code, not in a string, keeps it visible to the compiler and to knip.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
