import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { FunctionCallError } from 'shared-auth';
import { subscriptionQuery } from 'shared-auth/query';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { cancelSubscription } from './api/cancelSubscription';
import { fetchBilling } from './api/fetchBilling';
import { PlanPage } from './PlanPage';
import type { PlanPageData, MySubscription } from './types';

jest.mock('./api/fetchBilling');
jest.mock('./api/cancelSubscription');
const billing = jest.mocked(fetchBilling);
const cancel = jest.mocked(cancelSubscription);

const active: MySubscription = {
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

const summary: PlanPageData = {
  subscription: active,
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
    expect(current).toHaveTextContent('Ativo');
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
    billing.mockResolvedValue({ plan: null, nextPayment: null, history: [], subscription: null });
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

const withState = (change: Partial<MySubscription>, rest: Partial<PlanPageData> = {}): PlanPageData => ({
  ...summary,
  ...rest,
  subscription: { ...active, ...change },
});

async function openPlanPage(data: PlanPageData) {
  billing.mockResolvedValue(data);
  const { queryClient } = renderSignedIn(<PlanPage />, { at: '/user-dashboard/plan' });
  await screen.findByRole('region', { name: 'Plano atual' });
  return { current: screen.getByRole('region', { name: 'Plano atual' }), queryClient };
}

describe('PlanPage: the subscription state', () => {
  it('shows the trial and when the first charge is', async () => {
    const { current } = await openPlanPage(
      withState({ status: 'trialing', trialEndsOn: '2026-11-12', currentPeriodEnd: '2026-11-12' }),
    );
    expect(current).toHaveTextContent('Período de teste até 12/11/2026');
    expect(current).toHaveTextContent('Primeira cobrança em 12/11/2026');
    expect(current).not.toHaveTextContent('Renovação em');
    expect(within(current).getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it('shows an overdue and a suspended subscription', async () => {
    const { current } = await openPlanPage(withState({ status: 'overdue' }));
    expect(current).toHaveTextContent('Pagamento em atraso');
    expect(within(current).getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it('shows a suspended subscription', async () => {
    const { current } = await openPlanPage(withState({ status: 'suspended', access: 'restricted' }));
    expect(current).toHaveTextContent('Suspenso');
  });

  it('shows a canceled subscription with its last day, without renewal nor cancel', async () => {
    const { current } = await openPlanPage(
      withState({ status: 'canceled', cancelAtPeriodEnd: true }, { plan: null, nextPayment: null }),
    );
    expect(within(current).getByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
    expect(current).toHaveTextContent('Cancelado — acesso até 05/12/2026');
    expect(current).not.toHaveTextContent('Renovação em');
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum pagamento pendente.')).toBeInTheDocument();
  });

  it('shows a change of plan waiting for the next charge', async () => {
    const { current } = await openPlanPage(
      withState({
        pendingChange: {
          plan: 'anual',
          planName: 'Plano Anual',
          value: 970,
          cycle: 'YEARLY',
          effectiveOn: '2026-12-05',
        },
      }),
    );
    expect(current).toHaveTextContent('Seu plano muda para Plano Anual em 05/12/2026');
  });
});

describe('PlanPage: cancelling', () => {
  const canceled: MySubscription = { ...active, status: 'canceled', cancelAtPeriodEnd: true };

  it('opens the confirmation from the keyboard, and Manter assinatura keeps everything', async () => {
    const user = userEvent.setup();
    await openPlanPage(summary);
    const open = screen.getByRole('button', { name: 'Cancelar assinatura' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    expect(dialog).toHaveTextContent('Você mantém o acesso até 05/12/2026.');
    expect(within(dialog).getByRole('button', { name: 'Manter assinatura' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('cancels: busy while it goes, then the toast, the new state and the shell told', async () => {
    const user = userEvent.setup();
    const toastSuccess = jest.spyOn(toast, 'success');
    let answer!: (state: MySubscription) => void;
    cancel.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = await openPlanPage(summary);
    // The shell's subscription state (banner, guard): watched to see it told of the change.
    const subscription = subscriptionQuery(TEST_USER.id);
    queryClient.setQueryData(subscription.queryKey, active);
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    billing.mockResolvedValue(withState(canceled, { nextPayment: null }));
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(within(dialog).getByRole('button', { name: 'Manter assinatura' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    answer(canceled);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toastSuccess).toHaveBeenCalledWith('Assinatura cancelada. Seu acesso continua até 05/12/2026.');
    // The shell told: its subscription state is the new one at once, and is read again.
    expect(queryClient.getQueryData(subscription.queryKey)).toEqual(canceled);
    const toldShell = invalidated.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'subscription');
    expect(toldShell).toEqual([[{ queryKey: ['subscription'] }]]);
    const current = screen.getByRole('region', { name: 'Plano atual' });
    expect(current).toHaveTextContent('Cancelado — acesso até 05/12/2026');
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nenhum pagamento pendente.')).toBeInTheDocument();
  });

  it('keeps the dialog and the plan after a failure, and a second try works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const toastError = jest.spyOn(toast, 'error');
    cancel.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(canceled);
    await openPlanPage(summary);
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(toastError).toHaveBeenCalledWith('Não foi possível cancelar a assinatura. Tente novamente.');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plano atual' })).toHaveTextContent('Ativo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it('shows the refusal the billing function explains', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const toastError = jest.spyOn(toast, 'error');
    cancel.mockRejectedValue(new FunctionCallError('Nenhuma assinatura para cancelar.', 'no_subscription', 409));
    await openPlanPage(summary);
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(toastError).toHaveBeenCalledWith('Nenhuma assinatura para cancelar.');
  });
});
