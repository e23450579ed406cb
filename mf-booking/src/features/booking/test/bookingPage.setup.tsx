/**
 * What the BookingPage tests (BookingPage.*.test.tsx) share: the booking function at the boundary
 * (global fetch answered by a handler: the page of 'Clínica Bem-Estar', one professional, its free
 * times), the page rendered at /agendar/:slug, the usual choice of service and time with the client's
 * details, and the document's title cleared after each test (clearTitle).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { BookingPage } from '../BookingPage';

export const API = 'http://localhost:54321/functions/v1/booking/clinica-bem-estar';

export const PAGE = {
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

export const SLOTS = [
  { data: '2026-12-15', inicio: '09:00', fim: '09:30' },
  { data: '2026-12-15', inicio: '10:00', fim: '10:30' },
  { data: '2026-12-17', inicio: '14:00', fim: '14:30' },
];

export type Reply = { status: number; body: unknown } | 'network';
type Handler = (url: string, init?: RequestInit) => Reply;

export const json = (status: number, body: unknown): Reply => ({ status, body });
export const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

export let fetchMock: jest.Mock;

/** The booking function at the boundary: each request answered by `handler`. */
export function serve(handler: Handler) {
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const reply = handler(url, init);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

/** The usual function: the page, its slots, and POST answered by `onBook`. */
export function serveDefault(onBook: (body: Record<string, string>) => Reply = () => json(201, booked())) {
  serve((url, init) => {
    if (init?.method === 'POST') return onBook(JSON.parse(String(init.body)));
    if (url.startsWith(`${API}/slots`)) return json(200, { slots: SLOTS });
    if (url === API) return json(200, PAGE);
    return fail(404, 'not_found', 'Página de agendamento não encontrada');
  });
}

export const booked = (profissional = { id: 'p-ana', nome: 'Dra. Ana Souza' }) => ({
  id: 'a1b2',
  data: '2026-12-15',
  inicio: '10:00',
  fim: '10:30',
  status: 'agendado',
  profissional,
});

export function renderPage(slug = 'clinica-bem-estar') {
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
export async function chooseAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Limpeza de pele/ }));
  await user.click(screen.getByRole('button', { name: '10:00' }));
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
}

/** After each test: the page sets the document's title. */
export function clearTitle() {
  document.title = '';
}
