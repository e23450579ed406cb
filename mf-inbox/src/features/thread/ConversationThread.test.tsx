import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { OUTSIDE_WINDOW_MESSAGE } from 'shared-domain';
import { toast } from 'shared-ui';
import { inboxKeys } from '../../lib/queryKeys';
import type { Conversation } from '../../lib/types';
import { conversationRow, messageRow } from '../../test/conversations.fixture';
import { conversationAction } from './api/conversationAction';
import { fetchConversation } from './api/fetchConversation';
import { fetchMediaLink } from './api/fetchMediaLink';
import { fetchMessages } from './api/fetchMessages';
import { fetchWhatsappConnection } from './api/fetchWhatsappConnection';
import { ConversationThread, DISCONNECTED } from './ConversationThread';

jest.mock('./api/conversationAction');
jest.mock('./api/fetchConversation');
jest.mock('./api/fetchMediaLink');
jest.mock('./api/fetchMessages');
jest.mock('./api/fetchWhatsappConnection');
const act = jest.mocked(conversationAction);

const ID = conversationRow().id;
const onBack = jest.fn();

/** The server's copy of the conversation: the page reads it, an action (mocked below) changes it. */
let server: Conversation | null;

function renderThread(conversation: Conversation | null = conversationRow()) {
  server = conversation;
  jest.mocked(fetchConversation).mockImplementation(async () => server);
  return renderSignedIn(<ConversationThread userId={TEST_USER.id} conversationId={ID} onBack={onBack} />, {
    at: '/user-dashboard/conversas',
  });
}

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(toast, 'error');
  jest.mocked(fetchMessages).mockResolvedValue([]);
  jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: true, channel: 'evolution' });
});

