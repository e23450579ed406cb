import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { addDays, todayInAppZone } from 'shared-ui/days';
import { BookingPage } from './BookingPage';

const API = 'http://localhost:54321/functions/v1/booking/clinica-bem-estar';

const PAGE = {
  negocio: { nome: 'Clínica Bem-Estar', whatsapp: '5511955550000' },
  servicos: [
    { codigo: 'LP', nome: 'Limpeza de pele', valor: 120, descricao: 'Sessão de 30 minutos', duracao: 30 },
    { codigo: 'MS', nome: 'Massagem', valor: null, descricao: null, duracao: 30 },
  ],
  profissionais: [{ id: 'p-ana', nome: 'Dra. Ana Souza', servicos: [] }],
  duracao: 30,
  antecedencia_minima: 120,
  janela: { de: '2026-12-14', ate: '2027-01-12' },
};

const SLOTS = [
  { data: '2026-12-15', inicio: '09:00', fim: '09:30' },
  { data: '2026-12-15', inicio: '10:00', fim: '10:30' },
  { data: '2026-12-17', inicio: '14:00', fim: '14:30' },
];

type Reply = { status: number; body: unknown } | 'network';
type Handler = (url: string, init?: RequestInit) => Reply;

const json = (status: number, body: unknown): Reply => ({ status, body });
const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

let fetchMock: jest.Mock;

/** The booking function at the boundary: each request answered by `handler`. */
function serve(handler: Handler) {
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const reply = handler(url, init);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

/** The usual function: the page, its slots, and POST answered by `onBook`. */
function serveDefault(onBook: (body: Record<string, string>) => Reply = () => json(201, booked())) {
  serve((url, init) => {
    if (init?.method === 'POST') return onBook(JSON.parse(String(init.body)));
    if (url.startsWith(`${API}/slots`)) return json(200, { slots: SLOTS });
    if (url === API) return json(200, PAGE);
    return fail(404, 'not_found', 'Página de agendamento não encontrada');
  });
}

const booked = (profissional = { id: 'p-ana', nome: 'Dra. Ana Souza' }) => ({
  id: 'a1b2',
  data: '2026-12-15',
  inicio: '10:00',
  fim: '10:30',
  status: 'agendado',
  profissional,
});

function renderPage(slug = 'clinica-bem-estar') {
  return render(
    <UiProvider>
      <MemoryRouter
        initialEntries={[`/agendar/${slug}`]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/agendar/:slug" element={<BookingPage />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/** Service, day (the first with times is already chosen), time, then the client's details. */
async function chooseAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Limpeza de pele/ }));
  await user.click(screen.getByRole('button', { name: '10:00' }));
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
}

afterEach(() => {
  document.title = '';
});

test('shows a skeleton while loading, then the business, its services and the days with free times', async () => {
  serveDefault();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando agenda...');

  expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Bem-Estar' })).toBeInTheDocument();
  expect(document.title).toBe('Agendar com Clínica Bem-Estar');
  const service = screen.getByRole('button', { name: /Limpeza de pele/ });
  expect(service).toHaveTextContent(/R\$\s?120,00/);
  expect(service).toHaveTextContent('Sessão de 30 minutos');
  expect(service).toHaveAttribute('aria-pressed', 'false');
  // One professional and one duration: nothing about either.
  expect(service).not.toHaveTextContent(/\bmin\b/);
  expect(screen.queryByRole('heading', { name: 'Com quem?' })).not.toBeInTheDocument();

  // Only days with times are offered; the first is chosen, its times shown.
  expect(await screen.findByRole('button', { name: /terça-feira, 15 de dezembro/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: /quinta-feira, 17 de dezembro/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: /16 de dezembro/ })).not.toBeInTheDocument();
  const strip = screen.getByRole('region', { name: 'Escolha o dia' });
  expect(within(strip).getAllByRole('button', { pressed: false })).toHaveLength(1);
  expect(screen.getByRole('button', { name: '09:00' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '10:00' })).toBeInTheDocument();

  // The first request asks for the window's first two weeks.
  expect(fetchMock).toHaveBeenCalledWith(`${API}/slots?de=2026-12-14&ate=2026-12-27`, undefined);
});

