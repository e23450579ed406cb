import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { SlotTakenError } from './api/appointmentWriteError';
import { createAppointment } from './api/createAppointment';
import { fetchAgendaHistory } from './api/fetchAgendaHistory';
import { fetchAgendaStats } from './api/fetchAgendaStats';
import { fetchAppointments } from './api/fetchAppointments';
import { fetchProfessionals } from './api/fetchProfessionals';
import { fetchRecentReminders } from './api/fetchRecentReminders';
import { fetchReminderSettings } from './api/fetchReminderSettings';
import { rescheduleAppointment } from './api/rescheduleAppointment';
import { sendNotification } from './api/sendNotification';
import { AgendaPage } from './AgendaPage';
import { useAgendaViewStore } from './stores/agendaViewStore';
import { appointment } from './test/appointments.fixture';
import type { Appointment, Professional } from './types';

// 'Minha Agenda' of a business with a team: the 'Profissional' filter, a day column per professional,
// the dialogs' 'Profissional' select, the cards naming who. (AgendaPage.*.test.tsx: one professional.)

jest.mock('./api/fetchAppointments');
jest.mock('./api/fetchProfessionals');
jest.mock('./api/fetchAgendaStats');
jest.mock('./api/fetchAgendaHistory');
jest.mock('./api/fetchReminderSettings');
jest.mock('./api/fetchRecentReminders');
jest.mock('./api/saveReminderSettings');
jest.mock('./api/createAppointment');
jest.mock('./api/confirmAppointments');
jest.mock('./api/rescheduleAppointment');
jest.mock('./api/cancelAppointment');
jest.mock('./api/sendNotification');
// Today is Wednesday 18 March 2026 on São Paulo's clock.
jest.mock('shared-ui/dates', () => ({
  ...jest.requireActual('shared-ui/dates'),
  todayInAppZone: () => '2026-03-18',
}));

// As in test/agendaPage.setup.tsx: nothing on this page is hidden by CSS rather than removed.
configure({ defaultHidden: true });
jest.setTimeout(15000);

const load = jest.mocked(fetchAppointments);
const loadTeam = jest.mocked(fetchProfessionals);
const create = jest.mocked(createAppointment);
const reschedule = jest.mocked(rescheduleAppointment);

const ANA: Professional = { id: 'ana', nome: 'Dra. Ana Souza', ativo: true, ordem: 0, titular: true, servicos: [] };
const BRUNO: Professional = {
  id: 'bruno',
  nome: 'Dr. Bruno Lima',
  ativo: true,
  ordem: 1,
  titular: false,
  servicos: [],
};
const CELIA: Professional = {
  id: 'celia',
  nome: 'Célia Ramos',
  ativo: false,
  ordem: 2,
  titular: false,
  servicos: [],
};

const maria = appointment({
  id: 'maria',
  nome: 'Maria Oliveira',
  inicio: '09:00:00',
  fim: '09:30:00',
  id_profissional: 'ana',
});
const joao = appointment({
  id: 'joao',
  nome: 'João Araújo',
  inicio: '09:00:00',
  fim: '09:45:00',
  id_profissional: 'bruno',
});
const lia = appointment({
  id: 'lia',
  nome: 'Lia Costa',
  inicio: '14:00:00',
  fim: '14:30:00',
  id_profissional: 'bruno',
});

let toastError: jest.SpyInstance;

async function ready(rows: Appointment[] = [maria, joao, lia], team: Professional[] = [ANA, BRUNO, CELIA]) {
  load.mockResolvedValue(rows);
  loadTeam.mockResolvedValue(team);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule' });
  await screen.findByRole('heading', { name: 'Agendamentos' });
  await waitFor(() => expect(screen.queryByText('Carregando...', { selector: 'span' })).not.toBeInTheDocument());
  await waitFor(() => expect(loadTeam).toHaveBeenCalledWith('USR-TESTE001'));
  return user;
}

