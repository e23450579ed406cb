/**
 * The booking page of a business with a team: 'Com quem?', each professional's times, 'Qualquer
 * profissional', a service the chosen professional does not perform, and their times failing to
 * load. (test/bookingPage.setup.tsx: the function.)
 */
import {
  API,
  booked,
  clearTitle,
  fetchMock,
  json,
  PAGE,
  type Reply,
  renderPage,
  serve,
  SLOTS,
} from './test/bookingPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

afterEach(clearTitle);

describe('a business with a team', () => {
  const TEAM_PAGE = {
    ...PAGE,
    servicos: [
      ...PAGE.servicos,
      { codigo: 'CL', nome: 'Coloração', valor: 250, descricao: null, duracao: 120 },
      { codigo: 'FS', nome: 'Fisioterapia', valor: 120, descricao: null, duracao: 45 },
    ],
    profissionais: [
      { id: 'p-ana', nome: 'Dra. Ana Souza', servicos: [] },
      { id: 'p-bruno', nome: 'Dr. Bruno Lima', servicos: ['LP', 'FS'] },
    ],
  };
  const BRUNO_SLOTS = [{ data: '2026-12-16', inicio: '11:00', fim: '11:45' }];

  /** The function with a team: Dr. Bruno's slots are his own, any other ask gets SLOTS. */
  function serveTeam(onBook: (body: Record<string, string>) => Reply = () => json(201, booked())) {
    serve((url, init) => {
      if (init?.method === 'POST') return onBook(JSON.parse(String(init.body)));
      if (url.startsWith(`${API}/slots`)) {
        return json(200, { slots: url.includes('profissional=p-bruno') ? BRUNO_SLOTS : SLOTS });
      }
      return json(200, TEAM_PAGE);
    });
  }
  const slotUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(`${API}/slots`));

  test("asks 'Com quem?' after the services and before the days, offering only who performs the service", async () => {
    serveTeam();
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Com quem?' });
    const services = screen.getByRole('heading', { name: 'Escolha o serviço' });
    const days = await screen.findByRole('heading', { name: 'Escolha o dia' });
    expect(services.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(days) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const who = screen.getByRole('region', { name: 'Com quem?' });
    expect(
      within(who)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Qualquer profissional', 'Dra. Ana Souza', 'Dr. Bruno Lima']);
    expect(within(who).getByRole('button', { name: 'Qualquer profissional' })).toHaveAttribute('aria-pressed', 'true');

    // Services with their own duration show it; the others as before.
    expect(screen.getByRole('button', { name: /Coloração/ })).toHaveTextContent(/2 h · R\$\s?250,00/);
    expect(screen.getByRole('button', { name: /Fisioterapia/ })).toHaveTextContent('45 min');
    expect(screen.getByRole('button', { name: /Limpeza de pele/ })).not.toHaveTextContent(/\bmin\b/);

    // Dr. Bruno does not colour: for that service only Dra. Ana (or anyone) is offered.
    await user.click(screen.getByRole('button', { name: /Coloração/ }));
    expect(
      within(who)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Qualquer profissional', 'Dra. Ana Souza']);
    await waitFor(() => expect(slotUrls()).toContain(`${API}/slots?de=2026-12-14&ate=2026-12-27&servico=CL`));
  });

  test('choosing a professional loads their times; the booking asks for them and names them', async () => {
    let sent: Record<string, string> | null = null;
    serveTeam((body) => {
      sent = body;
      return json(201, {
        ...booked({ id: 'p-bruno', nome: 'Dr. Bruno Lima' }),
        data: '2026-12-16',
        inicio: '11:00',
        fim: '11:45',
      });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Fisioterapia/ }));
    await user.click(screen.getByRole('button', { name: 'Dr. Bruno Lima' }));
    expect(screen.getByRole('button', { name: 'Dr. Bruno Lima' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(slotUrls()).toContain(`${API}/slots?de=2026-12-14&ate=2026-12-27&profissional=p-bruno&servico=FS`),
    );
    // His times only: another day and time.
    await user.click(await screen.findByRole('button', { name: '11:00' }));
    expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toHaveFocus();
    expect(sent).toEqual({
      data: '2026-12-16',
      inicio: '11:00',
      nome: 'Ana Souza',
      telefone: '(11) 98765-4321',
      servico: 'FS',
      profissional: 'p-bruno',
    });
    const confirmation = screen.getByRole('region', { name: 'Agendamento confirmado!' });
    expect(within(confirmation).getByText('Profissional')).toBeInTheDocument();
    expect(within(confirmation).getByText('Dr. Bruno Lima')).toBeInTheDocument();
    expect(within(confirmation).getByText('11:00 às 11:45')).toBeInTheDocument();
    const ics = decodeURIComponent(
      screen.getByRole('link', { name: 'Adicionar ao calendário' }).getAttribute('href') ?? '',
    ).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Fisioterapia com Dr. Bruno Lima — Clínica Bem-Estar');
    expect(ics).toContain('DESCRIPTION:Profissional: Dr. Bruno Lima');
  });

  test("'Qualquer profissional' sends no professional and the confirmation names the one assigned", async () => {
    let sent: Record<string, string> | null = null;
    serveTeam((body) => {
      sent = body;
      return json(201, booked({ id: 'p-bruno', nome: 'Dr. Bruno Lima' }));
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Limpeza de pele/ }));
    // A team: the service narrows the times (who performs it), so they are asked again.
    await waitFor(() => expect(slotUrls()).toContain(`${API}/slots?de=2026-12-14&ate=2026-12-27&servico=LP`));
    await user.click(await screen.findByRole('button', { name: '10:00' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeInTheDocument();
    expect(sent).not.toHaveProperty('profissional');
    expect(sent).toMatchObject({ servico: 'LP', inicio: '10:00' });
    expect(screen.getByText('Dr. Bruno Lima')).toBeInTheDocument();
  });

  test('a professional chosen, then a service they do not perform: back to any, their times no longer asked', async () => {
    serveTeam();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dr. Bruno Lima' }));
    await waitFor(() => expect(slotUrls()).toContain(`${API}/slots?de=2026-12-14&ate=2026-12-27&profissional=p-bruno`));
    await user.click(screen.getByRole('button', { name: /Massagem/ }));
    expect(screen.queryByRole('button', { name: 'Dr. Bruno Lima' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qualquer profissional' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slotUrls().at(-1)).toBe(`${API}/slots?de=2026-12-14&ate=2026-12-27&servico=MS`));
    expect(await screen.findByRole('button', { name: '09:00' })).toBeInTheDocument();
  });

  test("the times of a professional that fail to load offer 'Tentar novamente'", async () => {
    let down = true;
    serve((url) => {
      if (url.includes('profissional=p-ana')) return down ? 'network' : json(200, { slots: SLOTS });
      return url.startsWith(`${API}/slots`) ? json(200, { slots: SLOTS }) : json(200, TEAM_PAGE);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dra. Ana Souza' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: '09:00' })).toBeInTheDocument();
  });
});
