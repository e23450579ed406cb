import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { QueryProvider, SUBSCRIPTION_KEY } from 'shared-auth/query';
import { createTestQueryClient } from 'shared-auth/testing';
import { UiProvider } from 'shared-ui';
import { UserDashboardLayout } from './UserDashboardLayout';

// my_subscription() itself (its call and its parsing) is shared-auth's, tested there.
const mySubscription = jest.fn();
// The count on 'Conversas' over getRest() (its request is tested in waitingConversations.test.ts).
const waitingCount = jest.fn();
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  mySubscription: () => mySubscription(),
  getRest: () => ({
    from: () => ({ select: () => ({ eq: async () => ({ count: await waitingCount(), error: null }) }) }),
  }),
}));

const SUSPENDED =
  'Sua assinatura está suspensa por falta de pagamento. Pague a fatura em aberto para reativar seu assistente.';

const overdue = {
  since: '2026-11-05',
  graceEndsOn: '2026-11-12',
  value: 97,
  invoiceUrl: 'http://127.0.0.1:54321/sandbox/asaas/i/9',
};

function answer(access: 'full' | 'restricted' | 'none', extra: Record<string, unknown> = {}) {
  const status = { full: 'active', restricted: 'suspended', none: 'none' }[access];
  return { status, access, overdue: null, pendingChange: null, ...extra };
}

let queryClient = createTestQueryClient();

