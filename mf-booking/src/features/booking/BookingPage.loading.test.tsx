/**
 * The booking page loading: the business, its services and the days with free times, the next two
 * weeks, no free time, an unknown slug, an owner without a live subscription, a network failure, and
 * the business sent with the page by the shell's server. (test/bookingPage.setup.tsx: the function.)
 */
import {
  API,
  clearTitle,
  fail,
  fetchMock,
  json,
  PAGE,
  renderPage,
  serve,
  serveDefault,
  SLOTS,
} from './test/bookingPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInAppZone } from 'shared-ui/days';

afterEach(clearTitle);

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