describe('ConversationThread', () => {
  it("shows the transcript by São Paulo day: the client's bubbles, and the business's labelled", async () => {
    jest.mocked(fetchMessages).mockResolvedValue([
      messageRow({ id: '1', autor: 'cliente', body: 'Oi, tem horário amanhã?', created_at: '2025-03-13T23:50:00Z' }),
      messageRow({ id: '2', autor: 'assistente', body: 'Tenho às 9h e às 14h.', created_at: '2025-03-14T12:01:00Z' }),
      messageRow({ id: '3', autor: 'voce', body: 'Pode vir às 9h.', created_at: '2025-03-14T12:10:00Z' }),
      messageRow({
        id: '4',
        autor: 'plataforma',
        body: 'Lembrete: amanhã às 9h.',
        created_at: '2025-03-14T12:20:00Z',
      }),
    ]);
    renderThread();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Silva' })).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    // 23:50 UTC on the 13th is 20:50 in São Paulo, still the 13th.
    const first = within(log).getByRole('region', { name: 'quinta-feira, 13 de março' });
    expect(within(first).getByRole('group', { name: 'Cliente, 20:50' })).toHaveTextContent('Oi, tem horário amanhã?');
    const second = within(log).getByRole('region', { name: 'sexta-feira, 14 de março' });
    expect(within(second).getByRole('group', { name: 'Assistente, 09:01' })).toHaveTextContent('Tenho às 9h e às 14h.');
    expect(within(second).getByRole('group', { name: 'Você, 09:10' })).toHaveTextContent('Pode vir às 9h.');
    expect(within(second).getByRole('group', { name: 'Mensagem automática, 09:20' })).toHaveTextContent(
      'Lembrete: amanhã às 9h.',
    );
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agendamentos do cliente' })).toHaveAttribute(
      'href',
      '/user-dashboard/schedule?busca=5511987654321',
    );
  });

  it('shows the opt-out and, while it waits for the owner, why the assistant handed off', async () => {
    renderThread(
      conversationRow({
        estado: 'aguardando',
        motivo_transferencia: 'Cliente pediu para falar com uma pessoa',
        opt_out_em: '2025-03-10T10:00:00Z',
      }),
    );
    expect(await screen.findByText('Não recebe lembretes (SAIR)')).toBeInTheDocument();
    expect(screen.getByText('Aguardando você')).toBeInTheDocument();
    expect(screen.getByText('Cliente pediu para falar com uma pessoa')).toBeInTheDocument();
  });

  it.each([
    ['assistente', null, ['Assumir conversa']],
    ['assistente', 'at-1', ['Assumir conversa', 'Concluir']],
    ['aguardando', 'at-1', ['Devolver ao assistente', 'Concluir']],
    ['voce', null, ['Devolver ao assistente']],
    ['concluida', null, []],
  ] as const)('estado %s, attendance %s: the buttons %j', async (estado, atendimento_id, buttons) => {
    renderThread(conversationRow({ estado, atendimento_id }));
    await screen.findByRole('heading', { level: 2, name: 'Maria Silva' });
    for (const name of ['Assumir conversa', 'Devolver ao assistente', 'Concluir']) {
      if ((buttons as readonly string[]).includes(name)) expect(screen.getByRole('button', { name })).toBeEnabled();
      else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it("'Assumir conversa' asks the function and shows the new state", async () => {
    const user = userEvent.setup();
    act.mockImplementation(async () => {
      server = { ...server!, estado: 'voce' };
      return { conversa: { id: ID, estado: 'voce' } };
    });
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Assumir conversa' }));
    expect(act).toHaveBeenCalledWith('assumir', ID, undefined);
    expect(await screen.findByRole('button', { name: 'Devolver ao assistente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assumir conversa' })).not.toBeInTheDocument();
  });

  it('sends with Enter, empties the box and shows the message; Shift+Enter only breaks the line', async () => {
    const user = userEvent.setup();
    const sent = messageRow({ id: 'sent', autor: 'voce', body: 'Olá!\nTudo bem?', created_at: '2025-03-14T13:00:00Z' });
    act.mockImplementation(async () => {
      jest.mocked(fetchMessages).mockResolvedValue([sent]);
      return { conversa: { id: ID, estado: 'voce' }, mensagem: sent };
    });
    renderThread();
    await screen.findByRole('log', { name: 'Mensagens' });
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(messageBox(), 'Olá!{Shift>}{Enter}{/Shift}Tudo bem?');
    expect(act).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue('Olá!\nTudo bem?');
    await user.keyboard('{Enter}');
    expect(act).toHaveBeenCalledWith('enviar', ID, 'Olá!\nTudo bem?');
    expect(await screen.findByRole('group', { name: 'Você, 10:00' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it("keeps the text and shows the function's pt-BR error when the send fails", async () => {
    const user = userEvent.setup();
    act.mockRejectedValue(
      new FunctionCallError('Não foi possível enviar a mensagem. Tente novamente.', 'send_failed', 502),
    );
    renderThread();
    await screen.findByRole('log', { name: 'Mensagens' });
    await user.type(messageBox(), 'Confirmado para amanhã');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toast.error).toHaveBeenCalledWith('Não foi possível enviar a mensagem. Tente novamente.');
    expect(messageBox()).toHaveValue('Confirmado para amanhã');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    // The click left the focus on the button: it goes back to the box to fix the text.
    expect(messageBox()).toHaveFocus();
  });

  it("after a click on 'Enviar' the emptied box has the focus for the next message", async () => {
    const user = userEvent.setup();
    const sent = messageRow({ id: 'sent', autor: 'voce', body: 'Até amanhã', created_at: '2025-03-14T13:00:00Z' });
    act.mockImplementation(async () => {
      jest.mocked(fetchMessages).mockResolvedValue([sent]);
      return { conversa: { id: ID, estado: 'voce' }, mensagem: sent };
    });
    renderThread();
    await screen.findByRole('log', { name: 'Mensagens' });
    await user.type(messageBox(), 'Até amanhã');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('group', { name: 'Você, 10:00' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveFocus();
  });

  it('with the WhatsApp disconnected, sending is off with the reason and a way to the setup', async () => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: false, channel: 'evolution' });
    renderThread();
    expect(await screen.findByText(DISCONNECTED, { exact: false })).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAccessibleDescription(expect.stringContaining(DISCONNECTED));
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Abrir configuração do agente' })).toHaveAttribute(
      'href',
      '/user-dashboard/agent',
    );
  });

  it("a conversation that is not the owner's is not found; 'Voltar' goes back to the list", async () => {
    const user = userEvent.setup();
    renderThread(null);
    expect(await screen.findByRole('heading', { name: 'Conversa não encontrada.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('ConversationThread: delivery of what the business sent', () => {
  it.each([
    ['enviando', 'Enviando'],
    ['enviada', 'Enviada'],
    ['entregue', 'Entregue'],
    ['lida', 'Lida'],
    ['falhou', 'Não enviada'],
  ] as const)("a message '%s' carries the tick '%s'", async (status, name) => {
    jest
      .mocked(fetchMessages)
      .mockResolvedValue([
        messageRow({ id: 's', autor: 'voce', body: 'Pode vir às 9h.', status, erro: 'Número inválido' }),
      ]);
    renderThread();
    const bubble = await screen.findByRole('group', { name: 'Você, 09:00' });
    expect(within(bubble).getByRole('img', { name })).toBeInTheDocument();
    expect(within(bubble).getAllByRole('img')).toHaveLength(1);
  });

  it("ticks the assistant's and the platform's messages too, never the client's", async () => {
    jest.mocked(fetchMessages).mockResolvedValue([
      messageRow({ id: '1', autor: 'cliente', body: 'Oi', created_at: '2025-03-14T12:00:00Z' }),
      messageRow({ id: '2', autor: 'assistente', body: 'Olá!', status: 'lida', created_at: '2025-03-14T12:01:00Z' }),
      messageRow({
        id: '3',
        autor: 'plataforma',
        body: 'Lembrete',
        status: 'entregue',
        created_at: '2025-03-14T12:02:00Z',
      }),
    ]);
    renderThread();
    const client = await screen.findByRole('group', { name: 'Cliente, 09:00' });
    expect(within(client).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Assistente, 09:01' })).getByRole('img', { name: 'Lida' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Mensagem automática, 09:02' })).getByRole('img', { name: 'Entregue' }),
    ).toBeInTheDocument();
  });

  it('shows why a message failed under it, or a plain reason when the channel gave none', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([
      messageRow({
        id: '1',
        autor: 'voce',
        body: 'Confirmado',
        status: 'falhou',
        erro: 'O número não tem WhatsApp.',
        created_at: '2025-03-14T12:00:00Z',
      }),
      messageRow({
        id: '2',
        autor: 'assistente',
        body: 'Até logo',
        status: 'falhou',
        erro: null,
        created_at: '2025-03-14T12:05:00Z',
      }),
      messageRow({ id: '3', autor: 'voce', body: 'Tudo certo', status: 'lida', created_at: '2025-03-14T12:10:00Z' }),
    ]);
    renderThread();
    const failed = await screen.findByRole('group', { name: 'Você, 09:00' });
    expect(screen.getByText('O número não tem WhatsApp.')).toBeInTheDocument();
    expect(failed).toHaveAccessibleDescription('O número não tem WhatsApp.');
    expect(screen.getByRole('group', { name: 'Assistente, 09:05' })).toHaveAccessibleDescription(
      'Não foi possível enviar a mensagem.',
    );
    expect(screen.getAllByText(/Não foi possível enviar a mensagem\.$/)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Você, 09:10' })).not.toHaveAccessibleDescription();
  });

  it('a message sent shows its new status when the thread is read again', async () => {
    const user = userEvent.setup();
    // The function's answer carries the thread's columns but the failure's reason.
    const sent = {
      id: 'sent',
      autor: 'voce',
      body: 'Até amanhã',
      status: 'enviando',
      created_at: '2025-03-14T13:00:00Z',
    } as const;
    act.mockImplementation(async () => {
      // What the thread reads next: the same message, its receipt arrived.
      jest.mocked(fetchMessages).mockResolvedValue([messageRow({ ...sent, status: 'entregue' })]);
      return { conversa: { id: ID, estado: 'voce' }, mensagem: sent };
    });
    renderThread();
    await screen.findByRole('log', { name: 'Mensagens' });
    await user.type(messageBox(), 'Até amanhã{Enter}');
    const bubble = await screen.findByRole('group', { name: 'Você, 10:00' });
    expect(await within(bubble).findByRole('img', { name: 'Entregue' })).toBeInTheDocument();
    expect(within(bubble).queryByRole('img', { name: 'Enviando' })).not.toBeInTheDocument();
  });
});

describe('ConversationThread: the channel', () => {
  it.each([
    ['evolution', 'WhatsApp: QR Code'],
    ['cloud', 'WhatsApp: WhatsApp Business API (oficial)'],
  ] as const)('says which WhatsApp is in use (%s)', async (channel, line) => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: true, channel });
    renderThread();
    expect(await screen.findByText(line)).toBeInTheDocument();
  });

  it('names the channel while disconnected too, beside the reason', async () => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: false, channel: 'cloud' });
    renderThread();
    expect(await screen.findByText(DISCONNECTED, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('WhatsApp: WhatsApp Business API (oficial)')).toBeInTheDocument();
  });

  it('names none before a WhatsApp is set up', async () => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: false, channel: null });
    renderThread();
    expect(await screen.findByText(DISCONNECTED, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/^WhatsApp: /)).not.toBeInTheDocument();
  });
});