test("'Próximos dias' moves the two weeks forward within the owner's window", async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Próximos dias' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${API}/slots?de=2026-12-28&ate=2027-01-10`, undefined));
  await user.click(await screen.findByRole('button', { name: 'Próximos dias' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${API}/slots?de=2027-01-11&ate=2027-01-12`, undefined));
  expect(await screen.findByRole('button', { name: 'Dias anteriores' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Próximos dias' })).not.toBeInTheDocument();
});

test('books the chosen time and shows the confirmation with its calendar file and WhatsApp', async () => {
  let sent: Record<string, string> | null = null;
  serveDefault((body) => {
    sent = body;
    return json(201, booked());
  });
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
  await user.type(screen.getByLabelText('Observação (opcional)'), 'Primeira vez');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

  expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toHaveFocus();
  expect(sent).toEqual({
    data: '2026-12-15',
    inicio: '10:00',
    nome: 'Ana Souza',
    telefone: '(11) 98765-4321',
    servico: 'LP',
    observacao: 'Primeira vez',
  });
  expect(screen.getByText('terça-feira, 15 de dezembro')).toBeInTheDocument();
  expect(screen.getByText('10:00 às 10:30')).toBeInTheDocument();
  expect(screen.getByText('Limpeza de pele')).toBeInTheDocument();
  expect(screen.getByText('Clínica Bem-Estar — Atendimento presencial')).toBeInTheDocument();
  // A one-person business: the professional is not named.
  expect(screen.queryByText('Profissional')).not.toBeInTheDocument();
  const calendar = screen.getByRole('link', { name: 'Adicionar ao calendário' });
  expect(calendar).toHaveAttribute('download', 'agendamento.ics');
  const ics = decodeURIComponent(calendar.getAttribute('href') ?? '');
  expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20261215T100000');
  expect(ics).toContain('SUMMARY:Limpeza de pele — Clínica Bem-Estar');
  expect(ics).not.toContain('Dra. Ana Souza');
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511955550000');
});

test("sends the optional e-mail, trimmed, and keeps the confirmation's text", async () => {
  let sent: Record<string, string> | null = null;
  serveDefault((body) => {
    sent = body;
    return json(201, booked());
  });
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  const email = screen.getByLabelText('E-mail (opcional)');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAttribute('autocomplete', 'email');
  await user.type(email, '  ana.souza@exemplo.com.br ');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

  expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeInTheDocument();
  expect(sent).toEqual({
    data: '2026-12-15',
    inicio: '10:00',
    nome: 'Ana Souza',
    telefone: '(11) 98765-4321',
    email: 'ana.souza@exemplo.com.br',
    servico: 'LP',
  });
});

test('a wrong e-mail is pointed at under its field and nothing is sent', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  const email = screen.getByLabelText('E-mail (opcional)');
  for (const wrong of ['ana souza@exemplo.com', 'ana@@exemplo.com', 'ana@']) {
    await user.clear(email);
    await user.type(email, wrong);
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  }
  expect(fetchMock).not.toHaveBeenCalledWith(API, expect.objectContaining({ method: 'POST' }));

  // Typing again clears the message.
  await user.type(email, 'x');
  expect(email).not.toHaveAccessibleDescription('E-mail inválido');
});

test("the function's refusal of the e-mail shows under the e-mail", async () => {
  serveDefault(() => fail(422, 'invalid_email', 'E-mail inválido'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.type(screen.getByLabelText('E-mail (opcional)'), 'ana@exemplo');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  await waitFor(() => expect(screen.getByLabelText('E-mail (opcional)')).toHaveFocus());
  expect(screen.getByLabelText('E-mail (opcional)')).toHaveAccessibleDescription('E-mail inválido');
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
});

test('the confirm button is busy and disabled while the booking is sent', async () => {
  let answer: (r: Response) => void = () => {};
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  const button = screen.getByRole('button', { name: 'Confirmando...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  answer({ ok: true, status: 201, json: async () => booked() } as Response);
  expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeInTheDocument();
});

test('field errors show under the fields and the first one takes the focus', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Limpeza de pele/ }));
  await user.click(screen.getByRole('button', { name: '09:00' }));
  await user.type(screen.getByLabelText('WhatsApp'), '1134567');
  await user.click(screen.getByLabelText('Observação (opcional)'));
  await user.paste('x'.repeat(501));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

  expect(screen.getByLabelText('Nome')).toHaveFocus();
  expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe seu nome');
  expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/Informe um celular válido com DDD/);
  expect(screen.getByLabelText('Observação (opcional)')).toHaveAccessibleDescription(
    'Observação muito longa (até 500 caracteres)',
  );
  expect(fetchMock).not.toHaveBeenCalledWith(API, expect.objectContaining({ method: 'POST' }));

  await user.type(screen.getByLabelText('Nome'), 'x'.repeat(101));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome muito longo (até 100 caracteres)');
});

test('a service must be chosen when the business has services', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: '09:00' }));
  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Escolha um serviço');
  expect(screen.getByRole('heading', { name: 'Escolha o serviço' })).toHaveFocus();
});

test('a time taken meanwhile (409): says so, shows the times again and keeps name and phone', async () => {
  let slotsAsked = 0;
  serve((url, init) => {
    if (init?.method === 'POST') {
      return fail(409, 'slot_taken', 'Este horário acabou de ser reservado. Escolha outro horário.');
    }
    if (url.startsWith(`${API}/slots`)) {
      slotsAsked += 1;
      return json(200, { slots: slotsAsked <= 2 ? SLOTS : SLOTS.filter((s) => s.inicio !== '10:00') });
    }
    return json(200, PAGE);
  });
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  const askedBefore = slotsAsked;
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Este horário acabou de ser reservado. Escolha outro horário.',
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument());
  expect(slotsAsked).toBe(askedBefore + 1);
  await user.click(screen.getByRole('button', { name: '09:00' }));
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
  expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
});

test('too many attempts (429): the message stays beside the button', async () => {
  serveDefault(() => fail(429, 'rate_limited', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  );
  expect(screen.getByRole('button', { name: 'Confirmar agendamento' })).toBeEnabled();
});

test('a phone the function refuses is shown under the phone field', async () => {
  serveDefault(() => fail(422, 'invalid_phone', 'Informe um celular válido com DDD'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  await waitFor(() => expect(screen.getByLabelText('WhatsApp')).toHaveFocus());
  expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/Informe um celular válido com DDD/);
});

test("no free time in the window: 'Nenhum horário disponível nos próximos dias'", async () => {
  serve((url) => (url.startsWith(`${API}/slots`) ? json(200, { slots: [] }) : json(200, PAGE)));
  renderPage();
  expect(await screen.findByText('Nenhum horário disponível nos próximos dias')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /\d{2}:\d{2}/ })).not.toBeInTheDocument();
});

test("an unknown slug: 'Página de agendamento não encontrada'", async () => {
  serveDefault();
  renderPage('nao-existe');
  expect(await screen.findByRole('heading', { name: 'Página de agendamento não encontrada' })).toBeInTheDocument();
  expect(document.title).toBe('Página de agendamento não encontrada');
});

test("an owner without a live subscription: 'Agendamento online indisponível', and nothing to book", async () => {
  serve(() => fail(403, 'booking_unavailable', 'Agendamento online indisponível'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Agendamento online indisponível' })).toBeInTheDocument();
  expect(
    screen.getByText('Entre em contato diretamente com o estabelecimento para agendar seu horário.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('Agendamento online indisponível');
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).not.toBeInTheDocument();
});

test('a name with a link, refused by the function, is shown under the name field', async () => {
  const user = userEvent.setup();
  serveDefault(() => fail(422, 'name_with_link', 'O nome não pode conter links nem endereços de sites'));
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(await screen.findByText('O nome não pode conter links nem endereços de sites')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
});

test("a network failure offers 'Tentar novamente', which loads the page", async () => {
  let online = false;
  serve((url) => {
    if (!online) return 'network';
    return url.startsWith(`${API}/slots`) ? json(200, { slots: SLOTS }) : json(200, PAGE);
  });
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar');
  online = true;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Bem-Estar' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '09:00' })).toBeInTheDocument();
});

test('a network failure while booking keeps everything and lets the client try again', async () => {
  let online = false;
  serveDefault(() => (online ? json(201, booked()) : 'network'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar');
  online = true;
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeInTheDocument();
});

test("the first two weeks' times are asked for together with the page, once", async () => {
  const today = todayInAppZone();
  serve((url) =>
    url.startsWith(`${API}/slots`)
      ? json(200, { slots: [{ data: today, inicio: '17:00', fim: '17:30' }] })
      : json(200, { ...PAGE, janela: { de: today, ate: addDays(today, 29) } }),
  );
  renderPage();
  // Both requests leave before the page's answer arrives.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}/slots?de=${today}&ate=${addDays(today, 13)}`, API]);
  expect(await screen.findByRole('button', { name: '17:00' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

/** The function's answer as the shell's server puts it into the page with the first paint. */
function pageFromServer(slug: string, page: unknown) {
  const node = document.createElement('template');
  node.id = 'atende-booking-page';
  node.content.append(JSON.stringify({ slug, page }));
  document.body.append(node);
}

test('the business sent with the page shows at once, without asking for it again', async () => {
  const today = todayInAppZone();
  serve((url) =>
    url.startsWith(`${API}/slots`)
      ? json(200, { slots: [{ data: today, inicio: '17:00', fim: '17:30' }] })
      : fail(500, 'internal_error', 'não devia ser chamado'),
  );
  pageFromServer('clinica-bem-estar', { ...PAGE, janela: { de: today, ate: addDays(today, 29) } });
  renderPage();

  // The first render already has the name and the services; only the times are loading.
  expect(screen.getByRole('heading', { level: 1, name: 'Clínica Bem-Estar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Limpeza de pele/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando agenda...');
  expect(await screen.findByRole('button', { name: '17:00' })).toBeInTheDocument();
  expect(document.title).toBe('Agendar com Clínica Bem-Estar');
  // The slots asked for once (the URL the server preloads); the page not at all; the data used up.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}/slots?de=${today}&ate=${addDays(today, 13)}`]);
  // eslint-disable-next-line testing-library/no-node-access -- a data block, not something a visitor sees
  expect(document.getElementById('atende-booking-page')).toBeNull();
});

test("another slug's data is not used: the page asks the function", async () => {
  serveDefault();
  pageFromServer('outra-clinica', { ...PAGE, negocio: { nome: 'Outra' } });
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando agenda...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Bem-Estar' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(API, undefined);
});

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
