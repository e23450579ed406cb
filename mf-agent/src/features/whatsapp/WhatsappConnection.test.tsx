import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth';
import { useAuthStore } from 'shared-auth';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { fetchRecordedConnection, type RecordedConnection } from './api/recordedConnection';
import { callInstance, type InstanceAction, type InstanceAnswer } from './api/whatsappInstance';
import { WhatsappConnection } from './WhatsappConnection';

jest.mock('./api/whatsappInstance');
jest.mock('./api/recordedConnection');
const call = jest.mocked(callInstance);
const readRecorded = jest.mocked(fetchRecordedConnection);

const QR = { code: '2@abc', base64: 'data:image/png;base64,iVBORw0KGgo=' };

/** The gateway as the function reports it, per action. */
function gateway(answers: Partial<Record<InstanceAction, InstanceAnswer | Error>>) {
  call.mockImplementation(async (action) => {
    const answer = answers[action];
    if (answer instanceof Error) throw answer;
    return answer ?? { status: 'disconnected' };
  });
}

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

// Under fake timers, the query client tells the widget of an answer at once rather than on a 0 ms
// timer of its own, so a tick shows what arrived within it, as a browser's next frame would.
beforeAll(() => notifyManager.setScheduler(queueMicrotask));
afterAll(() => notifyManager.setScheduler((cb) => setTimeout(cb, 0)));

beforeEach(() => {
  jest.resetAllMocks();
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn();
  readRecorded.mockResolvedValue(null);
});
afterEach(() => {
  jest.useRealTimers();
  useAuthStore.setState({ session: null, user: null, profile: null });
});

const WAITING: RecordedConnection = {
  status: 'connecting',
  instanceId: 'inst-1',
  number: null,
  channel: 'evolution',
  displayName: null,
};
const SCANNED: RecordedConnection = { ...WAITING, status: 'connected', number: '5511987654321' };

/** Listens to whatsappConnected while a test runs. */
function connectedEvents() {
  const events: unknown[] = [];
  const listener = (e: Event) => events.push((e as CustomEvent).detail);
  window.addEventListener('whatsappConnected', listener);
  return { events, stop: () => window.removeEventListener('whatsappConnected', listener) };
}

/** No number connected: the owner picks the QR code first. */
const chooseQr = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('radio', { name: 'Conectar por QR Code' }));

function setup(onConnected = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSignedIn(<WhatsappConnection onConnected={onConnected} onContinue={jest.fn()} />);
  return user;
}

