import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { useAuthStore } from 'shared-auth';
import * as client from 'shared-auth/client';
import { CHECKOUT_RESUME_KEYS } from 'shared-domain';
import { useCheckoutStore } from '../../lib/checkoutStore';
import { renderCheckout, resetStores } from '../../test/renderCheckout';
import { AccountStep } from './AccountStep';

jest.mock('shared-auth/client', () => ({
  signInWithPassword: jest.fn(),
  isEmailRegistered: jest.fn(),
  signUpCustomer: jest.fn(),
  signInWithGoogle: jest.fn(),
}));
const mocked = jest.mocked(client);

const invalidCredentials = Object.assign(new Error('Invalid login credentials'), {
  code: 'invalid_credentials',
  status: 400,
});

function signedIn(metadata: Record<string, string>) {
  const user = { id: 'u1', email: 'ana@exemplo.com.br', user_metadata: metadata } as unknown as User;
  act(() => useAuthStore.setState({ user, loading: false }));
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  jest.resetAllMocks();
});

describe('AccountStep', () => {
  it('opens on Criar conta and checks the form in order, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderCheckout(<AccountStep />);
    expect(screen.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));

    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Confirme sua senha')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@');
    expect(mocked.signUpCustomer).not.toHaveBeenCalled();
  });

  it('asks a company for its name and a valid CNPJ (alphanumeric too)', async () => {
    const user = userEvent.setup();
    renderCheckout(<AccountStep />);
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    await user.type(screen.getByLabelText('CNPJ'), '12ABC34501DE35');
    await user.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));
    expect(screen.getByText('Nome da empresa é obrigatório')).toBeInTheDocument();
    expect(screen.queryByText(/CNPJ inválido|CNPJ é obrigatório/)).not.toBeInTheDocument();
  });

  it('sends an unknown e-mail from Já tenho conta to Criar conta, with the e-mail kept', async () => {
    mocked.signInWithPassword.mockRejectedValue(invalidCredentials);
    mocked.isEmailRegistered.mockResolvedValue(false);
    const user = userEvent.setup();
    renderCheckout(<AccountStep />);
    await user.click(screen.getByRole('tab', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'nova@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar e continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado. Por favor, crie uma conta.');
    expect(screen.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nova@exemplo.com.br');
  });

  it('tells a known e-mail its password is wrong', async () => {
    mocked.signInWithPassword.mockRejectedValue(invalidCredentials);
    mocked.isEmailRegistered.mockResolvedValue(true);
    const user = userEvent.setup();
    renderCheckout(<AccountStep />);
    await user.click(screen.getByRole('tab', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Entrar e continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha incorreta');
    expect(screen.getByRole('tab', { name: 'Já tenho conta' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to step 2 once signed up, with the customer data', async () => {
    mocked.signUpCustomer.mockImplementation(async () => {
      signedIn({ full_name: 'Ana Souza', phone: '11987654321', person_type: 'fisica', cpf: '52998224725' });
      return { user: useAuthStore.getState().user!, session: {} as never };
    });
    const user = userEvent.setup();
    renderCheckout(<AccountStep />);
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar senha', { selector: 'input' }), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));

    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument();
    expect(useCheckoutStore.getState().step).toBe(2);
    expect(useCheckoutStore.getState().customer).toMatchObject({
      name: 'Ana Souza',
      cpf: '52998224725',
      personType: 'fisica',
    });
  });

  it('moves a visitor who is already signed in straight to step 2', () => {
    signedIn({ full_name: 'Ana Souza' });
    renderCheckout(<AccountStep />);
    expect(useCheckoutStore.getState().step).toBe(2);
  });

  it('saves the checkout (never the password) before leaving for Google', async () => {
    mocked.signInWithGoogle.mockResolvedValue();
    const user = userEvent.setup();
    renderCheckout(<AccountStep />, { at: '/checkout?plan=anual' });
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Continuar com Google' }));

    expect(mocked.signInWithGoogle).toHaveBeenCalledWith('checkout');
    expect(localStorage.getItem(CHECKOUT_RESUME_KEYS.active)).toBe('true');
    expect(localStorage.getItem(CHECKOUT_RESUME_KEYS.returnUrl)).toBe('/checkout?plan=anual');
    expect(localStorage.getItem(CHECKOUT_RESUME_KEYS.formData)).toContain('Ana Souza');
    expect(localStorage.getItem(CHECKOUT_RESUME_KEYS.formData)).not.toContain('segredo1');
  });

  it('back from Google, resumes at step 2 with the saved form and clears it', async () => {
    localStorage.setItem(CHECKOUT_RESUME_KEYS.active, 'true');
    localStorage.setItem(CHECKOUT_RESUME_KEYS.timestamp, String(Date.now()));
    localStorage.setItem(CHECKOUT_RESUME_KEYS.returnUrl, '/checkout?plan=anual');
    localStorage.setItem(CHECKOUT_RESUME_KEYS.personType, 'juridica');
    localStorage.setItem(
      CHECKOUT_RESUME_KEYS.formData,
      JSON.stringify({ name: 'Ana', businessName: 'Clínica Bem', cnpj: '12.ABC.345/01DE-35', phone: '11987654321' }),
    );
    signedIn({ name: 'Ana Google' });
    renderCheckout(<AccountStep />);
    expect(await screen.findByText('Login realizado com sucesso! Continue seu checkout.')).toBeInTheDocument();
    expect(useCheckoutStore.getState().customer).toMatchObject({
      personType: 'juridica',
      name: 'Ana Google',
      businessName: 'Clínica Bem',
      cnpj: '12ABC34501DE35',
    });
    expect(localStorage.getItem(CHECKOUT_RESUME_KEYS.active)).toBeNull();
  });
});
