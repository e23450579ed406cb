import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage } from './CheckoutPage';
import { useCheckoutStore } from './lib/checkoutStore';
import { renderCheckout, resetStores } from './test/renderCheckout';

jest.mock('shared-auth/client', () => ({}));

beforeEach(() => resetStores());

describe('CheckoutPage', () => {
  it('shows the plan of the URL, the three steps and step 1', async () => {
    renderCheckout(<CheckoutPage />, { at: '/checkout?plan=semestral' });
    const summary = await screen.findByRole('region', { name: 'Resumo do Pedido' });
    expect(within(summary).getByRole('heading', { name: 'Plano Semestral' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Etapas do checkout' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1. Dados', '2. Pagamento', '3. Confirmação']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('tab', { name: 'Criar conta' })).toBeInTheDocument();
  });

  it('takes the plan from navigation state when the URL has none', async () => {
    renderCheckout(<CheckoutPage />, { state: { plan: 'anual' } });
    expect(await screen.findByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
  });

  it('sends a visitor without a plan back to /', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCheckout(<CheckoutPage />, { at: '/checkout?plan=vitalicio' });
    expect(await screen.findByText('rota: /')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vitalicio'));
    warn.mockRestore();
  });

  it('changes the plan with Alterar, back to step 1', async () => {
    const user = userEvent.setup();
    renderCheckout(<CheckoutPage />, { at: '/checkout?plan=mensal' });
    await user.click(await screen.findByRole('button', { name: 'Alterar' }));
    await user.click(screen.getByRole('radio', { name: /Anual/ }));
    expect(screen.getByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
    expect(useCheckoutStore.getState().plan?.period).toBe('anual');
  });

  it('offers no Alterar on the confirmation', async () => {
    renderCheckout(<CheckoutPage />, { at: '/checkout?plan=anual' });
    await screen.findByRole('heading', { name: 'Plano Anual' });
    act(() => {
      const store = useCheckoutStore.getState();
      store.setCustomer({
        personType: 'fisica',
        name: 'Ana',
        email: 'a@b.co',
        phone: '',
        cpf: '',
        businessName: '',
        cnpj: '',
      });
      store.setPayment({
        id: 'pay_1',
        status: 'CONFIRMED',
        method: 'credit_card',
        value: 970,
        installments: 1,
        dueDate: null,
        invoiceUrl: null,
      });
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar Minha Conta' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.getByRole('link', { name: 'Voltar para Home' })).toHaveAttribute('href', '/');
  });
});
