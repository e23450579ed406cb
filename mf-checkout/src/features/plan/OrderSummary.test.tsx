import { screen } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { findCheckoutPlan } from 'shared-domain';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { useCurrentSubscriptionStore } from './currentSubscription';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from '../payment/PaymentStep';

const rpc = jest.fn();
const invoke = jest.fn();
jest.mock('shared-auth/client', () => ({ getSupabase: () => ({ rpc, functions: { invoke } }) }));

const anual = findCheckoutPlan('anual')!;
const customer = {
  personType: 'fisica' as const,
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '11987654321',
  cpf: '52998224725',
  businessName: '',
  cnpj: '',
};

const trialing = {
  status: 'trialing',
  access: 'full',
  plan: 'mensal',
  planName: 'Plano Mensal',
  value: 97,
  cycle: 'MONTHLY',
  trialEndsOn: '2026-12-02',
  currentPeriodEnd: '2026-12-02',
  nextDueDate: '2026-12-02',
  cancelAtPeriodEnd: false,
  overdue: null,
  pendingChange: null,
};

function signIn() {
  useAuthStore.setState({ user: { id: 'u1', email: customer.email } as never, loading: false });
}

beforeEach(() => {
  resetStores();
  rpc.mockReset();
  invoke.mockReset();
  useCurrentSubscriptionStore.setState({ userId: null, subscription: null, changeDate: null, loaded: false });
});

function summaryAndPayment() {
  return renderCheckout(
    <>
      <OrderSummary plan={anual} canChange onChange={() => undefined} currentPlan="Plano Mensal" />
      <PaymentStep plan={anual} customer={customer} />
    </>,
  );
}

describe('OrderSummary', () => {
  it('tells a subscriber when the new plan applies, reading the subscription once for the page', async () => {
    signIn();
    rpc.mockResolvedValue({ data: trialing, error: null });
    // The trial's first charge already exists at the provider: the change applies to the one after.
    invoke.mockResolvedValue({ data: { plan: { nextDueDate: '2027-01-02' }, history: [] }, error: null });
    summaryAndPayment();
    const text = 'Seu plano muda para Plano Anual a partir de 02/01/2027. Nenhuma cobrança agora.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByText('Plano atual: Plano Mensal')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('my_subscription');
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('billing', { method: 'GET' });
  });

  it('speaks of the next charge when the provider’s date cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    rpc.mockResolvedValue({ data: trialing, error: null });
    invoke.mockResolvedValue({ data: null, error: new Error('502') });
    summaryAndPayment();
    const text = 'Seu plano muda para Plano Anual a partir da próxima cobrança. Nenhuma cobrança agora.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    warn.mockRestore();
  });

  it('is a plain purchase for a visitor, who is not asked about a subscription', () => {
    summaryAndPayment();
    expect(screen.queryByText(/Nenhuma cobrança agora/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar pagamento' })).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('is a plain purchase when the subscription cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    rpc.mockResolvedValue({ data: null, error: { message: 'fetch failed' } });
    summaryAndPayment();
    await screen.findByRole('button', { name: 'Finalizar pagamento' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Nenhuma cobrança agora/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
