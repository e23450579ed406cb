import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { findCheckoutPlan } from 'shared-domain';
import { fakeRest } from '../../test/fakeRest';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { OrderSummary } from './OrderSummary';

// The subscription is read by shared-auth over getRest() (the network stands in); the billing function
// through callFunction, answered here as supabase-js would, `{ data, error }`.
const rpc = jest.fn();
const invoke = jest.fn();
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  callFunction: async (name: string, options: unknown) => {
    const { data, error } = await invoke(name, options);
    if (error) throw error;
    return data;
  },
}));

const anual = findCheckoutPlan('anual')!;

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
  useAuthStore.setState({ user: { id: 'u1', email: 'ana@exemplo.com.br' } as never, loading: false });
}

beforeEach(() => {
  resetStores();
  rpc.mockReset();
  invoke.mockReset();
  fakeRest(rpc);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Two readers of the current subscription, as the summary and the payment step are on the page. */
function twoSummaries() {
  return renderCheckout(
    <>
      <OrderSummary plan={anual} canChange onChange={() => undefined} currentPlan="Plano Mensal" />
      <OrderSummary plan={anual} canChange={false} onChange={() => undefined} />
    </>,
  );
}

describe('OrderSummary', () => {
  it('tells a subscriber when the new plan applies, reading the subscription once for the page', async () => {
    signIn();
    rpc.mockResolvedValue({ data: trialing, error: null });
    // The trial's first charge already exists at the provider: the change applies to the one after.
    invoke.mockResolvedValue({ data: { plan: { nextDueDate: '2027-01-02' }, history: [] }, error: null });
    twoSummaries();
    const text = 'Seu plano muda para Plano Anual a partir de 02/01/2027. Nenhuma cobrança agora.';
    // Only while the plan can still be changed: the confirmation says it afterwards.
    expect(await screen.findAllByText(text)).toHaveLength(1);
    expect(screen.getAllByText('Plano atual: Plano Mensal')).toHaveLength(2);
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
    twoSummaries();
    const text = 'Seu plano muda para Plano Anual a partir da próxima cobrança. Nenhuma cobrança agora.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    warn.mockRestore();
  });

  it('is a plain purchase for a visitor, who is not asked about a subscription', () => {
    twoSummaries();
    expect(screen.queryByText(/Nenhuma cobrança agora/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Plano atual/)).toHaveTextContent('Plano atual: Plano Mensal');
    expect(rpc).not.toHaveBeenCalled();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('is a plain purchase when the subscription cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    rpc.mockResolvedValue({ data: null, error: { message: 'fetch failed' } });
    twoSummaries();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(/Nenhuma cobrança agora/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
