/**
 * 'Minha Agenda' of a one-professional business as it opens: the header, the stat cards and the
 * loading, the appointment cards, and the day, week and month views. (AgendaPage.team.test.tsx: a team;
 * test/agendaPage.setup.tsx: the mocks and the three appointments.)
 */
// First: the set-up mocks the page's modules before they load.
import {
  card,
  joao,
  load,
  loadStats,
  maria,
  ready,
  resetAgendaPage,
  setup,
  STATS,
  toastError,
} from './test/agendaPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { appointment } from './test/appointments.fixture';

beforeEach(resetAgendaPage);

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
