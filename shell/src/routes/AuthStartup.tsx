import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mountOf } from 'shared-build/apps';

const BOOKING = mountOf('mf_booking');

/** Pages for visitors who never sign in: the landing and a business's public booking page. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === BOOKING || pathname.startsWith(`${BOOKING}/`);
}

/**
 * Starts auth on the first route that needs it. The public pages do not: their visitors never
 * download the Supabase client unless they move on (to /login, /checkout, a dashboard…).
 */
export function AuthStartup() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Imported here, not at the top: on the public pages shared-auth's client is not even downloaded.
    if (!isPublicPath(pathname)) void import('shared-auth').then(({ initAuth }) => initAuth());
  }, [pathname]);
  return null;
}
