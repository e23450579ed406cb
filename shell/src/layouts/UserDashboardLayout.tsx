import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuthGuard, useAuthStore, signOut } from 'shared-auth';
import { Spinner, toast } from 'shared-ui';
import { SidebarLayout } from 'shared-ui/widgets';
import { navOf, SHELL_PAGES } from 'shared-build/apps';
import { PlanOnlyGate } from '../subscription/PlanOnlyGate';
import { bannerShown } from '../subscription/subscriptionAccess';
import { useSubscriptionState } from '../subscription/useSubscriptionState';

// Only a customer with an unpaid charge sees the banner: the others never download it.
const BillingBanner = lazy(() => import('../subscription/BillingBanner').then((m) => ({ default: m.BillingBanner })));

/** The customer area's sidebar, from the pages its remotes list in shared-build/apps.mjs. */
export const USER_NAV = navOf(['mf_dashboard', 'mf_agent']);

/** The developer console's sidebar. */
export const DEV_NAV = navOf(['mf_devconsole']);

/** The customer area's chrome: its sidebar, labels and where signing out leads. */
export const USER_CHROME = {
  nav: USER_NAV,
  label: 'Menu do painel',
  signOutLabel: 'Sair da conta',
  loginPath: SHELL_PAGES.login,
} as const;

interface DashboardLayoutProps {
  nav: typeof USER_NAV;
  label: string;
  signOutLabel: string;
  /** Where signing out leads: each area's own login screen. */
  loginPath: string;
  /** What renders in the main area; the route's page by default. */
  children?: ReactNode;
}

/** The signed-in chrome: sidebar with the user's e-mail and sign-out; the remote renders in <Outlet/>. */
export function DashboardLayout({ nav, label, signOutLabel, loginPath, children }: DashboardLayoutProps) {
  const email = useAuthStore((s) => s.user?.email ?? '');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate(loginPath, { replace: true });
    } catch {
      toast.error('Não foi possível sair. Tente novamente.');
      setSigningOut(false);
    }
  };
  return (
    <SidebarLayout
      brand="Atende.AI"
      navLabel={label}
      groups={nav}
      userEmail={email}
      onSignOut={() => void leave()}
      signOutLabel={signOutLabel}
      signingOut={signingOut}
    >
      {children ?? <Outlet />}
    </SidebarLayout>
  );
}

/**
 * The customer area's chrome (loaded lazily by the route table: the landing never needs it), with the
 * billing banner and, for a suspended customer, only 'Meu Plano'. It shows as soon as the session is
 * known; the page waits for the profile (its guard then lets it in or shows 'Acesso Não Autorizado').
 */
export function UserDashboardLayout() {
  const banner = bannerShown(useSubscriptionState({ retryOnNavigation: true }));
  const profileLoading = useAuthGuard() === 'profile-loading';
  return (
    <DashboardLayout {...USER_CHROME}>
      {banner && (
        <Suspense fallback={null}>
          <BillingBanner />
        </Suspense>
      )}
      {profileLoading ? (
        <Spinner label="Carregando..." showLabel />
      ) : (
        <PlanOnlyGate>
          <Outlet />
        </PlanOnlyGate>
      )}
    </DashboardLayout>
  );
}

/** The developer console's chrome: two groups, eight entries, 'Sair'. */
export function DevDashboardLayout() {
  return <DashboardLayout nav={DEV_NAV} label="Menu do console" signOutLabel="Sair" loginPath={SHELL_PAGES.devLogin} />;
}
