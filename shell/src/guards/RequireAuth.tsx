import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthGuard } from 'shared-auth';
import type { UserRole as Role } from 'shared-domain';
import { Spinner } from 'shared-ui';
import { UnauthorizedScreen } from '../features/unauthorized/UnauthorizedScreen';
import { SHELL_PAGES } from 'shared-build/apps';

interface RequireAuthProps {
  roles?: readonly Role[];
  /**
   * Show the children as soon as the session is known, while the profile is still on its way (the
   * customer area's chrome needs only the session; it holds back its page until the profile decides).
   */
  withSession?: boolean;
  children: ReactNode;
}

/**
 * 'Carregando...' while auth loads, /login for visitors, 'Acesso Não Autorizado' for a
 * signed-in user who is not authorised — or who lacks the role of a staff area (the original left
 * staff access open; a customer must not get in).
 */
export function RequireAuth({ roles, withSession = false, children }: RequireAuthProps) {
  const status = useAuthGuard(roles);
  const location = useLocation();
  if (status === 'loading' || (status === 'profile-loading' && !withSession))
    return <Spinner label="Carregando..." showLabel />;
  if (status === 'anonymous') return <Navigate to={SHELL_PAGES.login} replace state={{ from: location.pathname }} />;
  if (status === 'unauthorized' || status === 'forbidden') return <UnauthorizedScreen />;
  // 'allowed', or the profile still loading where the children may show with the session.
  return <>{children}</>;
}
