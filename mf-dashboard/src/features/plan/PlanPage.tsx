import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { mountOf } from 'shared-build/apps';
import { Button, Spinner } from 'shared-ui';
import { ErrorState, PageHeader, PageStack } from 'shared-ui/widgets';
import { useReadState } from '../../lib/readState';
import { PLAN_LOAD_ERROR, useBilling } from './api/billingQuery';
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

/**
 * 'Meu Plano': plan and state, renewal, pending change, benefits, next payment, history, the upgrade
 * and the cancellation.
 */
export function PlanPage() {
  const navigate = useNavigate();
  const billing = useBilling();
  // After a cancellation the page reads the provider again with the new state already on screen.
  const state = useReadState(billing);

  const data = state.data;
  const planName = data ? (data.plan?.name ?? data.subscription?.planName ?? null) : null;
  const cancelable = data?.subscription && canCancel(data.subscription) ? data.subscription : null;
  const upgrade = () => navigate(mountOf('mf_checkout'), { state: { fromUpgrade: true, currentPlan: planName } });

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
          onRetry={() => void billing.refetch()}
        />
      )}
      {data && (
        <>
          <Columns>
            <CurrentPlanCard
              plan={data.plan}
              subscription={data.subscription}
              footer={cancelable && <CancelSubscription subscription={cancelable} />}
            />
            <NextPaymentCard payment={data.nextPayment} />
          </Columns>
          <PaymentHistoryTable payments={data.history} />
        </>
      )}
    </PageStack>
  );
}
