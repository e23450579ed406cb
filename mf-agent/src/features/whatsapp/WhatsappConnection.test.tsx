import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth/client';
import { renderSignedIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { callInstance, type InstanceAction, type InstanceAnswer } from './api/whatsappInstance';
import { WhatsappConnection } from './WhatsappConnection';

jest.mock('./api/whatsappInstance');
const call = jest.mocked(callInstance);

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

beforeEach(() => {
  jest.resetAllMocks();
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

function setup(onConnected = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSignedIn(<WhatsappConnection onConnected={onConnected} onContinue={jest.fn()} />);
  return user;
}

describe('WhatsappConnection', () => {
  it('connects: waits 2 s, creates the instance and shows its QR code', async () => {
    gateway({ status: { status: 'disconnected' }, create: { status: 'connecting', qrcode: QR } });
    const success = jest.spyOn(toast, 'success');
    const user = setup();
    await tick(0);
    expect(screen.getByText('Desconectado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconectar' })).not.toBeInTheDocument();

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
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    await tick(2000);
    expect(error).toHaveBeenCalledWith('Erro ao criar instância do WhatsApp. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Conectar WhatsApp' })).toBeEnabled();
  });

  it('asks again after 5 s and 3 s, then tells the owner to reconnect when no QR comes', async () => {
    gateway({
      status: { status: 'disconnected' },
      create: { status: 'connecting', qrcode: null },
      qrcode: { status: 'connecting', qrcode: null },
    });
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
    await user.click(screen.getByRole('button', { name: 'Conectar WhatsApp' }));
    await tick(2000 + 5000 + 3000);
    expect(call.mock.calls.filter(([a]) => a === 'qrcode')).toHaveLength(2);
    expect(error).toHaveBeenCalledWith('Não foi possível gerar o QR Code. Tente reconectar.');
  });

  it('gives up after three 30 s time-outs with its pt-BR texts', async () => {
    gateway({ status: { status: 'disconnected' } });
    call.mockImplementation(async (action) =>
      action === 'create' ? new Promise<InstanceAnswer>(() => {}) : { status: 'disconnected' },
    );
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await tick(0);
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

  it('keeps only the last 10 lines in the debug box', async () => {
    gateway({ status: new Error('offline') });
    setup();
    for (let i = 0; i < 12; i += 1) await tick(7000);
    const lines = screen.getByRole('log').textContent!.split('\n');
    expect(lines).toHaveLength(10);
  });
});