function renderArea(at: string) {
  return render(
    <UiProvider>
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path="/user-dashboard" element={<UserDashboardLayout />}>
              <Route index element={<h1>Painel</h1>} />
              <Route path="plan" element={<h1>Meu Plano</h1>} />
              <Route path="schedule" element={<h1>Minha Agenda</h1>} />
              <Route path="settings" element={<h1>Configurações</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  mySubscription.mockReset();
  waitingCount.mockReset().mockResolvedValue(0);
  queryClient = createTestQueryClient();
  useAuthStore.setState({
    session: { user: { id: 'u1' } } as never,
    user: { id: 'u1', email: 'ana@clinica.com.br' } as never,
    authorized: true,
    authError: null,
    loading: false,
  });
});

describe('the customer area and the subscription', () => {
  it('paints the chrome and the page before the subscription is known', () => {
    mySubscription.mockReturnValue(new Promise(() => undefined));
    renderArea('/user-dashboard/schedule');
    expect(screen.getByRole('navigation', { name: 'Menu do painel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(mySubscription).toHaveBeenCalled();
  });

  it('paints the chrome with the session alone; the page waits for the profile', () => {
    mySubscription.mockReturnValue(new Promise(() => undefined));
    useAuthStore.setState({ loading: true, profile: null });
    renderArea('/user-dashboard/schedule');
    expect(screen.getByRole('navigation', { name: 'Menu do painel' })).toBeInTheDocument();
    expect(screen.getByText('ana@clinica.com.br')).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Minha Agenda' })).not.toBeInTheDocument();
    expect(mySubscription).toHaveBeenCalled();
    act(() => useAuthStore.setState({ loading: false, profile: { id: 'u1', role: 'client' } as never }));
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
  });

  it('shows an overdue charge within the grace period on every page, with the invoice', async () => {
    mySubscription.mockResolvedValue(answer('full', { status: 'overdue', overdue }));
    renderArea('/user-dashboard/schedule');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      /^Pagamento em atraso: a fatura de R\$\s97,00 venceu em 05\/11\/2026\. Pague até 12\/11\/2026 para manter seu assistente ativo\./,
    );
    const pay = within(banner).getByRole('link', { name: 'Pagar fatura' });
    expect(pay).toHaveAttribute('href', overdue.invoiceUrl);
    expect(pay).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
  });

  it('sends a suspended customer from any other page to Meu Plano, with the suspension', async () => {
    mySubscription.mockResolvedValue(answer('restricted', { overdue }));
    const user = userEvent.setup();
    renderArea('/user-dashboard/schedule');
    expect(await screen.findByRole('heading', { name: 'Meu Plano' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Minha Agenda' })).not.toBeInTheDocument();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(SUSPENDED);
    expect(within(banner).getByRole('link', { name: 'Pagar fatura' })).toHaveAttribute('href', overdue.invoiceUrl);
    await user.click(screen.getByRole('link', { name: 'Configurações' }));
    expect(screen.getByRole('heading', { name: 'Meu Plano' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Painel' }));
    expect(screen.getByRole('heading', { name: 'Meu Plano' })).toBeInTheDocument();
  });

  it('leaves a customer without a plan where they are (the checkout redirect is the callback’s)', async () => {
    mySubscription.mockResolvedValue(answer('none'));
    renderArea('/user-dashboard/settings');
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps everything open when the read fails, and reads again on the next navigation', async () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mySubscription.mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValueOnce(answer('restricted'));
    const user = userEvent.setup();
    renderArea('/user-dashboard/schedule');
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Configurações' }));
    expect(await screen.findByRole('heading', { name: 'Meu Plano' })).toBeInTheDocument();
    expect(mySubscription).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('treats an answer it cannot read as full access', async () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mySubscription.mockRejectedValue(new Error('my_subscription: unexpected answer'));
    renderArea('/user-dashboard/schedule');
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads again when a page says the subscription changed (Meu Plano, the checkout)', async () => {
    mySubscription.mockResolvedValueOnce(answer('full', { overdue })).mockResolvedValueOnce(answer('full'));
    renderArea('/user-dashboard/plan');
    expect(await screen.findByRole('status')).toHaveTextContent('Pagamento em atraso');
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mySubscription).toHaveBeenCalledTimes(2);
  });

  it('reads again when the customer comes back to the tab while a charge is unpaid', async () => {
    mySubscription.mockResolvedValueOnce(answer('restricted', { overdue })).mockResolvedValueOnce(answer('full'));
    renderArea('/user-dashboard/plan');
    expect(await screen.findByRole('status')).toHaveTextContent(SUSPENDED);
    await act(async () => {
      // As browsers fire it: it bubbles up to the window.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mySubscription).toHaveBeenCalledTimes(2);
  });

  it('does not read again on coming back to the tab when nothing is unpaid', async () => {
    mySubscription.mockResolvedValue(answer('full'));
    renderArea('/user-dashboard/plan');
    await waitFor(() => expect(mySubscription).toHaveBeenCalledTimes(1));
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(mySubscription).toHaveBeenCalledTimes(1);
  });
});

describe("the count on 'Conversas'", () => {
  beforeEach(() => mySubscription.mockResolvedValue(answer('full')));

  it('shows how many conversations wait for the owner, as part of the link', async () => {
    waitingCount.mockResolvedValue(3);
    renderArea('/user-dashboard');
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(await within(menu).findByRole('link', { name: 'Conversas 3 conversas aguardando você' })).toHaveAttribute(
      'href',
      '/user-dashboard/conversas',
    );
    // On a phone the menu is closed: its button says it too.
    expect(screen.getByRole('button', { name: 'Menu 3 conversas aguardando você' })).toBeInTheDocument();
  });

  it('shows nothing at zero', async () => {
    renderArea('/user-dashboard');
    await waitFor(() => expect(waitingCount).toHaveBeenCalled());
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(within(menu).getByRole('link', { name: 'Conversas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('leaves the count out when its read fails, with the rest of the menu working', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    waitingCount.mockRejectedValue(new Error('offline'));
    renderArea('/user-dashboard');
    await waitFor(() => expect(error).toHaveBeenCalledWith('[shell] waiting conversations', expect.any(Error)));
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(within(menu).getByRole('link', { name: 'Conversas' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Minha Agenda' })).toBeInTheDocument();
    error.mockRestore();
  });
});