describe("ConversationThread: the Cloud API's 24-hour window", () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const templateButton = () => screen.getByRole('button', { name: 'Enviar modelo "Retomar conversa"' });

  beforeEach(() => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: true, channel: 'cloud' });
  });

  it.each([
    ['more than 24 hours ago', hoursAgo(25)],
    ['never', null],
  ])('a client who last wrote %s gets no free text: only the template is offered', async (_, lastWrote) => {
    renderThread(conversationRow({ cliente_escreveu_em: lastWrote }));
    expect(await screen.findByText(OUTSIDE_WINDOW_MESSAGE)).toBeInTheDocument();
    expect(OUTSIDE_WINDOW_MESSAGE).toBe(
      'A conversa está fora da janela de 24 horas: só é possível enviar um modelo aprovado',
    );
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAccessibleDescription(OUTSIDE_WINDOW_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(templateButton()).toBeEnabled();
  });

  it('within 24 hours of the client, and on the QR code at any time, free text goes as always', async () => {
    renderThread(conversationRow({ cliente_escreveu_em: hoursAgo(23) }));
    await screen.findByText('WhatsApp: WhatsApp Business API (oficial)');
    expect(messageBox()).toBeEnabled();
    expect(screen.queryByText(OUTSIDE_WINDOW_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar modelo/ })).not.toBeInTheDocument();
  });

  it('on the QR code channel an old conversation still takes free text', async () => {
    jest.mocked(fetchWhatsappConnection).mockResolvedValue({ connected: true, channel: 'evolution' });
    renderThread(conversationRow({ cliente_escreveu_em: hoursAgo(72) }));
    await screen.findByText('WhatsApp: QR Code');
    expect(messageBox()).toBeEnabled();
    expect(screen.queryByText(OUTSIDE_WINDOW_MESSAGE)).not.toBeInTheDocument();
  });

  it("'Enviar modelo' asks the function and adds the template to the thread", async () => {
    const user = userEvent.setup();
    const sent = messageRow({
      id: 'modelo',
      autor: 'voce',
      body: 'Olá, Maria! Podemos continuar nossa conversa?',
      status: 'enviando',
      created_at: '2025-03-14T13:00:00Z',
    });
    act.mockImplementation(async () => {
      jest.mocked(fetchMessages).mockResolvedValue([sent]);
      return { conversa: { id: ID, estado: 'voce' }, mensagem: sent };
    });
    renderThread(conversationRow({ cliente_escreveu_em: hoursAgo(30) }));
    await screen.findByText(OUTSIDE_WINDOW_MESSAGE);
    await user.click(templateButton());
    expect(act).toHaveBeenCalledWith('enviar_modelo', ID, undefined);
    const bubble = await screen.findByRole('group', { name: 'Você, 10:00' });
    expect(bubble).toHaveTextContent('Olá, Maria! Podemos continuar nossa conversa?');
    expect(toast.error).not.toHaveBeenCalled();
    // Still outside the window until the client writes back.
    expect(screen.getByText(OUTSIDE_WINDOW_MESSAGE)).toBeInTheDocument();
  });

  it.each([
    [
      new FunctionCallError('O modelo "Retomar conversa" ainda não foi aprovado pela Meta.', 'outside_window', 409),
      'O modelo "Retomar conversa" ainda não foi aprovado pela Meta.',
    ],
    [
      new FunctionCallError('Failed to fetch', 'network_error', 0),
      'Não foi possível enviar o modelo. Tente novamente.',
    ],
  ])('a template that did not go toasts why (%s)', async (error, message) => {
    const user = userEvent.setup();
    act.mockRejectedValue(error);
    renderThread(conversationRow({ cliente_escreveu_em: null }));
    await screen.findByText(OUTSIDE_WINDOW_MESSAGE);
    await user.click(templateButton());
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(templateButton()).toBeEnabled();
  });

  it("the function's own 409 outside_window on 'Enviar' shows the window's state, keeping the text", async () => {
    const user = userEvent.setup();
    // The page's read says nothing of the window (the channel unknown): the function decides.
    jest.mocked(fetchWhatsappConnection).mockRejectedValue(new Error('offline'));
    act.mockRejectedValue(new FunctionCallError(OUTSIDE_WINDOW_MESSAGE, 'outside_window', 409));
    renderThread();
    await screen.findByRole('log', { name: 'Mensagens' });
    await user.type(messageBox(), 'Ainda tem interesse?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(act).toHaveBeenCalledWith('enviar', ID, 'Ainda tem interesse?');
    expect(await screen.findByText(OUTSIDE_WINDOW_MESSAGE)).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue('Ainda tem interesse?');
    expect(messageBox()).toBeDisabled();
    expect(templateButton()).toBeEnabled();
  });
});

