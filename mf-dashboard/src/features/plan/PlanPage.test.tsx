import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { fetchBilling } from './api/fetchBilling';
import { PlanPage } from './PlanPage';
import type { BillingSummary } from './types';

jest.mock('./api/fetchBilling');
const billing = jest.mocked(fetchBilling);

const summary: BillingSummary = {
  plan: {
    name: 'Plano Mensal',
    description: 'Plano Mensal - Atende AI',
    status: 'ACTIVE',
    value: 97,
    nextDueDate: '2026-12-05',
    cycle: 'MONTHLY',
  },
  nextPayment: {
    id: 'pay_7',
    status: 'PENDING',
    dueDate: '2026-12-05',
    value: 97,
    invoiceUrl: 'http://127.0.0.1:54321/sandbox/asaas/i/7',
    description: 'Plano Mensal - Atende AI',
    paymentDate: null,
    billingType: 'PIX',
  },
  history: [
    {
      id: 'pay_6',
      status: 'RECEIVED',
      dueDate: '2026-11-05',
      value: 97,
      invoiceUrl: 'http://127.0.0.1:54321/sandbox/asaas/i/6',
      description: 'Plano Mensal - Atende AI',
      paymentDate: '2026-11-05',
      billingType: 'PIX',
    },
    {
      id: 'pay_5',
      status: 'OVERDUE',
      dueDate: '2026-10-05',
      value: 97,
      invoiceUrl: null,
      description: 'Plano Mensal - Atende AI',
      paymentDate: null,
      billingType: 'CREDIT_CARD',
    },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
});

describe('PlanPage', () => {
  it('shows the plan, renewal, benefits, next payment and history from one billing call', async () => {
    billing.mockResolvedValue(summary);
    renderSignedIn(<PlanPage />, { at: '/user-dashboard/plan' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    const current = await screen.findByRole('region', { name: 'Plano atual' });
    expect(within(current).getByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
    expect(current).toHaveTextContent(/R\$\s97,00\/mês/);
    expect(current).toHaveTextContent('Renovação em 05/12/2026');
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Até 500 atendimentos por mês', '1 número de WhatsApp', 'Agente de IA básico', 'Suporte por e-mail']);
    const next = screen.getByRole('region', { name: 'Próximo pagamento' });
    expect(next).toHaveTextContent('Aguardando pagamento');
    expect(next).toHaveTextContent('Vencimento em 05/12/2026 · PIX');
    expect(within(next).getByRole('link', { name: 'Visualizar Fatura' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:54321/sandbox/asaas/i/7',
    );
    const table = screen.getByRole('table', { name: 'Histórico de pagamentos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Data', 'Valor', 'Forma', 'Status', 'Ações']);
    const [, paid, late] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent(/05\/11\/2026R\$\s97,00PIXPagamento recebidoVer fatura/);
    expect(late).toHaveTextContent('Cartão de CréditoPagamento atrasado');
    expect(within(paid).getByRole('link', { name: 'Ver fatura de 05/11/2026' })).toBeInTheDocument();
    expect(within(late).queryByRole('link')).not.toBeInTheDocument();
    expect(billing).toHaveBeenCalledTimes(1);
  });

  it('goes to the checkout with fromUpgrade and the current plan name', async () => {
    billing.mockResolvedValue(summary);
    const user = userEvent.setup();
    renderSignedIn(<PlanPage />, { at: '/user-dashboard/plan' });
    await screen.findByRole('region', { name: 'Plano atual' });
    await user.click(screen.getByRole('button', { name: 'Fazer Upgrade do Plano' }));
    expect(screen.getByText('rota: /checkout {"fromUpgrade":true,"currentPlan":"Plano Mensal"}')).toBeInTheDocument();
  });

  it('tells a customer without a plan, and still offers the upgrade', async () => {
    billing.mockResolvedValue({ plan: null, nextPayment: null, history: [] });
    renderSignedIn(<PlanPage />, { at: '/user-dashboard/plan' });
    expect(await screen.findByText('Você ainda não tem um plano ativo.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pagamento pendente.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pagamento encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fazer Upgrade do Plano' })).toBeEnabled();
  });

  it('toasts the load error and retries when billing fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const toastError = jest.spyOn(toast, 'error');
    billing.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(summary);
    const user = userEvent.setup();
    renderSignedIn(<PlanPage />, { at: '/user-dashboard/plan' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar dados do plano');
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar dados do plano');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Plano atual' })).toBeInTheDocument();
  });
});
