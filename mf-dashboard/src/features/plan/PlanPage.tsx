import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, toast } from 'shared-ui';
import { ErrorState, PageHeader, PageStack, useAsyncData } from 'shared-ui/widgets';
import { fetchBilling } from './api/fetchBilling';
import { CancelSubscription } from './components/CancelSubscription';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { NextPaymentCard } from './components/NextPaymentCard';
import { PaymentHistoryTable } from './components/PaymentHistoryTable';
import { canCancel } from './subscriptionDisplay';
import { PLAN_HEAD } from './pageHead';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

export const PLAN_LOAD_ERROR = 'Erro ao carregar dados do plano';

/**
 * 'Meu Plano': plan and state, renewal, pending change, benefits, next payment, history, the upgrade
 * and the cancellation.
 */
export function PlanPage() {
  const navigate = useNavigate();
  const { state, reload, update } = useAsyncData(() => fetchBilling(), [], {
    // After a cancellation the page reads the provider again with the new state already on screen.
    keepPrevious: true,
    onError: (err) => {
      console.error('[plan] billing', err);
      toast.error(PLAN_LOAD_ERROR);
    },
  });

  const data = state.data;
  const planName = data ? (data.plan?.name ?? data.subscription?.planName ?? null) : null;
  const cancelable = data?.subscription && canCancel(data.subscription) ? data.subscription : null;
  const upgrade = () => navigate('/checkout', { state: { fromUpgrade: true, currentPlan: planName } });

  return (
    <PageStack>
      <PageHeader
        title={PLAN_HEAD.title}
        subtitle={PLAN_HEAD.subtitle}
        actions={
          <Button onClick={upgrade} disabled={state.status === 'loading' && !data}>
            Fazer Upgrade do Plano
          </Button>
        }
      />
      {state.status === 'loading' && !data && <Spinner label="Carregando..." showLabel size="lg" />}
      {state.status === 'error' && (
        <ErrorState
          title={PLAN_LOAD_ERROR}
          description="Não foi possível falar com o sistema de pagamentos agora."
          onRetry={reload}
        />
      )}
      {data && (
        <>
          <Columns>
            <CurrentPlanCard
              plan={data.plan}
              subscription={data.subscription}
              footer={
                cancelable && (
                  <CancelSubscription
                    subscription={cancelable}
                    onCanceled={(subscription) => {
                      update((d) => ({ ...d, subscription }));
                      reload();
                    }}
                  />
                )
              }
            />
            <NextPaymentCard payment={data.nextPayment} />
          </Columns>
          <PaymentHistoryTable payments={data.history} />
        </>
      )}
    </PageStack>
  );
}
