import { fireEvent, screen, within } from '@testing-library/react';
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
const MESSAGE = '7d1e2f00-0000-4000-8000-00000000b001';
const SIGNED = 'http://localhost:54321/storage/v1/object/sign/midia-u/2025-03-14/b.jpg?token=1';
const link = (url = SIGNED) => ({ url, tipo: 'imagem' as const, mime: 'image/jpeg', nome: null });
const ALT = 'Imagem enviada por Maria Silva: Quero esse corte';

const picture = (overrides: Partial<ChatMessage> = {}) =>
  messageRow({
    id: MESSAGE,
    body: '[imagem] Quero esse corte',
    midia_tipo: 'imagem',
    midia_path: '2025-03-14/b.jpg',
    midia_mime: 'image/jpeg',
    ...overrides,
  });

function renderBubble(message: ChatMessage) {
  return renderSignedIn(
    <ul>
      <MessageBubble message={message} conversation={{ id: CONVERSA, nome: 'Maria Silva' }} />
    </ul>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(toast, 'error');
});

describe('ImageMedia', () => {
  it('loads the thumbnail from its signed URL, with the caption under it', async () => {
    fetchLink.mockResolvedValue(link());
    renderBubble(picture());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando imagem...');
    const thumbnail = await screen.findByRole('img', { name: ALT });
    expect(thumbnail).toHaveAttribute('src', SIGNED);
    expect(fetchLink).toHaveBeenCalledWith(CONVERSA, MESSAGE);
    const bubble = screen.getByRole('group', { name: 'Cliente, 09:00' });
    expect(within(bubble).getByText('Quero esse corte')).toBeInTheDocument();
    expect(within(bubble).queryByText(/\[imagem\]/)).not.toBeInTheDocument();
  });

  it('a picture without a caption is named by who sent it', async () => {
    fetchLink.mockResolvedValue(link());
    renderBubble(picture({ body: '[imagem]' }));
    expect(await screen.findByRole('img', { name: 'Imagem enviada por Maria Silva' })).toBeInTheDocument();
  });

  it("opens full size in a dialog; Escape and 'Fechar' close it, back on the thumbnail", async () => {
    const user = userEvent.setup();
    fetchLink.mockResolvedValue(link());
    renderBubble(picture());
    const open = await screen.findByRole('button', { name: ALT });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Imagem enviada por Maria Silva' });
    expect(within(dialog).getByRole('img', { name: ALT })).toHaveAttribute('src', SIGNED);
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchLink).toHaveBeenCalledTimes(1);
  });

  it('a deleted picture says so and keeps its caption', () => {
    renderBubble(picture({ midia_path: null, midia_apagada_em: '2025-06-14T03:00:00Z' }));
    expect(screen.getByText('Imagem apagada após o prazo de guarda.')).toBeInTheDocument();
    expect(screen.getByText('Quero esse corte')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it('a picture that was never kept says why', () => {
    renderBubble(picture({ midia_path: null, midia_erro: 'Arquivo acima de 25 MB.' }));
    expect(screen.getByText('Arquivo acima de 25 MB.')).toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it("a failed call toasts the function's message and offers to load it again", async () => {
    const user = userEvent.setup();
    fetchLink.mockRejectedValueOnce(new FunctionCallError('Mídia não encontrada.', 'media_not_found', 404));
    renderBubble(picture());
    const retry = await screen.findByRole('button', { name: 'Carregar imagem' });
    expect(toast.error).toHaveBeenCalledWith('Mídia não encontrada.');

    fetchLink.mockResolvedValueOnce(link());
    await user.click(retry);
    expect(await screen.findByRole('img', { name: ALT })).toHaveAttribute('src', SIGNED);
  });

  it('an expired URL is asked again when the thumbnail fails on it, once', async () => {
    const renewed = `${SIGNED}&renewed`;
    fetchLink.mockResolvedValueOnce(link()).mockResolvedValue(link(renewed));
    renderBubble(picture());
    fireEvent.error(await screen.findByRole('img', { name: ALT }));
    expect(await screen.findByRole('img', { name: ALT })).toHaveAttribute('src', renewed);
    fireEvent.error(screen.getByRole('img', { name: ALT }));
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });
});
