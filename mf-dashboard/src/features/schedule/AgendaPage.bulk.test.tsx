/**
 * 'Minha Agenda' acting on the selected appointments: confirming them and reminding their clients on
 * WhatsApp, clients who wrote SAIR, and cancelled appointments left out.
 * (test/agendaPage.setup.tsx: the mocks.)
 */
// First: the set-up mocks the page's modules before they load.
import {
  ana,
  card,
  confirm,
  joao,
  maria,
  notify,
  ready,
  resetAgendaPage,
  toastError,
  toastSuccess,
} from './test/agendaPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { FunctionCallError } from 'shared-auth';

beforeEach(resetAgendaPage);

describe('AgendaPage: selection and bulk actions', () => {
  it('keeps both bulk buttons disabled until an appointment is selected', async () => {
    const user = await ready();
    const confirmButton = screen.getByRole('button', { name: 'Confirmar Selecionados' });
    const remindButton = screen.getByRole('button', { name: 'Enviar Lembretes' });
    expect(confirmButton).toBeDisabled();
    expect(remindButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Maria Oliveira, 18/03/2026 às 09:00' }));
    expect(confirmButton).toBeEnabled();
    expect(remindButton).toBeEnabled();
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
  });

  it('confirms the selected appointments and shows them confirmed', async () => {
    confirm.mockImplementation(async (ids) =>
      [maria, joao].filter((r) => ids.includes(r.id)).map((r) => ({ ...r, status: 'confirmado' as const })),
    );
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: /Selecionar Maria Oliveira/ }));
    await user.click(screen.getByRole('checkbox', { name: /Selecionar João Araújo/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar Selecionados' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Agendamentos confirmados com sucesso!'));
    expect(confirm).toHaveBeenCalledWith(['maria', 'joao']);
    expect(within(card('Maria Oliveira')).getByText('Confirmado')).toBeInTheDocument();
    expect(within(card('João Araújo')).getByText('Confirmado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar Selecionados' })).toBeDisabled();
  });

  it('toasts a failed confirmation', async () => {
    confirm.mockRejectedValue(new Error('update failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: /Selecionar Maria Oliveira/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar Selecionados' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao confirmar agendamentos'));
    expect(within(card('Maria Oliveira')).getByText('Agendado')).toBeInTheDocument();
  });

  it('sends a WhatsApp reminder to every selected client', async () => {
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByText('3 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Lembretes enviados com sucesso!'));
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenCalledWith({
      type: 'whatsapp',
      to: '5521998765432',
      template: 'lembrete_manual',
      data: { nome: 'João Araújo', data: '18/03/2026', hora: '14:30' },
      appointmentId: 'joao',
    });
  });

  it('says so when a reminder fails', async () => {
    notify.mockResolvedValueOnce('ntf_1').mockRejectedValueOnce(new Error('gateway down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao enviar lembretes'));
    expect(toastSuccess).not.toHaveBeenCalledWith('Lembretes enviados com sucesso!');
  });
});

describe('AgendaPage: a client who wrote SAIR', () => {
  const optedOut = () =>
    new FunctionCallError('Este cliente pediu para não receber mensagens (SAIR).', 'opted_out', 409);

  it('says the one client selected asked not to get messages, instead of a general failure', async () => {
    notify.mockRejectedValueOnce(optedOut());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Maria Oliveira, 18/03/2026 às 09:00' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Este cliente pediu para não receber mensagens (SAIR).'),
    );
    expect(toastError).not.toHaveBeenCalledWith('Erro ao enviar lembretes');
    expect(toastSuccess).not.toHaveBeenCalledWith('Lembretes enviados com sucesso!');
  });

  it('of several selected, says how many were left out while the others got theirs', async () => {
    notify.mockResolvedValueOnce('ntf_1').mockRejectedValueOnce(optedOut()).mockResolvedValueOnce('ntf_3');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Lembretes enviados, exceto a 1 cliente que pediu para não receber mensagens (SAIR).',
      ),
    );
    expect(notify).toHaveBeenCalledTimes(3);
  });
});

describe('AgendaPage: cancelled appointments', () => {
  it('cannot be selected, so they are never confirmed again nor reminded', async () => {
    const user = await ready([maria, joao, { ...ana, status: 'cancelado' }]);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Ana Lima, 20/03/2026 às 11:00' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByText('2 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Lembretes enviados com sucesso!'));
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