const list = () => screen.getByRole('region', { name: 'Agendamentos' });
const cardNames = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function filterBy(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: 'Filtros' }));
  const dialog = screen.getByRole('dialog', { name: 'Filtros Avançados' });
  await user.selectOptions(within(dialog).getByLabelText('Profissional'), label);
  await user.click(within(dialog).getByRole('button', { name: 'Aplicar Filtros' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  useAgendaViewStore.getState().reset();
  jest
    .mocked(fetchAgendaStats)
    .mockResolvedValue({ hoje: 3, taxaConfirmacao: 80, tendencia: 5, totalSemana: 12, confirmadosSemana: 9 });
  jest.mocked(fetchAgendaHistory).mockResolvedValue([]);
  jest
    .mocked(fetchReminderSettings)
    .mockResolvedValue({ antes24h: true, antes1h: true, whatsapp: true, email: false, pesquisa: true });
  jest.mocked(fetchRecentReminders).mockResolvedValue([]);
  jest.mocked(sendNotification).mockResolvedValue('ntf_1');
  toastError = jest.spyOn(toast, 'error');
});

describe('Minha Agenda with a team: the Profissional filter', () => {
  it('narrows the list and the views to one professional, without reading again, and the chip removes it', async () => {
    const user = await ready();
    await waitFor(() => expect(cardNames()).toEqual(['João Araújo', 'Maria Oliveira', 'Lia Costa']));
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const filters = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    const options = within(within(filters).getByLabelText('Profissional')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Todos os profissionais',
      'Dra. Ana Souza',
      'Dr. Bruno Lima',
      'Célia Ramos (inativo)',
    ]);
    await user.click(within(filters).getByRole('button', { name: 'Cancelar' }));

    await filterBy(user, 'Dr. Bruno Lima');
    expect(cardNames()).toEqual(['João Araújo', 'Lia Costa']);
    const chips = screen.getByRole('group', { name: 'Filtros ativos' });
    expect(within(chips).getByText('Profissional: Dr. Bruno Lima')).toBeInTheDocument();
    // The month view counts only theirs: 18 March has 2.
    const month = screen.getByRole('region', { name: 'Visão do mês' });
    expect(
      within(month).getByRole('button', { name: 'quarta-feira, 18 de março de 2026, 2 agendamentos' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(within(chips).getByRole('button', { name: 'Remover Profissional: Dr. Bruno Lima' }));
    expect(cardNames()).toEqual(['João Araújo', 'Maria Oliveira', 'Lia Costa']);
  });

  it('names the professional on each card', async () => {
    await ready();
    const joaoCard = within(list()).getByRole('article', { name: 'João Araújo' });
    expect(within(joaoCard).getByText('Profissional:')).toBeInTheDocument();
    expect(within(joaoCard).getByText('Dr. Bruno Lima')).toBeInTheDocument();
    expect(
      within(within(list()).getByRole('article', { name: 'Maria Oliveira' })).getByText('Dra. Ana Souza'),
    ).toBeInTheDocument();
  });
});

describe('Minha Agenda with a team: the day view', () => {
  it('shows a column per professional, each appointment in its column; an inactive one only with appointments', async () => {
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const day = screen.getByRole('region', { name: 'Visão do dia' });
    const table = within(day).getByRole('table', { name: 'Horários do dia' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Horário', 'Dra. Ana Souza', 'Dr. Bruno Lima']);
    expect(within(table).getByRole('columnheader', { name: 'Dr. Bruno Lima' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25); // the heading row and 00:00 … 23:00
    const nine = within(rows[10]).getAllByRole('cell');
    expect(within(rows[10]).getByRole('rowheader')).toHaveTextContent('09:00');
    expect(nine[0]).toHaveTextContent('Maria Oliveira');
    expect(nine[0]).not.toHaveTextContent('João Araújo');
    expect(nine[1]).toHaveTextContent('João Araújo');
    expect(within(rows[15]).getAllByRole('cell')[1]).toHaveTextContent('Lia Costa');
  });

  it("adds an inactive professional's column on a day they still have appointments", async () => {
    const rita = appointment({
      id: 'rita',
      nome: 'Rita Melo',
      inicio: '10:00:00',
      fim: '10:30:00',
      id_profissional: 'celia',
    });
    const user = await ready([maria, rita]);
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const table = within(screen.getByRole('region', { name: 'Visão do dia' })).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Célia Ramos (inativo)' })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[11]).getAllByRole('cell')[2]).toHaveTextContent('Rita Melo');
  });

  it("shows only the filtered professional's column", async () => {
    const user = await ready();
    await filterBy(user, 'Dra. Ana Souza');
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const table = within(screen.getByRole('region', { name: 'Visão do dia' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Horário', 'Dra. Ana Souza']);
    expect(table).not.toHaveTextContent('João Araújo');
  });
});

describe('Minha Agenda with a team: the dialogs choose the professional', () => {
  it("'Novo Agendamento' offers the active professionals, starts on the titular and sends id_profissional", async () => {
    create.mockImplementation(async (_id, fields) => appointment({ ...fields, id: 'carla', inicio: '09:00:00' }));
    const user = await ready();
    const dialog = await fillCreate(user);
    const select = within(dialog).getByLabelText('Profissional');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dra. Ana Souza', 'Dr. Bruno Lima']);
    expect(select).toHaveValue('ana');
    await user.selectOptions(select, 'Dr. Bruno Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(
      'USR-TESTE001',
      expect.objectContaining({ nome: 'Carla Dias', id_profissional: 'bruno' }),
    );
    const carla = await within(list()).findByRole('article', { name: 'Carla Dias' });
    expect(within(carla).getByText('Dr. Bruno Lima')).toBeInTheDocument();
  });

  it("starts on the filter's professional; a taken time keeps the choice and says so", async () => {
    create.mockRejectedValueOnce(new SlotTakenError());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await ready();
    await filterBy(user, 'Dr. Bruno Lima');
    const dialog = await fillCreate(user);
    expect(within(dialog).getByLabelText('Profissional')).toHaveValue('bruno');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Este horário já está ocupado. Escolha outro horário.'),
    );
    expect(create).toHaveBeenCalledWith('USR-TESTE001', expect.objectContaining({ id_profissional: 'bruno' }));
    expect(within(dialog).getByText('Este horário já está ocupado. Escolha outro horário.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Profissional')).toHaveValue('bruno');
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Carla Dias');
  });

  it("'Reagendar' starts on the appointment's professional and sends the one chosen", async () => {
    reschedule.mockImplementation(async (_id, changes) => ({
      ...maria,
      ...changes,
      inicio: `${changes.inicio}:00`,
      fim: `${changes.fim}:00`,
      status: 'reagendado',
    }));
    const user = await ready();
    await user.click(
      within(within(list()).getByRole('article', { name: 'João Araújo' })).getByRole('button', { name: 'Reagendar' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reagendar' });
    const select = within(dialog).getByLabelText('Profissional');
    expect(select).toHaveValue('bruno');
    await user.click(within(dialog).getByRole('button', { name: 'sexta-feira, 27 de março de 2026' }));
    await user.selectOptions(select, 'Dra. Ana Souza');
    await user.selectOptions(within(dialog).getByLabelText('Horário'), '16:00');
    expect(within(dialog).getByText('Novo horário: 27/03/2026, 16:00–16:45, com Dra. Ana Souza')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reschedule).toHaveBeenCalledWith('joao', {
      data: '2026-03-27',
      inicio: '16:00',
      fim: '16:45',
      id_profissional: 'ana',
    });
  });
});

describe('Minha Agenda of a one-person business', () => {
  it('shows no Profissional filter, no columns, no select, and books without id_profissional', async () => {
    create.mockImplementation(async (_id, fields) => appointment({ ...fields, id: 'carla', inicio: '09:00:00' }));
    const user = await ready([maria], [ANA]);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const filters = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    expect(within(filters).getByLabelText('Status')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Profissional')).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    const day = screen.getByRole('region', { name: 'Visão do dia' });
    expect(within(day).queryByRole('columnheader')).not.toBeInTheDocument();
    expect(within(day).getAllByRole('listitem')).toHaveLength(24);
    expect(
      within(within(list()).getByRole('article', { name: 'Maria Oliveira' })).queryByText('Profissional:'),
    ).not.toBeInTheDocument();

    const dialog = await fillCreate(user);
    expect(within(dialog).queryByLabelText('Profissional')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar Agendamento' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1]).not.toHaveProperty('id_profissional');
  });

  it('is the one-person page when the professionals cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue([maria]);
    loadTeam.mockRejectedValue(new Error('relation "profissionais" does not exist'));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule' });
    expect(await within(list()).findByRole('article', { name: 'Maria Oliveira' })).toBeInTheDocument();
    await waitFor(() => expect(loadTeam).toHaveBeenCalled());
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    expect(within(screen.getByRole('region', { name: 'Visão do dia' })).getAllByRole('listitem')).toHaveLength(24);
    expect(toastError).not.toHaveBeenCalled();
  });
});

async function fillCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));
  const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
  await user.type(within(dialog).getByLabelText(/^Nome/), 'Carla Dias');
  await user.type(within(dialog).getByLabelText(/^Início/), '09:00');
  await user.type(within(dialog).getByLabelText(/^Fim/), '09:30');
  await user.type(within(dialog).getByLabelText(/^Telefone/), '11987654321');
  return dialog;
}
