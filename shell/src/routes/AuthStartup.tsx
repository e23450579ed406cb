import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Starts auth on the first route that needs it. The landing (/) does not: its visitors never
 * download the Supabase client unless they move on (to /login, /checkout, a dashboard…).
 */
export function AuthStartup() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Imported here, not at the top: on the landing shared-auth is not even downloaded.
    if (pathname !== '/') void import('shared-auth').then(({ initAuth }) => initAuth());
  }, [pathname]);
  return null;
}
