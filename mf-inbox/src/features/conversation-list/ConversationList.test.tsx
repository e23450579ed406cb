import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { conversationRow } from '../../test/conversations.fixture';
import { fetchConversations, PAGE_SIZE } from './api/fetchConversations';
import { ConversationList } from './ConversationList';

jest.mock('./api/fetchConversations', () => ({
  ...jest.requireActual('./api/fetchConversations'),
  fetchConversations: jest.fn(),
}));
const fetchList = jest.mocked(fetchConversations);

const AT = '/user-dashboard/conversas';
const hrefOf = (id: string) => `?c=${id}`;

function renderList(selectedId: string | null = null) {
  return renderSignedIn(<ConversationList userId={TEST_USER.id} selectedId={selectedId} hrefOf={hrefOf} />, {
    at: AT,
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ConversationList', () => {
  it('shows each conversation with its name or number, last message, São Paulo time and status, in the order read', async () => {
    fetchList.mockResolvedValue([
      conversationRow({
        id: 'a',
        nome: 'Maria Silva',
        estado: 'aguardando',
        ultima_mensagem_em: '2025-03-10T15:00:00Z',
      }),
      conversationRow({
        id: 'b',
        nome: null,
        telefone: '5521912345678',
        estado: 'voce',
        ultima_mensagem: 'Pode ser às 15h?',
        ultima_mensagem_em: '2025-03-09T13:30:00Z',
      }),
      conversationRow({ id: 'c', nome: 'João', estado: 'concluida', ultima_mensagem_em: null, ultima_mensagem: null }),
    ]);
    renderList('b');
    expect(screen.getByText('Carregando conversas...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversas' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`${AT}?c=a`, `${AT}?c=b`, `${AT}?c=c`]);
    expect(links[0]).toHaveTextContent('Maria Silva');
    expect(links[0]).toHaveTextContent('10/03/2025');
    expect(within(links[0]).getByText('Aguardando você')).toBeInTheDocument();
    expect(links[1]).toHaveTextContent('(21) 91234-5678');
    expect(links[1]).toHaveTextContent('Pode ser às 15h?');
    expect(within(links[1]).getByText('Você')).toBeInTheDocument();
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(within(links[2]).getByText('Concluída')).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith({ waiting: false, search: '' }, 0);
  });

  it("says 'Nenhuma conversa ainda' when the owner has none", async () => {
    fetchList.mockResolvedValue([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Nenhuma conversa ainda' })).toBeInTheDocument();
  });

  it('shows the error with a retry that reads again', async () => {
    const user = userEvent.setup();
    fetchList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([conversationRow()]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar as conversas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: /Maria Silva/ })).toBeInTheDocument();
  });

  it("'Aguardando você' lists only those waiting for the owner", async () => {
    const user = userEvent.setup();
    fetchList.mockImplementation(async (filter) =>
      filter.waiting ? [conversationRow({ id: 'w', nome: 'Paula', estado: 'aguardando' })] : [conversationRow()],
    );
    renderList();
    expect(await screen.findByRole('link', { name: /Maria Silva/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Aguardando você' }));
    expect(await screen.findByRole('link', { name: /Paula/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Maria Silva/ })).not.toBeInTheDocument();
    expect(fetchList).toHaveBeenLastCalledWith({ waiting: true, search: '' }, 0);
  });

  it('searches by name or number once the typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    fetchList.mockImplementation(async (filter) => (filter.search ? [] : [conversationRow()]));
    renderList();
    await screen.findByRole('link', { name: /Maria Silva/ });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou número' }), '98765');
    expect(await screen.findByRole('heading', { name: 'Nenhuma conversa encontrada' })).toBeInTheDocument();
    // Asked once for what was typed, not once per key.
    expect(fetchList.mock.calls.map(([filter]) => filter.search)).toEqual(['', '98765']);
  });

  it("pages through with 'Carregar mais'", async () => {
    const user = userEvent.setup();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => conversationRow({ id: `id-${from + i}`, nome: `Cliente ${from + i}` }));
    fetchList.mockImplementation(async (_filter, offset) => (offset === 0 ? page(0, PAGE_SIZE) : page(PAGE_SIZE, 3)));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText(`Cliente ${PAGE_SIZE + 2}`)).toBeInTheDocument();
    expect(screen.getByText('Cliente 0')).toBeInTheDocument();
    expect(fetchList).toHaveBeenLastCalledWith({ waiting: false, search: '' }, PAGE_SIZE);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument());
  }, 15_000);
});
