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
    if (isPublicPath(pathname)) return;
    void import('shared-auth').then(({ initAuth, connectAuthClient }) => {
      initAuth();
      // The page is on screen: the Supabase client may load now, once the browser is idle (a user
      // restored from storage did not need it for the first screen).
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(connectAuthClient);
      else setTimeout(connectAuthClient, 0);
    });
  }, [pathname]);
  return null;
}
