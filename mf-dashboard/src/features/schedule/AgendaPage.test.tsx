import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { downloadTextFile } from 'shared-ui/widgets';
import { FunctionCallError } from 'shared-auth';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { SlotTakenError } from './api/appointmentWriteError';
import { cancelAppointment } from './api/cancelAppointment';
import { confirmAppointments } from './api/confirmAppointments';
import { createAppointment } from './api/createAppointment';
import { fetchAgendaHistory } from './api/fetchAgendaHistory';
import { fetchAgendaStats } from './api/fetchAgendaStats';
import { fetchAppointments } from './api/fetchAppointments';
import { fetchProfessionals } from './api/fetchProfessionals';
import { fetchRecentReminders, type SentReminder } from './api/fetchRecentReminders';
import { fetchReminderSettings } from './api/fetchReminderSettings';
import { rescheduleAppointment } from './api/rescheduleAppointment';
import { saveReminderSettings } from './api/saveReminderSettings';
import { sendNotification } from './api/sendNotification';
import { AgendaPage } from './AgendaPage';
import { useAgendaViewStore } from './stores/agendaViewStore';
import { appointment } from './test/appointments.fixture';
import type { AgendaStats, Appointment } from './types';

jest.mock('./api/fetchAppointments');
jest.mock('./api/fetchAgendaStats');
jest.mock('./api/fetchProfessionals');
jest.mock('./api/fetchAgendaHistory');
jest.mock('./api/fetchReminderSettings');
jest.mock('./api/fetchRecentReminders');
jest.mock('./api/saveReminderSettings');
jest.mock('./api/createAppointment');
jest.mock('./api/confirmAppointments');
jest.mock('./api/rescheduleAppointment');
jest.mock('./api/cancelAppointment');
jest.mock('./api/sendNotification');
// The browser's download is replaced; the CSV handed to it is what the tests read.
jest.mock('shared-ui/widgets', () => ({ ...jest.requireActual('shared-ui/widgets'), downloadTextFile: jest.fn() }));
// Today is Wednesday 18 March 2026 on São Paulo's clock.
jest.mock('shared-ui/dates', () => ({
  ...jest.requireActual('shared-ui/dates'),
  todayInAppZone: () => '2026-03-18',
}));

// The page is large: checking every element's computed style (jsdom recomputes styled-components'
// sheet each time) makes each role query cost hundreds of ms. Nothing on this page is hidden by CSS
// rather than removed, so role queries skip that check here.
configure({ defaultHidden: true });
jest.setTimeout(15000);

const load = jest.mocked(fetchAppointments);
const loadStats = jest.mocked(fetchAgendaStats);
const create = jest.mocked(createAppointment);
const confirm = jest.mocked(confirmAppointments);
const reschedule = jest.mocked(rescheduleAppointment);
const cancel = jest.mocked(cancelAppointment);
const notify = jest.mocked(sendNotification);
const saveReminders = jest.mocked(saveReminderSettings);
const download = jest.mocked(downloadTextFile);
const loadRecentReminders = jest.mocked(fetchRecentReminders);

const STATS: AgendaStats = { hoje: 3, taxaConfirmacao: 80, tendencia: 5, totalSemana: 12, confirmadosSemana: 9 };

const maria = appointment({
  id: 'maria',
  nome: 'Maria Oliveira',
  data: '2026-03-18',
  inicio: '09:00:00',
  fim: '10:00:00',
});
const joao = appointment({
  id: 'joao',
  nome: 'João Araújo',
  data: '2026-03-18',
  inicio: '14:30:00',
  fim: '15:00:00',
  desc_agendamento: 'Limpeza de pele',
  local: 'Online',
  num_cliente: '5521998765432',
});
const ana = appointment({
  id: 'ana',
  nome: 'Ana Lima',
  data: '2026-03-20',
  inicio: '11:00:00',
  fim: '11:45:00',
  status: 'confirmado',
});

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

function setup(rows: Appointment[] = [maria, joao, ana]) {
  load.mockResolvedValue(rows);
  // Same reason: no computed-style walk for pointer-events on every click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule' });
  return user;
}

