import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthGuard } from 'shared-auth';
import type { UserRole as Role } from 'shared-domain';
import { Spinner } from 'shared-ui';
import { UnauthorizedScreen } from '../features/unauthorized/UnauthorizedScreen';

/**
 * 'Carregando...' while auth loads, /login for visitors, 'Acesso Não Autorizado' for a
 * signed-in user who is not authorised — or who lacks the role of a staff area (the original left
 * staff access open; a customer must not get in).
 */
export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const status = useAuthGuard(roles);
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Carregando..." showLabel />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (status === 'unauthorized' || status === 'forbidden') return <UnauthorizedScreen />;
  return <>{children}</>;
}
