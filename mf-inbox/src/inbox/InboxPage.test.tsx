import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { fetchAssistantPause } from '../features/assistant-pause/api/fetchAssistantPause';
import { fetchConversations } from '../features/conversation-list/api/fetchConversations';
import { fetchConversation } from '../features/thread/api/fetchConversation';
import { fetchMessages } from '../features/thread/api/fetchMessages';
import { fetchWhatsappConnection } from '../features/thread/api/fetchWhatsappConnection';
import { conversationRow, messageRow } from '../test/conversations.fixture';
import { InboxPage } from './InboxPage';

jest.mock('../features/conversation-list/api/fetchConversations', () => ({
  ...jest.requireActual('../features/conversation-list/api/fetchConversations'),
  fetchConversations: jest.fn(),
}));
jest.mock('../features/assistant-pause/api/fetchAssistantPause');
jest.mock('../features/thread/api/fetchConversation');
jest.mock('../features/thread/api/fetchMessages');
jest.mock('../features/thread/api/fetchWhatsappConnection');

const MARIA = conversationRow();

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.mocked(fetchConversations).mockResolvedValue([MARIA]);
  jest.mocked(fetchConversation).mockResolvedValue(MARIA);
  jest.mocked(fetchMessages).mockResolvedValue([messageRow({ body: 'Quero marcar uma consulta' })]);
  jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: true, channel: 'evolution' });
  jest.mocked(fetchAssistantPause).mockResolvedValue(null);
});

describe('InboxPage', () => {
  it('opens the conversation chosen in the list, with its id in the address; Voltar closes it', async () => {
    const user = userEvent.setup();
    renderSignedIn(<InboxPage />, { at: '/user-dashboard/conversas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversas' })).toBeInTheDocument();
    expect(await screen.findByText('Escolha uma conversa para ver as mensagens.')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Maria Silva/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Silva' })).toBeInTheDocument();
    expect(fetchConversation).toHaveBeenCalledWith(MARIA.id);
    expect(screen.getByRole('link', { name: /Maria Silva/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Escolha uma conversa para ver as mensagens.')).toBeInTheDocument();
  });

  it('opens the conversation the address names', async () => {
    renderSignedIn(<InboxPage />, { at: `/user-dashboard/conversas?c=${MARIA.id}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Silva' })).toBeInTheDocument();
  });

  it('never asks the API for an address that is not an id', async () => {
    renderSignedIn(<InboxPage />, { at: '/user-dashboard/conversas?c=nada' });
    expect(await screen.findByText('Escolha uma conversa para ver as mensagens.')).toBeInTheDocument();
    expect(fetchConversation).not.toHaveBeenCalled();
  });

  it('says why the assistant is silent once it used up its day', async () => {
    jest.mocked(fetchAssistantPause).mockResolvedValue('2025-03-15T03:00:00Z');
    renderSignedIn(<InboxPage />, { at: '/user-dashboard/conversas' });
    const notice = await screen.findByText(
      /^O assistente atingiu o limite diário de atendimentos e volta a responder à meia-noite\./,
    );
    expect(notice).toHaveAttribute('role', 'status');
  });

  it('shows no pause while the assistant answers', async () => {
    renderSignedIn(<InboxPage />, { at: '/user-dashboard/conversas' });
    expect(await screen.findByRole('link', { name: /Maria Silva/ })).toBeInTheDocument();
    expect(fetchAssistantPause).toHaveBeenCalled();
    expect(screen.queryByText(/limite diário de atendimentos/)).not.toBeInTheDocument();
  });

  it("marks a number held back for writing too much, on its row and in the thread's header", async () => {
    const flooding = conversationRow({ muitas_mensagens_ate: new Date(Date.now() + 5 * 60_000).toISOString() });
    const calm = conversationRow({ id: '0b6f7c1e-1d2a-4c1b-9f00-000000000002', nome: 'João Souza' });
    jest.mocked(fetchConversations).mockResolvedValue([flooding, calm]);
    jest.mocked(fetchConversation).mockResolvedValue(flooding);
    renderSignedIn(<InboxPage />, { at: `/user-dashboard/conversas?c=${flooding.id}` });
    const maria = await screen.findByRole('link', { name: /Maria Silva/ });
    expect(maria).toHaveTextContent('Muitas mensagens');
    expect(screen.getByRole('link', { name: /João Souza/ })).not.toHaveTextContent('Muitas mensagens');
    const thread = await screen.findByRole('region', { name: 'Conversa com Maria Silva' });
    expect(within(thread).getByText('Muitas mensagens')).toBeInTheDocument();
    expect(within(thread).getByText(/o assistente não responde a ele até/)).toBeInTheDocument();
  });

  it('drops the mark once the limit ran out', async () => {
    const past = conversationRow({ muitas_mensagens_ate: '2025-03-14T12:00:00Z' });
    jest.mocked(fetchConversations).mockResolvedValue([past]);
    renderSignedIn(<InboxPage />, { at: '/user-dashboard/conversas' });
    expect(await screen.findByRole('link', { name: /Maria Silva/ })).not.toHaveTextContent('Muitas mensagens');
  });
});
