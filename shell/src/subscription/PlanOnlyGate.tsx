import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pagePath } from 'shared-build/apps';
import { accessOf } from './subscriptionAccess';
import { useSubscriptionState } from './useSubscriptionState';

/** 'Meu Plano': the one page a suspended customer can open, to pay and get everything back. */
export const PLAN_PATH = pagePath('mf_dashboard', 'plan');

const isPlanPage = (pathname: string) => pathname === PLAN_PATH || pathname.startsWith(`${PLAN_PATH}/`);

/**
 * Sends a customer whose access is restricted (unpaid past the grace period) from any other page of
 * the customer area to 'Meu Plano'. Until the state is known, or if it could not be read, the page
 * renders as usual: the read never blocks nor locks anyone out.
 */
export function PlanOnlyGate({ children }: { children: ReactNode }) {
  const restricted = accessOf(useSubscriptionState()) === 'restricted';
  const { pathname } = useLocation();
  if (restricted && !isPlanPage(pathname)) return <Navigate to={PLAN_PATH} replace />;
  return <>{children}</>;
}