/** The page after its first load. */
async function ready(rows?: Appointment[]) {
  const user = setup(rows);
  await screen.findByRole('heading', { name: 'Agendamentos' });
  await waitFor(() => expect(screen.queryByText('Carregando...', { selector: 'span' })).not.toBeInTheDocument());
  return user;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  useAgendaViewStore.getState().reset();
  loadStats.mockResolvedValue(STATS);
  // A one-person business: the owner is its only professional (the page is as it always was).
  jest
    .mocked(fetchProfessionals)
    .mockResolvedValue([{ id: 'pro-titular', nome: 'Dona', ativo: true, ordem: 0, titular: true, servicos: [] }]);
  jest.mocked(fetchAgendaHistory).mockResolvedValue([]);
  jest
    .mocked(fetchReminderSettings)
    .mockResolvedValue({ antes24h: true, antes1h: true, whatsapp: true, email: false, pesquisa: true });
  loadRecentReminders.mockResolvedValue([]);
  notify.mockResolvedValue('ntf_1');
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
});

describe('AgendaPage: header, stats and loading', () => {
  it('shows the title, the stat cards from one RPC and the loading text', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Agendamentos' })).getByText('Carregando...')).toBeInTheDocument();
    const hoje = await screen.findByRole('article', { name: 'Hoje' });
    await waitFor(() => expect(within(hoje).getByText('3')).toBeInTheDocument());
    const taxa = screen.getByRole('article', { name: 'Taxa de Confirmação' });
    expect(within(taxa).getByText('80%')).toBeInTheDocument();
    expect(within(taxa).getByText('+5 p.p. vs semana anterior')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Total na Semana' })).getByText('12')).toBeInTheDocument();
    expect(loadStats).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('article', { name: 'Maria Oliveira' })).toBeInTheDocument();
  });

  it('hides the trend when the RPC has none', async () => {
    loadStats.mockResolvedValue({ ...STATS, tendencia: null });
    await ready();
    const taxa = screen.getByRole('article', { name: 'Taxa de Confirmação' });
    await waitFor(() => expect(within(taxa).getByText('80%')).toBeInTheDocument());
    expect(within(taxa).queryByText(/p\.p\./)).not.toBeInTheDocument();
  });

  it('loads the month grid around today for the owner, once for every view of that month', async () => {
    const user = await ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(
      'USR-TESTE001',
      { from: '2026-02-23', to: '2026-04-05' },
      { status: 'todos', local: 'todos', periodo: null },
    );
    await user.click(screen.getByRole('radio', { name: 'Semana' }));
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    await user.click(screen.getByRole('radio', { name: 'Mês' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenLastCalledWith('USR-TESTE001', { from: '2026-03-30', to: '2026-05-10' }, expect.anything());
  });

  it('says when there is nothing to show', async () => {
    await ready([]);
    expect(screen.getByText('Nenhum agendamento encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  });

  it('toasts a failed load and tries again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar agendamentos');
    load.mockResolvedValue([maria]);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Maria Oliveira' })).toBeInTheDocument();
  });
});

describe('AgendaPage: appointment cards', () => {
  it('shows name, time, date, description, location, status and contact links', async () => {
    await ready();
    const joaoCard = card('João Araújo');
    expect(within(joaoCard).getByText('14:30–15:00')).toBeInTheDocument();
    expect(within(joaoCard).getByText('18/03/2026')).toBeInTheDocument();
    expect(within(joaoCard).getByText('Limpeza de pele')).toBeInTheDocument();
    expect(within(joaoCard).getByText('Online')).toBeInTheDocument();
    expect(within(joaoCard).getByText('Agendado')).toBeInTheDocument();
    expect(within(joaoCard).getByRole('link', { name: 'Conversar com João Araújo no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5521998765432',
    );
    expect(within(joaoCard).getByRole('link', { name: 'Ligar para João Araújo' })).toHaveAttribute(
      'href',
      'tel:+5521998765432',
    );
    expect(within(card('Ana Lima')).getByText('Confirmado')).toBeInTheDocument();
    expect(within(joaoCard).queryByText('E-mail:')).not.toBeInTheDocument();
  });

  it("shows the client's e-mail when there is one", async () => {
    await ready([maria, { ...joao, email_cliente: 'joao.araujo@exemplo.com.br' }]);
    const joaoCard = card('João Araújo');
    expect(within(joaoCard).getByText('E-mail:')).toBeInTheDocument();
    expect(within(joaoCard).getByText('joao.araujo@exemplo.com.br')).toBeInTheDocument();
  });

  it('marks who booked: the booking page, the assistant, nothing for the panel', async () => {
    const fromPage = appointment({
      id: 'bia',
      nome: 'Bia Souza',
      origem: 'pagina',
      inicio: '16:00:00',
      fim: '16:30:00',
    });
    const fromAssistant = appointment({ id: 'caio', nome: 'Caio Dias', origem: 'assistente', inicio: '17:00:00' });
    const user = await ready([maria, fromPage, fromAssistant]);
    expect(within(card('Bia Souza')).getByText('Página de agendamento')).toBeInTheDocument();
    expect(within(card('Caio Dias')).getByText('Assistente')).toBeInTheDocument();
    const mariaCard = card('Maria Oliveira');
    expect(within(mariaCard).queryByText('Página de agendamento')).not.toBeInTheDocument();
    expect(within(mariaCard).queryByText('Assistente')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const hours = within(screen.getByRole('region', { name: 'Visão do dia' })).getAllByRole('listitem');
    expect(hours[16]).toHaveTextContent('Bia Souza — Consulta de rotina Página de agendamento');
    expect(hours[17]).toHaveTextContent('Caio Dias — Consulta de rotina Assistente');
    expect(hours[9]).toHaveTextContent(/Maria Oliveira — Consulta de rotina$/);
  });

  it('draws 20 cards at a time', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      appointment({
        id: `m${i}`,
        nome: `Cliente ${i}`,
        data: '2026-03-10',
        inicio: `${String(8 + (i % 10)).padStart(2, '0')}:00:00`,
      }),
    );
    const user = await ready(many);
    const list = screen.getByRole('region', { name: 'Agendamentos' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(within(list).getByText('Mostrando 20 de 45')).toBeInTheDocument();
    await user.click(within(list).getByText('Mostrar mais'));
    await user.click(within(list).getByText('Mostrar mais'));
    expect(within(list).getAllByRole('article')).toHaveLength(45);
    expect(within(list).queryByText('Mostrar mais')).not.toBeInTheDocument();
  });
});

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

describe('AgendaPage: search, filters and export', () => {
  it("opens with the address's busca in the search: a client's phone from Conversas, by its digits", async () => {
    load.mockResolvedValue([maria, joao, ana]);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule?busca=5521998765432' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar agendamentos' })).toHaveValue('5521998765432');
    expect(await screen.findByRole('article', { name: 'João Araújo' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maria Oliveira' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ana Lima' })).not.toBeInTheDocument();
    // The box is the search from then on: clearing it shows everyone again.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }));
    expect(await screen.findByRole('article', { name: 'Maria Oliveira' })).toBeInTheDocument();
  });

  it('searches by name or service without accents, in the views, the list and the export', async () => {
    const user = await ready();
    expect(screen.getByRole('button', { name: /18 de março de 2026, 2 agendamentos/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }), 'JOAO');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maria Oliveira' })).not.toBeInTheDocument());
    expect(card('João Araújo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /18 de março de 2026, 1 agendamento$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(download).toHaveBeenCalledWith('agendamentos.csv', expect.any(String));
    const csv = download.mock.calls[0][1];
    expect(csv).toContain('João Araújo');
    expect(csv).not.toContain('Maria Oliveira');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }), 'limpeza');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Lima' })).not.toBeInTheDocument());
    expect(card('João Araújo')).toBeInTheDocument();
  });

  it('exports what the list shows as CSV with a BOM', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toBe('agendamentos.csv');
    expect(csv.startsWith('\uFEFFdata,nome,horario,')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('applies status, period and location to the query and shows them, each removable', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'confirmado');
    await user.selectOptions(within(dialog).getByLabelText('Local'), 'Online');
    const grids = within(dialog).getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(grids[0]).toHaveAccessibleName('Março de 2026');
    expect(grids[1]).toHaveAccessibleName('Abril de 2026');
    await user.click(within(grids[0]).getByRole('button', { name: 'terça-feira, 10 de março de 2026' }));
    await user.click(within(grids[1]).getByRole('button', { name: 'sexta-feira, 10 de abril de 2026' }));
    expect(within(dialog).getByText('Período: 10/03/2026 a 10/04/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Filtros' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-03-10', to: '2026-04-10' },
        expect.objectContaining({ status: 'confirmado', local: 'Online' }),
      ),
    );
    const active = screen.getByRole('group', { name: 'Filtros ativos' });
    expect(within(active).getByText('Status: Confirmado')).toBeInTheDocument();
    expect(within(active).getByText('Local: Online')).toBeInTheDocument();
    expect(within(active).getByText('Período: 10/03/2026 a 10/04/2026')).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'Remover Status: Confirmado' }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-03-10', to: '2026-04-10' },
        expect.objectContaining({ status: 'todos' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar tudo' }));
    expect(screen.queryByRole('group', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-02-23', to: '2026-04-05' },
        { status: 'todos', local: 'todos', periodo: null },
      ),
    );
  });

  it("leaves the filters as they were on 'Cancelar'", async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'cancelado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('AgendaPage: Dia / Semana / Mês', () => {
  it('shows the month with Seg … Dom, 42 days and the count of each day; a day opens its day view', async () => {
    const user = await ready();
    const month = screen.getByRole('region', { name: 'Visão do mês' });
    expect(within(month).getByRole('heading', { name: 'Março de 2026' })).toBeInTheDocument();
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom']);
    expect(within(month).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(month).getByText('2 agendamentos')).toBeInTheDocument();
    expect(within(month).getByText('1 agendamento')).toBeInTheDocument();
    await user.click(within(month).getByRole('button', { name: 'sexta-feira, 20 de março de 2026, 1 agendamento' }));
    const dayView = screen.getByRole('region', { name: 'Visão do dia' });
    expect(within(dayView).getByRole('heading', { name: 'sexta-feira, 20 de março' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dia' })).toBeChecked();
  });

  it('moves through the month with the keyboard', async () => {
    const user = await ready();
    const month = screen.getByRole('region', { name: 'Visão do mês' });
    const today = within(month).getByRole('button', { name: /^quarta-feira, 18 de março de 2026/ });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(month).getByRole('button', { name: /^quinta-feira, 19 de março/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(month).getByRole('button', { name: /^quinta-feira, 26 de março/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Visão do dia' })).toBeInTheDocument();
  });

  it('lists a day in 24 hourly rows with name and description', async () => {
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const dayView = screen.getByRole('region', { name: 'Visão do dia' });
    expect(within(dayView).getByRole('heading', { name: 'quarta-feira, 18 de março' })).toBeInTheDocument();
    const hours = within(dayView).getAllByRole('listitem');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toHaveTextContent(/^00:00/);
    expect(hours[23]).toHaveTextContent(/^23:00/);
    expect(hours[9]).toHaveTextContent('Maria Oliveira');
    expect(hours[14]).toHaveTextContent('João Araújo — Limpeza de pele');
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(within(screen.getByRole('region', { name: 'Visão do dia' })).getByRole('heading')).toHaveTextContent(
      'quinta-feira, 19 de março',
    );
  });

  it('shows the week from Monday with HH:mm - Nome', async () => {
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: 'Semana' }));
    const week = screen.getByRole('region', { name: 'Visão da semana' });
    const days = within(week).getAllByRole('group');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName('segunda-feira, 16 de março de 2026, 0 agendamentos');
    expect(days[6]).toHaveAccessibleName('domingo, 22 de março de 2026, 0 agendamentos');
    expect(within(days[2]).getByText('09:00 - Maria Oliveira')).toBeInTheDocument();
    expect(within(days[2]).getByText('14:30 - João Araújo')).toBeInTheDocument();
    expect(within(days[4]).getByText('11:00 - Ana Lima')).toBeInTheDocument();
    // The list follows the week.
    expect(screen.getByText('Semana de 16/03/2026 a 22/03/2026', { selector: 'p' })).toBeInTheDocument();
  });
});

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
