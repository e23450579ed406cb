import { screen } from '@testing-library/react';
import type { CheckoutPaymentResult } from 'shared-domain';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { ConfirmationStep } from './ConfirmationStep';

jest.mock('shared-auth/client', () => ({ hasActiveSubscription: jest.fn(() => new Promise(() => undefined)) }));

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
