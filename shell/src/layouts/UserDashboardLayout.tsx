import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuthStore, signOut } from 'shared-auth';
import { toast } from 'shared-ui';
import { SidebarLayout } from 'shared-ui/widgets';

/** Spec 2 §2.1: the customer area's sidebar. */
export const USER_NAV = [
  {
    title: 'PRINCIPAL',
    items: [
      { label: 'Painel', to: '/user-dashboard', end: true },
      { label: 'Agente', to: '/user-dashboard/agent' },
      { label: 'Minha Agenda', to: '/user-dashboard/schedule' },
    ],
  },
  {
    title: 'CONTA',
    items: [
      { label: 'Meu Plano', to: '/user-dashboard/plan' },
      { label: 'Configurações', to: '/user-dashboard/settings' },
    ],
  },
];

/** Spec 2 §2.9: the developer console's sidebar. */
export const DEV_NAV = [
  {
    title: 'DESENVOLVIMENTO',
    items: [
      { label: 'Overview', to: '/dev-dashboard', end: true },
      { label: 'Credenciais', to: '/dev-dashboard/credentials' },
      { label: 'Logs', to: '/dev-dashboard/logs' },
      { label: 'Debug', to: '/dev-dashboard/debug' },
    ],
  },
  {
    title: 'SISTEMA',
    items: [
      { label: 'Usuários', to: '/dev-dashboard/users' },
      { label: 'Database', to: '/dev-dashboard/database' },
      { label: 'Webhooks', to: '/dev-dashboard/webhooks' },
    ],
  },
];

/** The signed-in chrome: sidebar with the user's e-mail and 'Sair da conta'; the remote renders in <Outlet/>. */
export function DashboardLayout({ nav, label }: { nav: typeof USER_NAV; label: string }) {
  const email = useAuthStore((s) => s.user?.email ?? '');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/login', { replace: true });
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
      signingOut={signingOut}
    >
      <Outlet />
    </SidebarLayout>
  );
}

/** The customer area's chrome (loaded lazily by the route table: the landing never needs it). */
export function UserDashboardLayout() {
  return <DashboardLayout nav={USER_NAV} label="Menu do painel" />;
}

/** The developer console's chrome. */
export function DevDashboardLayout() {
  return <DashboardLayout nav={DEV_NAV} label="Menu do console" />;
}
