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
const MESSAGE = '7d1e2f00-0000-4000-8000-00000000a001';
const SIGNED = 'http://localhost:54321/storage/v1/object/sign/midia-u/2025-03-14/a.ogg?token=1';
const link = (url = SIGNED) => ({ url, tipo: 'audio' as const, mime: 'audio/ogg', nome: null });

const voiceNote = (overrides: Partial<ChatMessage> = {}) =>
  messageRow({
    id: MESSAGE,
    body: '🎤 Oi, queria marcar para sexta.',
    midia_tipo: 'audio',
    midia_path: '2025-03-14/a.ogg',
    midia_mime: 'audio/ogg',
    midia_segundos: 42,
    transcricao: 'Oi, queria marcar para sexta.',
    ...overrides,
  });

function renderBubble(message: ChatMessage, nome: string | null = 'Maria Silva') {
  return renderSignedIn(
    <ul>
      <MessageBubble message={message} conversation={{ id: CONVERSA, nome }} />
    </ul>,
  );
}

const bubble = () => screen.getByRole('group', { name: 'Cliente, 09:00' });
const listen = () => screen.getByRole('button', { name: 'Ouvir áudio' });

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(toast, 'error');
});

describe('VoiceNote', () => {
  it('shows the voice note, its length and its words, and asks for no URL before a click', () => {
    renderBubble(voiceNote());
    expect(within(bubble()).getByText('Mensagem de voz')).toBeInTheDocument();
    expect(within(bubble()).getByText('0:42')).toHaveAttribute('datetime', 'PT42S');
    expect(within(bubble()).getByText('Transcrição: Oi, queria marcar para sexta.')).toBeInTheDocument();
    // The words are the transcript, not the bubble's text too.
    expect(within(bubble()).queryByText(/🎤/)).not.toBeInTheDocument();
    expect(listen()).toBeEnabled();
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it("'Ouvir áudio' asks for the signed URL and shows the player, named and described by the transcript", async () => {
    const user = userEvent.setup();
    fetchLink.mockResolvedValue(link());
    renderBubble(voiceNote());
    await user.click(listen());
    const player = await screen.findByLabelText('Áudio de Maria Silva');
    expect(fetchLink).toHaveBeenCalledWith(CONVERSA, MESSAGE);
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', SIGNED);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleDescription('Transcrição: Oi, queria marcar para sexta.');
    // (The player then takes the focus in a browser: jsdom does not focus a media element.)
    expect(screen.queryByRole('button', { name: 'Ouvir áudio' })).not.toBeInTheDocument();
  });

  it("names the audio 'Cliente' when the client has no WhatsApp name", async () => {
    const user = userEvent.setup();
    fetchLink.mockResolvedValue(link());
    renderBubble(voiceNote(), null);
    await user.click(listen());
    expect(await screen.findByLabelText('Áudio de Cliente')).toHaveAttribute('src', SIGNED);
  });

  it('the button is busy while the URL is asked', async () => {
    const user = userEvent.setup();
    let answer: (value: ReturnType<typeof link>) => void = () => {};
    fetchLink.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderBubble(voiceNote());
    await user.click(listen());
    expect(listen()).toBeDisabled();
    expect(listen()).toHaveAttribute('aria-busy', 'true');
    answer(link());
    expect(await screen.findByLabelText('Áudio de Maria Silva')).toBeInTheDocument();
  });

  it('a voice note that could not be heard says why instead of its words', () => {
    renderBubble(voiceNote({ body: '[áudio]', transcricao: null, midia_erro: 'A transcrição falhou.' }));
    expect(screen.getByText('Não foi possível transcrever: A transcrição falhou.')).toBeInTheDocument();
    expect(screen.queryByText(/^Transcrição:/)).not.toBeInTheDocument();
    expect(listen()).toBeEnabled();
  });

  it('a deleted audio has no player, says so, and keeps its words', () => {
    renderBubble(voiceNote({ midia_path: null, midia_apagada_em: '2025-06-14T03:00:00Z' }));
    expect(screen.getByText('Áudio apagado após o prazo de guarda.')).toBeInTheDocument();
    expect(screen.getByText('Transcrição: Oi, queria marcar para sexta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvir áudio' })).not.toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it("a failed call toasts the function's message; the button stays for another try", async () => {
    const user = userEvent.setup();
    fetchLink.mockRejectedValueOnce(new FunctionCallError('Mídia não encontrada.', 'media_not_found', 404));
    renderBubble(voiceNote());
    await user.click(listen());
    expect(toast.error).toHaveBeenCalledWith('Mídia não encontrada.');
    expect(listen()).toBeEnabled();
    expect(screen.queryByLabelText('Áudio de Maria Silva')).not.toBeInTheDocument();

    fetchLink.mockResolvedValueOnce(link());
    await user.click(listen());
    expect(await screen.findByLabelText('Áudio de Maria Silva')).toHaveAttribute('src', SIGNED);
  });

  it('an expired URL is asked again when the player fails on it, once', async () => {
    const user = userEvent.setup();
    const renewed = `${SIGNED}&renewed`;
    fetchLink.mockResolvedValueOnce(link()).mockResolvedValue(link(renewed));
    renderBubble(voiceNote());
    await user.click(listen());
    const player = await screen.findByLabelText('Áudio de Maria Silva');
    fireEvent.error(player);
    expect(await screen.findByLabelText('Áudio de Maria Silva')).toHaveAttribute('src', renewed);
    expect(fetchLink).toHaveBeenCalledTimes(2);
    // A URL that fails again at once is the file's fault: no loop on the function.
    fireEvent.error(screen.getByLabelText('Áudio de Maria Silva'));
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });
});
