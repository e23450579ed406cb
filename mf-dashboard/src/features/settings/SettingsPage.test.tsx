import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshProfile, sendPasswordReset } from 'shared-auth/client';
import { toast } from 'shared-ui';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { updateFullName } from './api/updateFullName';
import { SettingsPage } from './SettingsPage';

jest.mock('./api/updateFullName');
jest.mock('shared-auth/client', () => ({ refreshProfile: jest.fn(), sendPasswordReset: jest.fn() }));
const update = jest.mocked(updateFullName);
const reset = jest.mocked(sendPasswordReset);

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  signIn({ full_name: 'Ana Souza' });
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SettingsPage', () => {
  it('shows the e-mail read-only and saves the full name', async () => {
    update.mockResolvedValue();
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Configurações da Conta' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(TEST_USER.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('O e-mail não pode ser alterado.')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Nome completo' });
    expect(name).toHaveValue('Ana Souza');
    await user.clear(name);
    await user.type(name, 'Ana Maria Souza ');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(update).toHaveBeenCalledWith(TEST_USER.id, 'Ana Maria Souza');
    expect(toastSuccess).toHaveBeenCalledWith('Perfil atualizado com sucesso!');
    expect(refreshProfile).toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails', async () => {
    update.mockRejectedValue(new Error('403'));
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    const name = screen.getByRole('textbox', { name: 'Nome completo' });
    await user.clear(name);
    await user.type(name, 'Outro Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(toastError).toHaveBeenCalledWith('Erro ao atualizar perfil');
    expect(name).toHaveValue('Outro Nome');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  it('keeps the save button waiting while the name is being saved', async () => {
    let done!: () => void;
    update.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    done();
    expect(await screen.findByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(toastSuccess).toHaveBeenCalledWith('Perfil atualizado com sucesso!');
  });

  it('asks for an e-mail before sending the reset link', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    const email = screen.getByRole('textbox', { name: /E-mail para redefinição/ });
    expect(email).toBeRequired();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Enviar email de redefinição' }));
    expect(toastError).toHaveBeenCalledWith('Por favor, informe seu email');
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends the reset e-mail, confirms it and can send it again', async () => {
    reset.mockResolvedValue();
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    await user.click(screen.getByRole('button', { name: 'Enviar email de redefinição' }));
    expect(reset).toHaveBeenCalledWith(TEST_USER.email);
    expect(toastSuccess).toHaveBeenCalledWith('Email de redefinição de senha enviado!');
    expect(screen.getByText('Email enviado!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('says so when the reset e-mail cannot be sent', async () => {
    reset.mockRejectedValue(new Error('429'));
    const user = userEvent.setup();
    renderSignedIn(<SettingsPage />, { at: '/user-dashboard/settings' });
    await user.click(screen.getByRole('button', { name: 'Enviar email de redefinição' }));
    expect(toastError).toHaveBeenCalledWith('Erro ao enviar email de redefinição');
    expect(screen.queryByText('Email enviado!')).not.toBeInTheDocument();
  });
});
