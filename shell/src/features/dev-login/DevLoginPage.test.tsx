import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth';
import { signInAsDeveloper } from 'shared-auth/client';
import { toast } from 'shared-ui';
import { renderPage } from '../../test/renderPage';
import { DevLoginPage } from './DevLoginPage';

// The page's own rules are under test; the sign-in itself is covered against the local stack
// (local-stack/test/staff-login.test.ts) and in the e2e journey.
jest.mock('shared-auth/client', () => ({
  ...jest.requireActual('shared-auth/client'),
  signInAsDeveloper: jest.fn(),
}));
const signIn = jest.mocked(signInAsDeveloper);

function fill(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  return (async () => {
    await user.type(screen.getByLabelText('Usuário'), username);
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), password);
    await user.click(screen.getByRole('button', { name: 'Acessar Console' }));
  })();
}

describe('DevLoginPage', () => {
  beforeEach(() => signIn.mockReset());
  afterEach(() => act(() => toast.remove()));

  it('signs in with username and password and opens the console', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    signIn.mockReturnValue(new Promise((resolve) => (finish = () => resolve({} as never))));
    renderPage(<DevLoginPage />, { path: '/dev-login' });
    await fill(user, 'dev', 'dev12345');
    expect(signIn).toHaveBeenCalledWith('dev', 'dev12345');
    expect(screen.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('rota: outra')).toBeInTheDocument();
  });

  it('asks for both fields without calling the server', async () => {
    const user = userEvent.setup();
    renderPage(<DevLoginPage />, { path: '/dev-login' });
    await user.type(screen.getByLabelText('Usuário'), 'dev');
    await user.click(screen.getByRole('button', { name: 'Acessar Console' }));
    expect(await screen.findByText('Credenciais inválidas')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Usuário')).toHaveValue('dev');
  });

  it.each([
    [new FunctionCallError('Credenciais inválidas', 'invalid_credentials', 401), 'Credenciais inválidas'],
    [
      new FunctionCallError('Muitas tentativas de login. Por favor, tente novamente mais tarde.', 'rate_limited', 429),
      'Muitas tentativas de login. Por favor, tente novamente mais tarde.',
    ],
    [new FunctionCallError('Failed to send a request', 'network_error', 0), 'Erro ao fazer login'],
  ])('tells a refusal from a failure (%s) and keeps what was typed', async (error, message) => {
    const user = userEvent.setup();
    signIn.mockRejectedValue(error);
    renderPage(<DevLoginPage />, { path: '/dev-login' });
    await fill(user, 'dev', 'errada');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acessar Console' })).toBeEnabled();
    expect(screen.getByLabelText('Usuário')).toHaveValue('dev');
  });
});
