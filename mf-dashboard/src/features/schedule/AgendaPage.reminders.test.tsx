/**
 * 'Minha Agenda' and its history and reminders: the latest history entries, the reminder settings
 * and the latest reminders sent, and what the page reads again after a change.
 * (test/agendaPage.setup.tsx: the mocks.)
 */
// First: the set-up mocks the page's modules before they load.
import {
  card,
  confirm,
  create,
  load,
  loadChannel,
  loadRecentReminders,
  loadStats,
  loadTemplates,
  maria,
  ready,
  resetAgendaPage,
  saveReminders,
  STATS,
  toastError,
  toastSuccess,
} from './test/agendaPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_USER } from 'shared-auth/testing';
import { fetchAgendaHistory } from './api/fetchAgendaHistory';
import { type SentReminder } from './api/fetchRecentReminders';
import { fetchReminderSettings } from './api/fetchReminderSettings';
import { appointment } from './test/appointments.fixture';
import { type Appointment } from './types';

beforeEach(resetAgendaPage);

describe('AgendaPage: history and reminder settings', () => {
  it('shows the latest history entries', async () => {
    jest.mocked(fetchAgendaHistory).mockResolvedValue([
      {
        id: 'h1',
        id_dono: 'USR-TESTE001',
        agendamento_id: 'maria',
        acao: 'Agendamento confirmado',
        detalhes: 'Maria Oliveira — 18/03/2026 às 09:00',
        data: '2026-03-17T17:30:00Z',
        usuario: 'Ana Souza',
      },
    ]);
    await ready();
    const historyCard = screen.getByRole('region', { name: 'Histórico' });
    expect(await within(historyCard).findByText('Agendamento confirmado')).toBeInTheDocument();
    expect(within(historyCard).getByText('Maria Oliveira — 18/03/2026 às 09:00')).toBeInTheDocument();
    expect(within(historyCard).getByText('17/03/2026 às 14:30 · Ana Souza')).toBeInTheDocument();
  });

  it("shows a client's answer to a reminder as the client's own change", async () => {
    jest.mocked(fetchAgendaHistory).mockResolvedValue([
      {
        id: 'h2',
        id_dono: 'USR-TESTE001',
        agendamento_id: 'ana',
        acao: 'Cancelado pelo cliente pelo WhatsApp',
        detalhes: 'Ana Lima — 20/03/2026 às 11:00',
        data: '2026-03-18T12:05:00Z',
        usuario: 'Cliente',
      },
      {
        id: 'h1',
        id_dono: 'USR-TESTE001',
        agendamento_id: 'maria',
        acao: 'Confirmado pelo cliente pelo WhatsApp',
        detalhes: 'Maria Oliveira — 18/03/2026 às 09:00',
        data: '2026-03-17T18:00:00Z',
        usuario: 'Cliente',
      },
    ]);
    await ready();
    const historyCard = screen.getByRole('region', { name: 'Histórico' });
    const entries = await within(historyCard).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Cancelado pelo cliente pelo WhatsAppAna Lima — 20/03/2026 às 11:0018/03/2026 às 09:05 · Cliente',
      'Confirmado pelo cliente pelo WhatsAppMaria Oliveira — 18/03/2026 às 09:0017/03/2026 às 15:00 · Cliente',
    ]);
  });

  it('lists the latest reminders under the settings and reads them again after sending', async () => {
    const sent: SentReminder = {
      id: 'n1',
      template: 'lembrete_24h',
      channel: 'whatsapp',
      recipient: '5511987654321',
      status: 'sent',
      sent_at: '2026-03-17T12:00:00Z',
      created_at: '2026-03-17T11:59:00Z',
      error: null,
      payload: { nome: 'Maria Oliveira', data: '18/03/2026', hora: '09:00' },
      answer: 'confirmado',
    };
    loadRecentReminders.mockResolvedValueOnce([sent]);
    const user = await ready();
    const reminderCard = screen.getByRole('region', { name: 'Lembretes' });
    const recent = within(reminderCard).getByRole('region', { name: 'Últimos lembretes' });
    expect(await within(recent).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(recent).getByText('Lembrete 24h · WhatsApp')).toBeInTheDocument();
    expect(within(recent).getByText('Confirmado pelo cliente')).toBeInTheDocument();
    expect(loadRecentReminders).toHaveBeenCalledWith('USR-TESTE001');

    loadRecentReminders.mockResolvedValue([
      { ...sent, id: 'n2', template: 'lembrete_manual', payload: { nome: 'João Araújo' }, answer: null },
      sent,
    ]);
    await user.click(screen.getByRole('checkbox', { name: /Selecionar João Araújo/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar Lembretes' }));
    expect(await within(recent).findByText('Lembrete manual · WhatsApp')).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(loadRecentReminders).toHaveBeenCalledTimes(2);
  });

  it('reads the latest reminders again when an appointment changes', async () => {
    confirm.mockImplementation(async () => [{ ...maria, status: 'confirmado' as const }]);
    const user = await ready();
    await waitFor(() => expect(loadRecentReminders).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('checkbox', { name: /Selecionar Maria Oliveira/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar Selecionados' }));
    await waitFor(() => expect(loadRecentReminders).toHaveBeenCalledTimes(2));
  });

  it('saves the reminder settings for the owner and keeps them when saving fails', async () => {
    const user = await ready();
    const reminderCard = screen.getByRole('region', { name: 'Lembretes' });
    const email = await within(reminderCard).findByRole('switch', { name: 'E-mail' });
    expect(email).not.toBeChecked();
    expect(within(reminderCard).getByRole('switch', { name: '24 horas antes' })).toBeChecked();
    await user.click(email);
    await user.click(within(reminderCard).getByRole('switch', { name: '1 hora antes' }));
    const survey = within(reminderCard).getByRole('switch', { name: 'Pesquisa de satisfação' });
    expect(survey).toBeChecked();
    await user.click(survey);
    saveReminders.mockRejectedValueOnce(new Error('denied'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(reminderCard).getByRole('button', { name: 'Salvar Configurações' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao salvar configurações de lembretes'));
    expect(email).toBeChecked();
    saveReminders.mockImplementation(async (_id, settings) => settings);
    await user.click(within(reminderCard).getByRole('button', { name: 'Salvar Configurações' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Configurações de lembretes salvas com sucesso!'));
    expect(saveReminders).toHaveBeenLastCalledWith('USR-TESTE001', {
      antes24h: true,
      antes1h: false,
      whatsapp: true,
      email: true,
      pesquisa: false,
    });
  });
});

describe("AgendaPage: the Cloud API's WhatsApp templates", () => {
  it("lists each template's review in the reminder card, with Meta's reason for a rejected one", async () => {
    loadChannel.mockResolvedValue('cloud');
    loadTemplates.mockResolvedValue([
      { tipo: 'retomar_conversa', nome: 'retomar_conversa_ab12', status: 'PENDING', motivo: null },
      { tipo: 'lembrete_24h', nome: 'lembrete_24h_ab12', status: 'APPROVED', motivo: null },
      { tipo: 'pesquisa', nome: 'pesquisa_ab12', status: 'REJECTED', motivo: 'O conteúdo parece promocional.' },
    ]);
    await ready();
    const reminderCard = screen.getByRole('region', { name: 'Lembretes' });
    const section = await within(reminderCard).findByRole('region', { name: 'Modelos do WhatsApp' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lembrete 24h antesAprovado',
      'Pesquisa de satisfaçãoReprovadoMotivo: O conteúdo parece promocional.',
      'Retomar conversaEm análise',
    ]);
    expect(
      within(section).getByText(
        'Enquanto um modelo não é aprovado pela Meta, a mensagem vai como texto comum, e só até 24 horas depois da última mensagem do cliente.',
      ),
    ).toBeInTheDocument();
    expect(loadChannel).toHaveBeenCalledWith(TEST_USER.id);
    expect(loadTemplates).toHaveBeenCalledTimes(1);
  });

  it('shows no templates on the QR code channel, nor asks for them', async () => {
    await ready();
    await waitFor(() => expect(loadChannel).toHaveBeenCalled());
    const reminderCard = screen.getByRole('region', { name: 'Lembretes' });
    expect(await within(reminderCard).findByRole('switch', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(reminderCard).queryByRole('region', { name: 'Modelos do WhatsApp' })).not.toBeInTheDocument();
    expect(loadTemplates).not.toHaveBeenCalled();
  });
});

describe('AgendaPage: what a change reads again', () => {
  it('shows the new stats and history after a change, without reading the appointments nor the settings again', async () => {
    loadStats.mockResolvedValueOnce(STATS).mockResolvedValue({ ...STATS, hoje: 4, totalSemana: 13 });
    jest
      .mocked(fetchAgendaHistory)
      .mockResolvedValueOnce([])
      .mockResolvedValue([
        {
          id: 'h1',
          id_dono: 'USR-TESTE001',
          agendamento_id: 'maria',
          acao: 'Agendamento confirmado',
          detalhes: 'Maria Oliveira — 18/03/2026 às 09:00',
          data: '2026-03-18T12:00:00Z',
          usuario: 'Ana Souza',
        },
      ]);
    confirm.mockImplementation(async () => [{ ...maria, status: 'confirmado' as const }]);
    const user = await ready();
    const historyCard = screen.getByRole('region', { name: 'Histórico' });
    expect(await within(historyCard).findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Hoje' })).getByText('3')).toBeInTheDocument(),
    );
    // A switch changed but not saved stays as it was set.
    const reminderCard = screen.getByRole('region', { name: 'Lembretes' });
    await user.click(await within(reminderCard).findByRole('switch', { name: 'E-mail' }));

    await user.click(screen.getByRole('checkbox', { name: /Selecionar Maria Oliveira/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar Selecionados' }));

    expect(await within(historyCard).findByText('Agendamento confirmado')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Hoje' })).getByText('4')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('article', { name: 'Total na Semana' })).getByText('13')).toBeInTheDocument();
    expect(within(card('Maria Oliveira')).getByText('Confirmado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetchReminderSettings).toHaveBeenCalledTimes(1);
    expect(within(reminderCard).getByRole('switch', { name: 'E-mail' })).toBeChecked();
  });

  it('keeps the dialog buttons waiting while a create is on its way', async () => {
    let answer!: (row: Appointment) => void;
    create.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Carla Dias');
    await user.type(within(dialog).getByLabelText(/^Início/), '09:00');
    await user.type(within(dialog).getByLabelText(/^Fim/), '10:00');
    await user.type(within(dialog).getByLabelText(/^Telefone/), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    expect(await within(dialog).findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer(appointment({ id: 'carla', nome: 'Carla Dias', data: '2026-03-18', inicio: '09:00:00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Carla Dias' })).toBeInTheDocument();
  });
});
