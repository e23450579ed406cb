import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import { useAuthStore } from 'shared-auth';
import type { ProfileRow } from 'shared-domain';
import { renderPage } from '../test/renderPage';
import { RequireAuth } from './RequireAuth';

const session = { user: { id: 'u1', email: 'ana@exemplo.com.br' } } as unknown as Session;
const profile = (role: ProfileRow['role']) => ({ id: 'u1', role, id_dono: 'USR-ABCDEFGH' }) as ProfileRow;

function renderGuarded(roles?: ('client' | 'technical' | 'developer')[], withSession = false) {
  return renderPage(
    <RequireAuth roles={roles} withSession={withSession}>
      <p>área protegida</p>
    </RequireAuth>,
    { path: '/area' },
  );
}

describe('RequireAuth', () => {
  beforeEach(() =>
    useAuthStore.setState({
      session: null,
      user: null,
      profile: null,
      authorized: false,
      authError: null,
      loading: true,
    }),
  );

  it("shows 'Carregando...' while auth loads", () => {
    useAuthStore.setState({ loading: true });
    renderGuarded();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });

  it('shows its content with the session alone only where asked, and still decides on the profile', () => {
    useAuthStore.setState({ loading: true, session, user: session.user });
    const view = renderGuarded();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    view.unmount();
    renderGuarded(undefined, true);
    expect(screen.getByText('área protegida')).toBeInTheDocument();
    act(() => useAuthStore.setState({ loading: false, authorized: false, authError: null }));
    expect(screen.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeInTheDocument();
    expect(screen.queryByText('área protegida')).not.toBeInTheDocument();
  });

  it('sends visitors to /login', () => {
    useAuthStore.setState({ loading: false, session: null, user: null });
    renderGuarded();
    expect(screen.getByText('rota: /login')).toBeInTheDocument();
  });

  it('lets an authorised customer in', () => {
    useAuthStore.setState({
      loading: false,
      session,
      user: session.user,
      authorized: true,
      profile: profile('client'),
    });
    renderGuarded();
    expect(screen.getByText('área protegida')).toBeInTheDocument();
  });

  it('shows the bootstrap error on Acesso Não Autorizado, and Ir para Home clears it', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({
      loading: false,
      session,
      user: session.user,
      authorized: false,
      authError: 'Não foi possível criar seu perfil de usuário.',
    });
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível criar seu perfil de usuário.')).toBeInTheDocument();
    expect(screen.getByText('Sua conta está aguardando aprovação do administrador')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para Home' }));
    expect(useAuthStore.getState().authError).toBeNull();
    expect(screen.getByText('rota: /')).toBeInTheDocument();
  });

  it('keeps a customer out of a developer area with the default text', () => {
    useAuthStore.setState({
      loading: false,
      session,
      user: session.user,
      authorized: true,
      profile: profile('client'),
    });
    renderGuarded(['developer']);
    expect(screen.getByText('Você não tem permissão para acessar esta área.')).toBeInTheDocument();
    expect(screen.queryByText('área protegida')).not.toBeInTheDocument();
  });
});