describe('WhatsappConnection', () => {
  it("offers both channels while no number is connected, and the QR code one is today's flow", async () => {
    gateway({ status: { status: 'disconnected' }, create: { status: 'connecting', qrcode: QR } });
    const user = setup();
    await tick(0);
    const choice = screen.getByRole('radiogroup', { name: 'Como conectar o WhatsApp' });
    const qrCode = within(choice).getByRole('radio', { name: 'Conectar por QR Code' });
    const official = within(choice).getByRole('radio', { name: 'WhatsApp Business API (oficial)' });
    expect(qrCode).not.toBeChecked();
    expect(official).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Conectar WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar com a Meta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima etapa' })).toBeEnabled();

    // By keyboard: one Tab stop, arrow keys move the choice.
    await user.tab();
    expect(qrCode).toHaveFocus();
    await user.keyboard('[ArrowRight]');
    expect(official).toBeChecked();
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeInTheDocument();
    await user.keyboard('[ArrowLeft]');
    expect(qrCode).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Conectar com a Meta' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Seu WhatsApp não está conectado. Clique em Conectar WhatsApp para gerar o QR Code.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    expect(qrCode).toBeDisabled();
    await tick(2000);
    expect(screen.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows no choice while a QR code number is connected', async () => {
    gateway({ status: { status: 'connected', instanceId: 'inst-1', number: '5511987654321' } });
    setup();
    await tick(0);
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desconectar WhatsApp' })).toBeInTheDocument();
  });

  it('connects: waits 2 s, creates the instance and shows its QR code', async () => {
    gateway({ status: { status: 'disconnected' }, create: { status: 'connecting', qrcode: QR } });
    const success = jest.spyOn(toast, 'success');
    const user = setup();
    await tick(0);
    expect(screen.getByText('Desconectado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconectar' })).not.toBeInTheDocument();

    await chooseQr(user);
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    expect(call).not.toHaveBeenCalledWith('create');
    await tick(2000);
    expect(call).toHaveBeenCalledWith('create');
    expect(screen.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toHaveAttribute('src', QR.base64);
    expect(success).toHaveBeenCalledWith('Instância criada! Escaneie o QR Code para conectar.');
    expect(screen.queryByRole('button', { name: 'Conectar WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeEnabled();
  });

  it('polls every 7 s and, once connected, hides the QR and dispatches whatsappConnected', async () => {
    gateway({ status: { status: 'connecting', qrcode: QR } });
    const onConnected = jest.fn();
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('whatsappConnected', listener);
    setup(onConnected);
    await tick(0);
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);

    gateway({ status: { status: 'connected', instanceId: 'inst-1', number: '5511987654321' } });
    await tick(6999);
    expect(call).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code/ })).not.toBeInTheDocument();
    expect(events).toEqual([{ instanceId: 'inst-1' }]);
    expect(onConnected).toHaveBeenCalledTimes(1);

    await tick(7000); // still connected: no second event
    expect(events).toHaveLength(1);
    window.removeEventListener('whatsappConnected', listener);
  });

  it('treats a failing status check as disconnected and says so once', async () => {
    gateway({ status: new FunctionCallError('Erro desconhecido na API', 'gateway_error', 502) });
    const error = jest.spyOn(toast, 'error');
    setup();
    await tick(0);
    await tick(7000);
    expect(screen.getByText('Desconectado')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Erro ao verificar status da conexão');
    expect(
      within(screen.getByRole('log')).getByText(/Falha ao verificar status: Erro desconhecido na API \(502\)/),
    ).toBeInTheDocument();
  });

  it('says the instance could not be created when the gateway refuses', async () => {
    gateway({
      status: { status: 'disconnected' },
      create: new FunctionCallError('Falha ao criar instância', 'create_failed', 502),
    });
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
    await chooseQr(user);
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    await tick(2000);
    expect(error).toHaveBeenCalledWith('Erro ao criar instância do WhatsApp. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Conectar WhatsApp' })).toBeEnabled();
  });

  it('asks again after 5 s, 3 s, then every 2 s up to 10 times, then tells the owner to reconnect', async () => {
    gateway({
      status: { status: 'disconnected' },
      create: { status: 'connecting', qrcode: null },
      qrcode: { status: 'connecting', qrcode: null },
    });
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
    await chooseQr(user);
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    const qrChecks = () => call.mock.calls.filter(([a]) => a === 'qrcode').length;
    await tick(2000 + 5000 + 3000);
    expect(qrChecks()).toBe(2);
    await tick(7 * 2000);
    expect(qrChecks()).toBe(9);
    expect(error).not.toHaveBeenCalled();
    await tick(2000);
    expect(qrChecks()).toBe(10);
    expect(error).toHaveBeenCalledWith('Não foi possível gerar o QR Code. Tente reconectar.');
  });

  it('after a reconnect without a QR, asks 12 times every 2.5 s and says to try again later', async () => {
    gateway({
      status: { status: 'connected' },
      reconnect: { status: 'connecting', qrcode: null },
      qrcode: { status: 'connecting', qrcode: null },
    });
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
    await user.click(screen.getByRole('button', { name: 'Reconectar' }));
    const qrChecks = () => call.mock.calls.filter(([a]) => a === 'qrcode').length;
    await tick(2000 + 5000 + 3000 + 9 * 2500);
    expect(qrChecks()).toBe(11);
    await tick(2500);
    expect(qrChecks()).toBe(12);
    expect(error).toHaveBeenCalledWith('Não foi possível gerar o QR Code. Tente novamente mais tarde.');
    expect(error).not.toHaveBeenCalledWith('Não foi possível gerar o QR Code. Tente reconectar.');
  });

  it('creates again only 5 s after a delete', async () => {
    gateway({ status: { status: 'connected' }, delete: { status: 'disconnected' } });
    const user = setup();
    await tick(0);
    gateway({ status: { status: 'disconnected' }, create: { status: 'connecting', qrcode: QR } });
    await user.click(screen.getByRole('button', { name: 'Desconectar WhatsApp' }));
    await tick(0);
    expect(call).toHaveBeenCalledWith('delete');
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    await tick(4000);
    expect(call).not.toHaveBeenCalledWith('create');
    await tick(1000);
    expect(call).toHaveBeenCalledWith('create');
    expect(await screen.findByRole('img', { name: /QR Code/ })).toHaveAttribute('src', QR.base64);
  });

  it('gives up after three 30 s time-outs with its pt-BR texts', async () => {
    gateway({ status: { status: 'disconnected' } });
    call.mockImplementation(async (action) =>
      action === 'create' ? new Promise<InstanceAnswer>(() => {}) : { status: 'disconnected' },
    );
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
    await chooseQr(user);
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    await tick(30_000);
    expect(error).toHaveBeenCalledWith('Tempo esgotado para gerar QR Code. Tentativa 2/3...');
    await tick(60_000);
    expect(error).toHaveBeenCalledWith('Tempo esgotado para gerar QR Code. Tentativa 3/3...');
    expect(error).toHaveBeenLastCalledWith(
      'Falha ao gerar QR Code após várias tentativas. Por favor, tente novamente mais tarde.',
    );
  });

  it('reconnects with a fresh QR and can remove the instance', async () => {
    gateway({
      status: { status: 'connected' },
      reconnect: { status: 'connecting', qrcode: QR },
      delete: { status: 'disconnected' },
    });
    const success = jest.spyOn(toast, 'success');
    const user = setup();
    await tick(0);
    await user.click(screen.getByRole('button', { name: 'Reconectar' }));
    await tick(2000);
    expect(call).toHaveBeenCalledWith('reconnect');
    expect(success).toHaveBeenCalledWith('QR Code atualizado! Escaneie para reconectar.');
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();

    gateway({ status: { status: 'connecting' }, delete: { status: 'disconnected' } });
    await user.click(screen.getByRole('button', { name: 'Desconectar WhatsApp' }));
    await tick(0);
    expect(call).toHaveBeenCalledWith('delete');
    expect(screen.getByRole('button', { name: 'Conectar WhatsApp' })).toBeInTheDocument();
  });

  it('asks the gateway nothing while its tab is hidden, and checks at once when shown', async () => {
    gateway({ status: { status: 'connected' } });
    function Tab() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button onClick={() => setShown(true)}>Abrir aba</button>
          <WhatsappConnection onConnected={jest.fn()} onContinue={jest.fn()} shown={shown} />
        </>
      );
    }
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSignedIn(<Tab />);
    await tick(21_000);
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Abrir aba' }));
    await tick(0);
    expect(call).toHaveBeenCalledWith('status');
    await tick(7000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('shows a scan within 2 s from the recorded status, once, while the gateway poll keeps its 7 s', async () => {
    gateway({ status: { status: 'connecting', qrcode: QR } });
    readRecorded.mockResolvedValue(WAITING);
    const onConnected = jest.fn();
    const { events, stop } = connectedEvents();
    setup(onConnected);
    await tick(0);
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();
    expect(readRecorded).not.toHaveBeenCalled();

    await tick(2000);
    expect(readRecorded).toHaveBeenCalledTimes(1);
    expect(readRecorded).toHaveBeenCalledWith(TEST_USER.id);
    expect(screen.getByText('Conectando')).toBeInTheDocument();

    // The phone scans: the webhook records it before the next gateway poll.
    readRecorded.mockResolvedValue(SCANNED);
    await tick(2000);
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code/ })).not.toBeInTheDocument();
    expect(events).toEqual([{ instanceId: 'inst-1' }]);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(1);

    // The gateway agrees at its usual 7 s; connected is not announced twice, and the record is no longer read.
    gateway({ status: { status: 'connected', instanceId: 'inst-1', number: '5511987654321' } });
    await tick(3000);
    expect(call).toHaveBeenCalledTimes(2);
    await tick(7000);
    expect(call).toHaveBeenCalledTimes(3);
    expect(readRecorded).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(1);
    expect(onConnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a gateway answer asked for before the recorded connection arrived', async () => {
    gateway({ status: { status: 'connecting', qrcode: QR } });
    readRecorded.mockResolvedValue(WAITING);
    const onConnected = jest.fn();
    const { events, stop } = connectedEvents();
    setup(onConnected);
    await tick(0);

    // The 7 s poll is still waiting for the gateway when the record says connected.
    let answerPoll: (answer: InstanceAnswer) => void = () => {};
    call.mockImplementationOnce(() => new Promise<InstanceAnswer>((resolve) => (answerPoll = resolve)));
    await tick(7000);
    readRecorded.mockResolvedValue(SCANNED);
    await tick(1000);
    expect(screen.getByText('Conectado')).toBeInTheDocument();

    await act(async () => answerPoll({ status: 'connecting', qrcode: QR }));
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code/ })).not.toBeInTheDocument();

    gateway({ status: { status: 'connected', instanceId: 'inst-1' } });
    await tick(7000);
    expect(events).toHaveLength(1);
    expect(onConnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads the recorded status only while a QR code is on screen and the tab is shown', async () => {
    gateway({ status: { status: 'disconnected' } });
    readRecorded.mockResolvedValue(SCANNED);
    setup();
    await tick(0);
    await tick(14_000);
    expect(readRecorded).not.toHaveBeenCalled();
    expect(screen.getByText('Desconectado')).toBeInTheDocument();

    // Connecting without a QR yet (the gateway has none): the record waits too.
    gateway({ status: { status: 'connecting' }, qrcode: { status: 'connecting', qrcode: null } });
    await tick(7000);
    await tick(4000);
    expect(readRecorded).not.toHaveBeenCalled();
  });

  it('leaves the QR code on screen when the recorded status cannot be read, and says so once', async () => {
    gateway({ status: { status: 'connecting', qrcode: QR } });
    readRecorded.mockRejectedValue(new Error('JWT expired'));
    const error = jest.spyOn(toast, 'error');
    setup();
    await tick(0);
    await tick(6000);
    expect(readRecorded).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('log')).getAllByText(/Falha ao ler o status salvo: Error: JWT expired/),
    ).toHaveLength(1);
  });

  it("shows an action's answer as the status and keeps the 7 s poll pace, asking nothing while it runs", async () => {
    gateway({ status: { status: 'connected' }, reconnect: { status: 'connecting', qrcode: QR } });
    const user = setup();
    await tick(0);
    await user.click(screen.getByRole('button', { name: 'Reconectar' }));
    await tick(2000);
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();
    const statusChecks = () => call.mock.calls.filter(([a]) => a === 'status').length;
    expect(statusChecks()).toBe(1);
    await tick(4999 - 2000);
    expect(statusChecks()).toBe(1);
    expect(screen.getByRole('img', { name: /QR Code/ })).toBeInTheDocument();
    await tick(7000 - 4999);
    expect(statusChecks()).toBe(2);
  });

  it('keeps only the last 10 lines in the debug box', async () => {
    gateway({ status: new Error('offline') });
    setup();
    for (let i = 0; i < 12; i += 1) await tick(7000);
    const lines = screen.getByRole('log').textContent!.split('\n');
    expect(lines).toHaveLength(10);
  });
});