describe("ConversationThread: the client's voice notes, pictures and documents", () => {
  const SIGNED = 'http://localhost:54321/storage/v1/object/sign/midia-u/2025-03-14/a.ogg?token=1';

  it('a voice note plays from its signed URL, with its words, without touching the conversation', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchMessages).mockResolvedValue([
      messageRow({
        id: 'voz',
        body: '🎤 Tem horário na sexta?',
        midia_tipo: 'audio',
        midia_path: '2025-03-14/a.ogg',
        midia_mime: 'audio/ogg',
        midia_segundos: 75,
        transcricao: 'Tem horário na sexta?',
        created_at: '2025-03-14T12:00:00Z',
      }),
      messageRow({
        id: 'r',
        autor: 'assistente',
        body: 'Tenho às 9h.',
        status: 'lida',
        created_at: '2025-03-14T12:01:00Z',
      }),
    ]);
    jest.mocked(fetchMediaLink).mockResolvedValue({ url: SIGNED, tipo: 'audio', mime: 'audio/ogg', nome: null });
    const { queryClient } = renderThread();
    const voice = await screen.findByRole('group', { name: 'Cliente, 09:00' });
    expect(within(voice).getByText('1:15')).toBeInTheDocument();
    expect(within(voice).getByText('Transcrição: Tem horário na sexta?')).toBeInTheDocument();

    await user.click(within(voice).getByRole('button', { name: 'Ouvir áudio' }));
    expect(await within(voice).findByLabelText('Áudio de Maria Silva')).toHaveAttribute('src', SIGNED);
    expect(fetchMediaLink).toHaveBeenCalledWith(ID, 'voz');
    // Only a read: no action, nothing of the inbox read again.
    expect(act).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(inboxKeys.messages(TEST_USER.id, ID))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(inboxKeys.conversation(TEST_USER.id, ID))?.isInvalidated).toBe(false);
    // Text bubbles stay as they were, ticks included.
    const reply = screen.getByRole('group', { name: 'Assistente, 09:01' });
    expect(reply).toHaveTextContent('Tenho às 9h.');
    expect(within(reply).getByRole('img', { name: 'Lida' })).toBeInTheDocument();
  });

  it('shows a picture and a document in their bubbles', async () => {
    jest.mocked(fetchMessages).mockResolvedValue([
      messageRow({
        id: 'foto',
        body: '[imagem]',
        midia_tipo: 'imagem',
        midia_path: '2025-03-14/b.jpg',
        created_at: '2025-03-14T12:00:00Z',
      }),
      messageRow({
        id: 'doc',
        body: '[documento] Segue o pedido',
        midia_tipo: 'documento',
        midia_path: '2025-03-14/c.pdf',
        midia_nome: 'pedido.pdf',
        created_at: '2025-03-14T12:02:00Z',
      }),
    ]);
    jest.mocked(fetchMediaLink).mockResolvedValue({ url: SIGNED, tipo: 'imagem', mime: 'image/jpeg', nome: null });
    renderThread();
    const picture = await screen.findByRole('group', { name: 'Cliente, 09:00' });
    expect(await within(picture).findByRole('img', { name: 'Imagem enviada por Maria Silva' })).toHaveAttribute(
      'src',
      SIGNED,
    );
    const document = screen.getByRole('group', { name: 'Cliente, 09:02' });
    expect(within(document).getByRole('button', { name: 'Abrir pedido.pdf' })).toBeEnabled();
    expect(within(document).getByText('Segue o pedido')).toBeInTheDocument();
    // A document's URL is asked for only when it is opened.
    expect(fetchMediaLink).toHaveBeenCalledTimes(1);
  });
});
