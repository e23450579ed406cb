import { useNavigate } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { pagePath } from 'shared-build/apps';
import { Spinner } from 'shared-ui';
import { BookingPageCard, EmptyState, ErrorState, PageHeader, PageStack } from 'shared-ui/widgets';
import { FullDashboard } from './components/FullDashboard';
import { StatsFailedNotice } from './components/StatsFailedNotice';
import { WelcomeDashboard } from './components/WelcomeDashboard';
import { WhatsappChannelLine } from './components/WhatsappChannelLine';
import { dashboardVariant } from './dashboardVariant';
import { HOME_MESSAGES, useDashboardStats } from './api/dashboardStatsQuery';
import { ZEROED_STATS } from './zeroedStats';
import { HOME_HEAD } from './pageHead';

/**
 * Spinner, then exactly one of error (nobody signed in), welcome, empty or full; a failed stats call
 * shows the full layout with zeroed figures and a retry. Below it, once they are known, the channel of
 * the owner's WhatsApp and the owner's booking page.
 */
export function HomePage() {
  const name = useAuthStore((s) => s.profile?.full_name?.trim() || s.user?.email || '');
  const bookingSlug = useAuthStore((s) => s.profile?.booking_slug);
  const navigate = useNavigate();
  const { state, noUser, reload } = useDashboardStats();

  let body;
  if (state.status === 'loading') {
    body = <Spinner label="Carregando..." showLabel size="lg" />;
  } else if (state.status === 'error' && noUser) {
    body = <ErrorState title={HOME_MESSAGES.loadFailed} description={HOME_MESSAGES.noUser} onRetry={reload} />;
  } else if (state.status === 'error') {
    body = (
      <>
        <StatsFailedNotice message={HOME_MESSAGES.tryLater} onRetry={reload} />
        <FullDashboard stats={ZEROED_STATS} />
      </>
    );
  } else {
    const variant = dashboardVariant(state.data);
    if (variant === 'welcome') body = <WelcomeDashboard stats={state.data} />;
    else if (variant === 'empty')
      body = (
        <EmptyState
          title="Aguardando seus primeiros atendimentos"
          description="Assim que o assistente atender seus clientes, os números aparecem aqui."
          actionLabel="Ver minha agenda"
          onAction={() => navigate(pagePath('mf_dashboard', 'schedule'))}
        />
      );
    else body = <FullDashboard stats={state.data} />;
  }

  return (
    <PageStack aria-busy={state.status === 'loading'}>
      <PageHeader title={HOME_HEAD.title} subtitle={name ? `Bem-vindo(a), ${name}` : undefined} />
      {body}
      {/* Below the figures, from the same read: appearing there it moves nothing. */}
      {state.status !== 'loading' && state.status !== 'error' && (
        <WhatsappChannelLine channel={state.data.canalWhatsapp} />
      )}
      {bookingSlug && state.status !== 'loading' && <BookingPageCard slug={bookingSlug} />}
    </PageStack>
  );
}
