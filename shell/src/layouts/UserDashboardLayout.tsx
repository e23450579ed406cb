import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuthGuard, useAuthStore, signOut } from 'shared-auth';
import { Spinner, toast } from 'shared-ui';
import { SidebarLayout, type SidebarNavGroup } from 'shared-ui/widgets';
import { navOf, pagePath, SHELL_PAGES } from 'shared-build/apps';
import { PlanOnlyGate } from '../subscription/PlanOnlyGate';
import { bannerShown } from '../subscription/subscriptionAccess';
import { useSubscriptionState } from '../subscription/useSubscriptionState';
import { useWaitingCount } from './waitingConversations';
import { WaitingBadge } from './WaitingBadge';

// Only a customer with an unpaid charge sees the banner: the others never download it.
const BillingBanner = lazy(() => import('../subscription/BillingBanner').then((m) => ({ default: m.BillingBanner })));

/** The customer area's sidebar, from the pages its remotes list in shared-build/apps.mjs. */
export const USER_NAV = navOf(['mf_dashboard', 'mf_agent', 'mf_inbox']);

const INBOX = pagePath('mf_inbox', 'inbox');

/**
 * The customer's menu with the count of conversations waiting for them on 'Conversas' and on the
 * phone's menu button (none at 0).
 */
function useUserNav(): { nav: typeof USER_NAV; menuBadge?: ReactNode } {
  const count = useWaitingCount(useAuthStore((s) => s.user?.id));
  return useMemo(() => {
    if (!count) return { nav: USER_NAV };
    const badge = <WaitingBadge count={count} />;
    return {
      nav: USER_NAV.map((group) => ({
        ...group,
        items: group.items.map((item) => (item.to === INBOX ? { ...item, badge } : item)),
      })),
      menuBadge: badge,
    };
  }, [count]);
}

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
  nav: readonly SidebarNavGroup[];
  label: string;
  signOutLabel: string;
  /** Where signing out leads: each area's own login screen. */
  loginPath: string;
  /** Shown on the phone's menu button (e.g. the count of conversations waiting). */
  menuBadge?: ReactNode;
  /** What renders in the main area; the route's page by default. */
  children?: ReactNode;
}

/** The signed-in chrome: sidebar with the user's e-mail and sign-out; the remote renders in <Outlet/>. */
export function DashboardLayout({ nav, label, signOutLabel, loginPath, menuBadge, children }: DashboardLayoutProps) {
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
      menuBadge={menuBadge}
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
  const { nav, menuBadge } = useUserNav();
  return (
    <DashboardLayout {...USER_CHROME} nav={nav} menuBadge={menuBadge}>
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
