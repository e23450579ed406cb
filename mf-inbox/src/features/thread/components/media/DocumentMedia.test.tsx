import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import type { ChatMessage } from '../../../../lib/types';
import { conversationRow, messageRow } from '../../../../test/conversations.fixture';
import { fetchMediaLink } from '../../api/fetchMediaLink';
import { MessageBubble } from '../MessageBubble';

jest.mock('../../api/fetchMediaLink');
const fetchLink = jest.mocked(fetchMediaLink);

const CONVERSA = conversationRow().id;
const MESSAGE = '7d1e2f00-0000-4000-8000-00000000c001';
const SIGNED = 'http://localhost:54321/storage/v1/object/sign/midia-u/2025-03-14/c.pdf?token=1';
const link = { url: SIGNED, tipo: 'documento' as const, mime: 'application/pdf', nome: 'pedido-medico.pdf' };

const documentRow = (overrides: Partial<ChatMessage> = {}) =>
  messageRow({
    id: MESSAGE,
    body: '[documento] Segue o pedido',
    midia_tipo: 'documento',
    midia_path: '2025-03-14/c.pdf',
    midia_mime: 'application/pdf',
    midia_nome: 'pedido-medico.pdf',
    ...overrides,
  });

function renderBubble(message: ChatMessage) {
  return renderSignedIn(
    <ul>
      <MessageBubble message={message} conversation={{ id: CONVERSA, nome: 'Maria Silva' }} />
    </ul>,
  );
}

let open: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(toast, 'error');
  open = jest.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => open.mockRestore());

describe('DocumentMedia', () => {
  it('opens the document in a new tab by its signed URL; its caption under it', async () => {
    const user = userEvent.setup();
    fetchLink.mockResolvedValue(link);
    renderBubble(documentRow());
    const bubble = screen.getByRole('group', { name: 'Cliente, 09:00' });
    expect(within(bubble).getByText('Segue o pedido')).toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();

    await user.click(within(bubble).getByRole('button', { name: 'Abrir pedido-medico.pdf' }));
    expect(fetchLink).toHaveBeenCalledWith(CONVERSA, MESSAGE);
    expect(open).toHaveBeenCalledWith(SIGNED, '_blank', 'noopener');
  });

  it("a second click within the URL's minutes opens it without asking again", async () => {
    const user = userEvent.setup();
    fetchLink.mockResolvedValue(link);
    renderBubble(documentRow());
    const button = screen.getByRole('button', { name: 'Abrir pedido-medico.pdf' });
    await user.click(button);
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(2);
    expect(fetchLink).toHaveBeenCalledTimes(1);
  });

  it("a document without a name is 'documento'", () => {
    renderBubble(documentRow({ midia_nome: null, body: '[documento]' }));
    expect(screen.getByRole('button', { name: 'Abrir documento' })).toBeEnabled();
  });

  it("a failed call toasts the function's message and opens nothing; the button works again", async () => {
    const user = userEvent.setup();
    fetchLink.mockRejectedValueOnce(new FunctionCallError('Mídia não encontrada.', 'media_not_found', 404));
    renderBubble(documentRow());
    await user.click(screen.getByRole('button', { name: 'Abrir pedido-medico.pdf' }));
    expect(toast.error).toHaveBeenCalledWith('Mídia não encontrada.');
    expect(open).not.toHaveBeenCalled();

    fetchLink.mockResolvedValueOnce(link);
    await user.click(screen.getByRole('button', { name: 'Abrir pedido-medico.pdf' }));
    expect(open).toHaveBeenCalledWith(SIGNED, '_blank', 'noopener');
  });

  it('a deleted document keeps its name and caption, with nothing to open', () => {
    renderBubble(documentRow({ midia_path: null, midia_apagada_em: '2025-06-14T03:00:00Z' }));
    expect(screen.getByText('pedido-medico.pdf')).toBeInTheDocument();
    expect(screen.getByText('Documento apagado após o prazo de guarda.')).toBeInTheDocument();
    expect(screen.getByText('Segue o pedido')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
