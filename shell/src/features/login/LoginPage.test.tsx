import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('asks for both fields before calling the server, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Por favor, preencha todos os campos')).not.toHaveLength(0);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com.br');
  });

  it('remembers the user by default and shows or hides the password', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
    const password = screen.getByLabelText('Senha', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to sign-up and offers Google', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled();
  });
});
