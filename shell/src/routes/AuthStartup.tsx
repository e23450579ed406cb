import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { initAuth } from 'shared-auth';

/**
 * Starts auth on the first route that needs it. The landing (/) does not: its visitors never
 * download the Supabase client unless they move on (to /login, /checkout, a dashboard…).
 */
export function AuthStartup() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/') initAuth();
  }, [pathname]);
  return null;
}
