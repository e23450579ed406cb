import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-auth';
import { findCheckoutPlan, type MySubscription } from 'shared-domain';
import { useCheckoutStore, type CustomerData } from '../../lib/checkoutStore';
import { fakeRest } from '../../test/fakeRest';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { createTestQueryClient } from 'shared-auth/testing';
import { SUBSCRIPTION_KEY, subscriptionQuery } from 'shared-auth/query';
import { changeDateQueryOptions } from '../../lib/api/getChangeDate';
import { createPayment, PaymentError } from './api/createPayment';
import { PaymentStep } from './PaymentStep';

jest.mock('./api/createPayment', () => ({
  ...jest.requireActual('./api/createPayment'),
  createPayment: jest.fn(),
}));
const create = jest.mocked(createPayment);

const customer: CustomerData = {
  personType: 'fisica',
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '11987654321',
  cpf: '52998224725',
  businessName: '',
  cnpj: '',
};
const anual = findCheckoutPlan('anual')!;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Validade'), '1231');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('CEP do titular'), '01310100');
  await user.type(screen.getByLabelText('Número do endereço'), '1000');
}

beforeEach(() => {
  resetStores();
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('PaymentStep', () => {
  it('checks the card form with its messages', async () => {
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    await user.type(screen.getByLabelText('Número do cartão'), '4111');
    await user.type(screen.getByLabelText('Validade'), '1331');
    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
    expect(screen.getByText('Número do cartão inválido')).toBeInTheDocument();
    expect(screen.getByText('Data inválida (MM/AA)')).toBeInTheDocument();
    expect(screen.getByText('CVV é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('CEP é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers up to 12 interest-free installments on the annual plan', () => {
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[11]).toHaveTextContent(/12x de R\$\s80,83 sem juros/);
  });

  it('takes 5% off with PIX and shows the savings', async () => {
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    await user.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.getByText(/Você economiza R\$\s48,50 pagando com PIX/)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s921,50/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
  });

  it('sends the plan, not a price, and goes to step 3', async () => {
    create.mockResolvedValue({
      id: 'pay_1',
      status: 'CONFIRMED',
      method: 'credit_card',
      value: 970,
      installments: 3,
      dueDate: null,
      invoiceUrl: null,
    });
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    await fillCard(user);
    await user.selectOptions(screen.getByLabelText('Parcelas'), '3');
    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));

    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        plan: 'anual',
        method: 'credit_card',
        installments: 3,
        card: {
          holderName: 'Ana Souza',
          number: '4111111111111111',
          expiryMonth: '12',
          expiryYear: '2031',
          ccv: '123',
        },
      }),
    );
    expect(JSON.stringify(create.mock.calls[0][0])).not.toMatch(/970/);
    expect(useCheckoutStore.getState().step).toBe(3);
  });

  it('keeps what was typed when the provider fails; the same details retry with the same key', async () => {
    create.mockRejectedValue(new PaymentError('', 'provider_unavailable', 502));
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao processar pagamento. Tente novamente.');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');

    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
    expect(create.mock.calls[1][0].idempotencyKey).toBe(create.mock.calls[0][0].idempotencyKey);

    // Another card is another attempt.
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), '5184019740373151');
    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
    expect(create.mock.calls[2][0].idempotencyKey).not.toBe(create.mock.calls[0][0].idempotencyKey);
  });

  it('shows the refusal the provider explains', async () => {
    create.mockRejectedValue(new PaymentError('Transação não autorizada.', 'invalid_action', 400));
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />);
    await fillCard(user, '5184019740373151');
    await user.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transação não autorizada.');
  });

  it('asks for what the account lacks (a Google sign-in): CPF and phone, with their messages', async () => {
    create.mockResolvedValue({
      id: 'pay_2',
      status: 'PENDING',
      method: 'boleto',
      value: 921.5,
      installments: 1,
      dueDate: null,
      invoiceUrl: null,
    });
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={{ ...customer, cpf: '', phone: '' }} />);
    await user.click(screen.getByRole('radio', { name: 'Boleto' }));
    await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
    expect(screen.getByText('CPF é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'boleto', customer: expect.objectContaining({ cpf: '529.982.247-25' }) }),
    );
  });
});

