import { act, screen } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { useAuthStore } from 'shared-auth';
import type { CheckoutPaymentResult } from 'shared-domain';
import { fakeRest } from '../../test/fakeRest';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { ConfirmationStep } from './ConfirmationStep';

const pix: CheckoutPaymentResult = {
  id: 'pay_1',
  status: 'PENDING',
  method: 'pix',
  value: 92.15,
  installments: 1,
  dueDate: '2026-12-02',
  invoiceUrl: null,
  pixQrCode: { encodedImage: 'aGVsbG8=', payload: '000201...', expirationDate: '2026-12-02 23:59:59' },
};

beforeEach(() => resetStores());

const subscription = (access: 'none' | 'full') => ({
  data: { status: access === 'full' ? 'active' : 'pending', access, cancelAtPeriodEnd: false },
  error: null,
});

describe('a PIX waiting for payment', () => {
  const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  beforeEach(() => {
    jest.useFakeTimers();
    // The client tells the page of an answer at once, not on a timer the fake clock holds.
    notifyManager.setScheduler(queueMicrotask);
    useAuthStore.setState({ user: { id: 'u1', email: 'ana@exemplo.com.br' } as never, loading: false });
  });
  afterEach(() => {
    notifyManager.setScheduler((cb) => setTimeout(cb, 0));
    jest.useRealTimers();
  });

  it('asks every 3 s until the subscription is active, says so and stops asking', async () => {
    const rpc = jest.fn().mockResolvedValue(subscription('none'));
    fakeRest(rpc);
    renderCheckout(
      <ConfirmationStep
        payment={{ ...pix, subscription: { status: 'pending', trialEndsOn: null, nextDueDate: null } }}
      />,
    );
    await tick(0);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Aguardando o pagamento...')).toBeInTheDocument();
    await tick(3000);
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(rpc).toHaveBeenCalledWith('my_subscription');

    rpc.mockResolvedValue(subscription('full'));
    await tick(3000);
    expect(screen.getByText('Pagamento confirmado! Seu acesso está liberado.')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando o pagamento...')).not.toBeInTheDocument();
    await tick(9000);
    expect(rpc).toHaveBeenCalledTimes(3);
  });

  it('asks again after a failed check', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rpc = jest.fn().mockResolvedValue({ data: null, error: { message: 'fetch failed' } });
    fakeRest(rpc);
    renderCheckout(
      <ConfirmationStep
        payment={{ ...pix, subscription: { status: 'pending', trialEndsOn: null, nextDueDate: null } }}
      />,
    );
    await tick(0);
    rpc.mockResolvedValue(subscription('full'));
    await tick(3000);
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Pagamento confirmado! Seu acesso está liberado.')).toBeInTheDocument();
  });
});

describe('ConfirmationStep', () => {
  it('monthly: says when the first charge is, without a PIX to pay today', () => {
    renderCheckout(
      <ConfirmationStep
        payment={{ ...pix, subscription: { status: 'trialing', trialEndsOn: '2026-12-02', nextDueDate: '2026-12-02' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pedido realizado!' })).toBeInTheDocument();
    expect(
      screen.getByText(/^7 dias grátis: a primeira cobrança de R\$\s92,15 será em 02\/12\/2026\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Seu acesso já está liberado.')).toBeInTheDocument();
    expect(screen.getByText('A fatura da primeira cobrança fica disponível em Meu Plano.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code do PIX' })).not.toBeInTheDocument();
    expect(screen.queryByText('Aguardando o pagamento...')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Valor:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar Minha Conta' })).toHaveAttribute('href', '/user-dashboard');
  });

  it('annual: the texts by method, the amount and the renewal date', () => {
    renderCheckout(
      <ConfirmationStep
        payment={{
          ...pix,
          method: 'credit_card',
          status: 'CONFIRMED',
          value: 970,
          installments: 12,
          pixQrCode: undefined,
          subscription: { status: 'active', trialEndsOn: null, nextDueDate: '2027-11-25' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.getByText('Renovação em 25/11/2027.')).toBeInTheDocument();
    expect(screen.getByText(/^Valor:/)).toHaveTextContent(/R\$\s970,00 em 12x sem juros/);
  });

  it('a semiannual PIX still shows its QR code to pay now', () => {
    renderCheckout(
      <ConfirmationStep
        payment={{
          ...pix,
          value: 460.75,
          subscription: { status: 'pending', trialEndsOn: null, nextDueDate: '2027-05-25' },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'QR Code do PIX' })).toBeInTheDocument();
    expect(screen.getByText('Renovação em 25/05/2027.')).toBeInTheDocument();
  });

  it('a change of plan: from when, and nothing charged now', () => {
    renderCheckout(
      <ConfirmationStep
        payment={{ upgrade: { plan: 'anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Mudança de plano confirmada!' })).toBeInTheDocument();
    expect(
      screen.getByText('Seu plano muda para Plano Anual a partir de 05/12/2026. Nenhuma cobrança agora.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Home' })).toHaveAttribute('href', '/');
  });
});
