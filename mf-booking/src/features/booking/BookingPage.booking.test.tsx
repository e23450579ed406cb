/**
 * Booking a time: what is sent and the confirmation (calendar file, WhatsApp), the optional e-mail,
 * the busy button, and the answers that keep the form: the time taken meanwhile (409), too many
 * attempts (429), a network failure. (test/bookingPage.setup.tsx: the function.)
 */
import {
  API,
  booked,
  chooseAndFill,
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
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

afterEach(clearTitle);

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
