import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, Spinner, toast } from 'shared-ui';
import { PageHeader, PageStack, useAsyncData } from 'shared-ui/widgets';
import { fetchBilling } from './api/fetchBilling';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { NextPaymentCard } from './components/NextPaymentCard';
import { PaymentHistoryTable } from './components/PaymentHistoryTable';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

export const PLAN_LOAD_ERROR = 'Erro ao carregar dados do plano';

/** 'Meu Plano': plan, renewal, benefits, next payment, history and the upgrade. */
export function PlanPage() {
  const navigate = useNavigate();
  const { state, reload } = useAsyncData(() => fetchBilling(), [], {
    onError: (err) => {
      console.error('[plan] billing', err);
      toast.error(PLAN_LOAD_ERROR);
    },
  });

  const planName = state.status === 'ready' ? (state.data.plan?.name ?? null) : null;
  const upgrade = () => navigate('/checkout', { state: { fromUpgrade: true, currentPlan: planName } });

  return (
    <PageStack>
      <PageHeader
        title="Meu Plano"
        subtitle="Acompanhe sua assinatura e seus pagamentos"
        actions={
          <Button onClick={upgrade} disabled={state.status === 'loading'}>
            Fazer Upgrade do Plano
          </Button>
        }
      />
      {state.status === 'loading' && <Spinner label="Carregando..." showLabel size="lg" />}
      {state.status === 'error' && (
        <ErrorState
          title={PLAN_LOAD_ERROR}
          description="Não foi possível falar com o sistema de pagamentos agora."
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && (
        <>
          <Columns>
            <CurrentPlanCard plan={state.data.plan} />
            <NextPaymentCard payment={state.data.nextPayment} />
          </Columns>
          <PaymentHistoryTable payments={state.data.history} />
        </>
      )}
    </PageStack>
  );
}
