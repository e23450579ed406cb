import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Spinner } from 'shared-ui';
import { AccountStep } from './features/account/AccountStep';
import { ConfirmationStep } from './features/confirmation/ConfirmationStep';
import { PaymentStep } from './features/payment/PaymentStep';
import { OrderSummary } from './features/plan/OrderSummary';
import { usePlanFromRoute } from './features/plan/usePlanFromRoute';
import { CheckoutProgress } from './features/progress/CheckoutProgress';
import { useCheckoutStore } from './lib/checkoutStore';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  height: 64px;
  padding: 0 ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  a {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: none;
  }
`;

const Main = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const STEP_TITLES = { 1: 'Seus dados', 2: 'Pagamento', 3: 'Confirmação' } as const;

/** The checkout screen: plan, progress, the three steps and 'Resumo do Pedido'. */
export function CheckoutPage() {
  const { currentPlan } = usePlanFromRoute();
  const { step, plan, customer, payment, choosePlan } = useCheckoutStore();

  return (
    <Page>
      <Header>
        <Link to="/">Atende.AI</Link>
      </Header>
      {!plan ? (
        <Main>
          <Spinner label="Carregando informações do plano..." showLabel />
        </Main>
      ) : (
        <Main>
          <h1>Finalizar assinatura</h1>
          <CheckoutProgress step={step} />
          <Columns>
            <Card title={STEP_TITLES[step]} as="section">
              {step === 1 && <AccountStep />}
              {step === 2 && customer && <PaymentStep plan={plan} customer={customer} />}
              {step === 3 && payment && <ConfirmationStep payment={payment} />}
            </Card>
            <OrderSummary plan={plan} canChange={step < 3} onChange={choosePlan} currentPlan={currentPlan} />
          </Columns>
        </Main>
      )}
    </Page>
  );
}