describe('PaymentStep for a customer whose subscription is running', () => {
  const running: MySubscription = {
    status: 'active',
    access: 'full',
    plan: 'mensal',
    planName: 'Plano Mensal',
    value: 97,
    cycle: 'MONTHLY',
    trialEndsOn: null,
    currentPeriodEnd: '2026-12-05',
    nextDueDate: '2026-12-05',
    cancelAtPeriodEnd: false,
    overdue: null,
    pendingChange: null,
  };

  /** A signed-in customer whose subscription (and, when running, its change date) the page already read. */
  function subscribed(subscription: MySubscription = running) {
    useAuthStore.setState({ user: { id: 'u1', email: customer.email } as never, loading: false });
    queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(SUBSCRIPTION_KEY, { staleTime: Infinity });
    queryClient.setQueryData(subscriptionQuery('u1').queryKey, subscription);
    queryClient.setQueryDefaults(changeDateQueryOptions('u1').queryKey, { staleTime: Infinity });
    queryClient.setQueryData(changeDateQueryOptions('u1').queryKey, '2026-12-05');
    // What a read of it after a change answers.
    fakeRest(jest.fn(async () => ({ data: subscription, error: null })));
  }
  let queryClient = createTestQueryClient();

  it('changes the plan from the next charge: no installments, nothing charged now', async () => {
    subscribed();
    create.mockResolvedValue({ upgrade: { plan: 'anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' } });
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />, { queryClient });
    expect(
      screen.getByText('Seu plano muda para Plano Anual a partir de 05/12/2026. Nenhuma cobrança agora.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Parcelas')).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar mudança de plano' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ plan: 'anual', method: 'credit_card', installments: 1, fromUpgrade: true }),
    );
    expect(useCheckoutStore.getState().step).toBe(3);
  });

  it('makes the subscription be read again once the plan changed (the shell then shows the new one)', async () => {
    subscribed();
    create.mockResolvedValue({ upgrade: { plan: 'anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' } });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />, { queryClient });
    await fillCard(user);
    expect(invalidate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirmar mudança de plano' }));
    expect(useCheckoutStore.getState().step).toBe(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SUBSCRIPTION_KEY });
  });

  it('says how the next charges are paid instead of a QR code or a boleto today', async () => {
    subscribed();
    const user = userEvent.setup();
    renderCheckout(<PaymentStep plan={anual} customer={customer} />, { queryClient });
    await user.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.getByText('As próximas cobranças serão por PIX.')).toBeInTheDocument();
    expect(screen.queryByText(/O QR Code do PIX aparece/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Boleto' }));
    expect(screen.getByText('As próximas cobranças serão por boleto.')).toBeInTheDocument();
    expect(screen.queryByText(/vence hoje/)).not.toBeInTheDocument();
  });

  it('has nothing to change on the plan the customer already has', () => {
    subscribed();
    renderCheckout(<PaymentStep plan={findCheckoutPlan('mensal')!} customer={customer} />, { queryClient });
    expect(screen.getByText(/Este já é o seu plano atual\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar mudança de plano' })).not.toBeInTheDocument();
  });

  it('sells a new plan to a customer whose subscription was canceled', () => {
    subscribed({ ...running, status: 'canceled', cancelAtPeriodEnd: true });
    renderCheckout(<PaymentStep plan={anual} customer={customer} />, { queryClient });
    expect(screen.getByRole('button', { name: 'Finalizar pagamento' })).toBeInTheDocument();
    expect(screen.queryByText(/Nenhuma cobrança agora/)).not.toBeInTheDocument();
  });
});
