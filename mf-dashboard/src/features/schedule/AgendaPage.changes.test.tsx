/**
 * 'Minha Agenda' writing appointments: 'Novo Agendamento', 'Reagendar' and 'Cancelar', with what the
 * client is told and what the owner sees when the API refuses. (test/agendaPage.setup.tsx: the mocks.)
 */
// First: the set-up mocks the page's modules before they load.
import {
  cancel,
  card,
  create,
  joao,
  loadStats,
  maria,
  notify,
  ready,
  reschedule,
  resetAgendaPage,
  toastError,
  toastSuccess,
} from './test/agendaPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotTakenError } from './api/appointmentWriteError';
import { appointment } from './test/appointments.fixture';

beforeEach(resetAgendaPage);

describe('AgendaPage: Novo Agendamento', () => {
  async function openAndFill(user: ReturnType<typeof userEvent.setup>, { fim = '10:00' } = {}) {
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Carla Dias');
    await user.type(within(dialog).getByLabelText(/^Início/), '09:00');
    await user.type(within(dialog).getByLabelText(/^Fim/), fim);
    await user.selectOptions(within(dialog).getByLabelText('Local'), 'Online');
    await user.type(within(dialog).getByLabelText(/^Telefone/), '11987654321');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Avaliação');
    return dialog;
  }

  it('asks for the required fields', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    expect(dialog).toHaveStyle({ maxWidth: '425px' });
    expect(within(dialog).getByLabelText(/^Data/)).toHaveValue('2026-03-18');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    expect(within(dialog).getByText('Informe o nome do cliente')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o horário de início')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o telefone')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses an end before the start with a clear message', async () => {
    const user = await ready();
    const dialog = await openAndFill(user, { fim: '08:30' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    expect(within(dialog).getByText('O horário de término deve ser depois do horário de início')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('inserts for the owner with status agendado, closes and toasts', async () => {
    const created = appointment({
      id: 'carla',
      nome: 'Carla Dias',
      data: '2026-03-18',
      inicio: '09:00:00',
      fim: '10:00:00',
    });
    create.mockResolvedValue(created);
    const user = await ready();
    const dialog = await openAndFill(user);
    expect(within(dialog).getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith('USR-TESTE001', {
      nome: 'Carla Dias',
      data: '2026-03-18',
      inicio: '09:00',
      fim: '10:00',
      local: 'Online',
      num_cliente: '5511987654321',
      email_cliente: null,
      desc_agendamento: 'Avaliação',
    });
    expect(toastSuccess).toHaveBeenCalledWith('Agendamento criado com sucesso!');
    expect(await screen.findByRole('article', { name: 'Carla Dias' })).toBeInTheDocument();
    await waitFor(() => expect(loadStats).toHaveBeenCalledTimes(2));
  });

  it("checks the optional client's e-mail and saves it", async () => {
    create.mockImplementation(async (_id, fields) => appointment({ ...fields, id: 'carla', inicio: '09:00:00' }));
    const user = await ready();
    const dialog = await openAndFill(user);
    const email = within(dialog).getByLabelText('E-mail do cliente (opcional)');
    expect(email).not.toBeRequired();
    await user.type(email, 'carla dias@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, ' carla@exemplo.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(
      'USR-TESTE001',
      expect.objectContaining({ email_cliente: 'carla@exemplo.com' }),
    );
    expect(
      within(await screen.findByRole('article', { name: 'Carla Dias' })).getByText('carla@exemplo.com'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed when the insert fails', async () => {
    create.mockRejectedValue(new Error('insert failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao criar agendamento'));
    expect(screen.getByRole('dialog', { name: 'Novo Agendamento' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Carla Dias');
    expect(within(dialog).getByRole('button', { name: 'Criar Agendamento' })).toBeEnabled();
  });

  it('says the time is taken when another appointment holds it, keeping everything typed', async () => {
    create.mockRejectedValue(new SlotTakenError());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Este horário já está ocupado. Escolha outro horário.'),
    );
    expect(toastError).not.toHaveBeenCalledWith('Erro ao criar agendamento');
    expect(screen.getByRole('dialog', { name: 'Novo Agendamento' })).toBeInTheDocument();
    const start = within(dialog).getByLabelText(/^Início/);
    expect(start).toHaveAccessibleDescription('Este horário já está ocupado. Escolha outro horário.');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
    expect(start).toHaveValue('09:00');
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Carla Dias');
    expect(within(dialog).getByLabelText(/^Fim/)).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('Local')).toHaveValue('Online');
    expect(within(dialog).getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue('Avaliação');

    // Another start time is tried and saved.
    create.mockResolvedValue(
      appointment({ id: 'carla', nome: 'Carla Dias', data: '2026-03-18', inicio: '10:00:00', fim: '11:00:00' }),
    );
    await user.clear(start);
    await user.type(start, '10:00');
    await user.clear(within(dialog).getByLabelText(/^Fim/));
    await user.type(within(dialog).getByLabelText(/^Fim/), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenLastCalledWith('USR-TESTE001', expect.objectContaining({ inicio: '10:00', fim: '11:00' }));
  });
});

describe('AgendaPage: Reagendar and Cancelar', () => {
  it('reschedules once a date is chosen, keeping the duration, and notifies the client', async () => {
    reschedule.mockImplementation(async (_id, times) => ({
      ...joao,
      ...times,
      inicio: `${times.inicio}:00`,
      fim: `${times.fim}:00`,
      status: 'reagendado',
    }));
    const user = await ready();
    await user.click(within(card('João Araújo')).getByRole('button', { name: 'Reagendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reagendar' });
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirmButton).toBeDisabled();
    expect(within(dialog).getAllByRole('option')).toHaveLength(24);
    await user.click(within(dialog).getByRole('button', { name: 'sexta-feira, 27 de março de 2026' }));
    await user.selectOptions(within(dialog).getByLabelText('Horário'), '16:00');
    expect(within(dialog).getByText('Novo horário: 27/03/2026, 16:00–16:30')).toBeInTheDocument();
    await user.click(confirmButton);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Agendamento reagendado com sucesso!'));
    expect(reschedule).toHaveBeenCalledWith('joao', { data: '2026-03-27', inicio: '16:00', fim: '16:30' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          template: 'agendamento_reagendado',
          to: '5521998765432',
          data: { nome: 'João Araújo', data: '27/03/2026', hora: '16:00' },
        }),
      ),
    );
    expect(within(card('João Araújo')).getByText('Reagendado')).toBeInTheDocument();
  });

  it('does not offer days already gone', async () => {
    const user = await ready();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Reagendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reagendar' });
    await user.click(within(dialog).getByRole('button', { name: 'terça-feira, 17 de março de 2026' }));
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('toasts a failed reschedule and keeps the dialog', async () => {
    reschedule.mockRejectedValue(new Error('update failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Reagendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reagendar' });
    await user.click(within(dialog).getByRole('button', { name: 'sexta-feira, 20 de março de 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao reagendar agendamento'));
    expect(screen.getByRole('dialog', { name: 'Reagendar' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the new time is taken, keeps the choice, and clears the notice when the hour changes', async () => {
    reschedule.mockRejectedValue(new SlotTakenError());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Reagendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reagendar' });
    await user.click(within(dialog).getByRole('button', { name: 'sexta-feira, 20 de março de 2026' }));
    await user.selectOptions(within(dialog).getByLabelText('Horário'), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Este horário já está ocupado. Escolha outro horário.'),
    );
    expect(toastError).not.toHaveBeenCalledWith('Erro ao reagendar agendamento');
    expect(screen.getByRole('dialog', { name: 'Reagendar' })).toBeInTheDocument();
    const hour = within(dialog).getByLabelText('Horário');
    expect(hour).toHaveValue('11:00');
    expect(hour).toHaveAccessibleDescription('Este horário já está ocupado. Escolha outro horário.');
    expect(within(dialog).getByText('Novo horário: 20/03/2026, 11:00–12:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();

    await user.selectOptions(hour, '12:00');
    expect(hour).not.toHaveAccessibleDescription('Este horário já está ocupado. Escolha outro horário.');
    expect(hour).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels after the confirmation, and a failed notice only logs', async () => {
    cancel.mockResolvedValue({ ...maria, status: 'cancelado' });
    notify.mockRejectedValue(new Error('gateway down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar Cancelamento' });
    expect(dialog).toHaveAccessibleDescription(/não pode ser desfeita/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Agendamento' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Agendamento cancelado com sucesso!'));
    expect(cancel).toHaveBeenCalledWith('maria');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ template: 'agendamento_cancelado', appointmentId: 'maria' }),
    );
    expect(toastError).not.toHaveBeenCalled();
    expect(within(card('Maria Oliveira')).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("goes back with 'Voltar' and toasts a failed cancel", async () => {
    cancel.mockRejectedValue(new Error('update failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(card('Maria Oliveira')).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar Agendamento' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao cancelar agendamento'));
    expect(notify).not.toHaveBeenCalled();
  });
});
