import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { fetchConversations } from '../features/conversation-list/api/fetchConversations';
import { fetchConversation } from '../features/thread/api/fetchConversation';
import { fetchMessages } from '../features/thread/api/fetchMessages';
import { fetchWhatsappConnected } from '../features/thread/api/fetchWhatsappConnected';
import { conversationRow, messageRow } from '../test/conversations.fixture';
import { InboxPage } from './InboxPage';

jest.mock('../features/conversation-list/api/fetchConversations', () => ({
  ...jest.requireActual('../features/conversation-list/api/fetchConversations'),
  fetchConversations: jest.fn(),
}));
jest.mock('../features/thread/api/fetchConversation');
jest.mock('../features/thread/api/fetchMessages');
jest.mock('../features/thread/api/fetchWhatsappConnected');

const MARIA = conversationRow();

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.mocked(fetchConversations).mockResolvedValue([MARIA]);
  jest.mocked(fetchConversation).mockResolvedValue(MARIA);
  jest.mocked(fetchMessages).mockResolvedValue([messageRow({ body: 'Quero marcar uma consulta' })]);
  jest.mocked(fetchWhatsappConnected).mockResolvedValue(true);
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
});
