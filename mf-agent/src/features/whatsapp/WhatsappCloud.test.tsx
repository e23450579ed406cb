// Step 2's official channel: Meta's Embedded Signup in a popup, then cloud_connect (the QR code flow
// is in WhatsappConnection.test.tsx).
import { act, screen, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { callFunction, FunctionCallError, useAuthStore } from 'shared-auth';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { WhatsappConnection } from './WhatsappConnection';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), callFunction: jest.fn() }));
type Body = { action: string } & Record<string, unknown>;
const call = callFunction as unknown as jest.Mock<Promise<unknown>, [string, { body: Body }]>;
const actions = () => call.mock.calls.map(([, { body }]) => body.action);

const META = 'http://127.0.0.1:54330';
const SIGNUP_URL = `${META}/v21.0/dialog/oauth?client_id=1&config_id=2`;
const CONNECTED = {
  status: 'connected',
  channel: 'cloud',
  instanceId: 'inst-1',
  number: '5511987654321',
  displayName: 'Clínica Local',
};
const FINISH = {
  type: 'WA_EMBEDDED_SIGNUP',
  event: 'FINISH',
  data: { phone_number_id: '106540352242922', waba_id: '102290129340398', business_id: '90210' },
};
const LOGIN = { type: 'FB_LOGIN', status: 'connected', authResponse: { code: 'AQ-code' } };
const NOT_FINISHED = 'O cadastro na Meta não foi concluído. Tente novamente.';

/** The function, per action. */
function functionAnswers(answers: Record<string, unknown>) {
  call.mockImplementation(async (_name, { body }) => {
    const answer = answers[body.action];
    if (answer instanceof Error) throw answer;
    return answer ?? { status: 'disconnected' };
  });
}

/** Meta's popup as the page sees it: window.open's answer. */
function fakePopup() {
  const popup = { closed: false, close: jest.fn(), location: { href: '' } };
  popup.close.mockImplementation(() => (popup.closed = true));
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

const post = (data: unknown, origin = META) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeAll(() => notifyManager.setScheduler(queueMicrotask));
afterAll(() => notifyManager.setScheduler((cb) => setTimeout(cb, 0)));

beforeEach(() => {
  jest.resetAllMocks();
  jest.restoreAllMocks();
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
  useAuthStore.setState({ session: null, user: null, profile: null });
});

function setup(onConnected = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSignedIn(<WhatsappConnection onConnected={onConnected} onContinue={jest.fn()} />);
  return user;
}

/** Disconnected; the owner picks the official API and presses 'Conectar com a Meta'. */
async function startSignup(user: ReturnType<typeof userEvent.setup>) {
  await tick(0);
  await user.click(screen.getByRole('radio', { name: 'WhatsApp Business API (oficial)' }));
  await user.click(screen.getByRole('button', { name: 'Conectar com a Meta' }));
  await tick(0);
}

describe('WhatsappConnection: WhatsApp Business API (oficial)', () => {
  it('explains the official channel and connects a number through Meta', async () => {
    functionAnswers({
      status: { status: 'disconnected' },
      cloud_signup: { url: SIGNUP_URL },
      cloud_connect: CONNECTED,
    });
    const { popup, open } = fakePopup();
    const onConnected = jest.fn();
    const user = setup(onConnected);
    await tick(0);
    await user.click(screen.getByRole('radio', { name: 'WhatsApp Business API (oficial)' }));
    expect(screen.getByText('Seu número não pode ser banido por usar a API oficial.')).toBeInTheDocument();
    expect(
      screen.getByText(/O aplicativo WhatsApp Business continua funcionando no seu celular \(coexistência\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar WhatsApp' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conectar com a Meta' }));
    // Opened blank in the click itself, then sent to the dialog once the function gives its address.
    expect(open).toHaveBeenCalledWith('', 'meta-signup', 'width=600,height=720');
    await tick(0);
    expect(actions()).toContain('cloud_signup');
    expect(popup.location.href).toBe(SIGNUP_URL);
    const busy = screen.getByRole('button', { name: 'Aguardando o cadastro na Meta...' });
    expect(busy).toBeDisabled();

    // The code may come first.
    await post(LOGIN);
    expect(actions()).not.toContain('cloud_connect');
    await post(FINISH);
    await tick(0);
    expect(call).toHaveBeenCalledWith('whatsapp-instance', {
      body: {
        action: 'cloud_connect',
        code: 'AQ-code',
        waba_id: '102290129340398',
        phone_number_id: '106540352242922',
      },
    });
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Clínica Local')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp Business API (oficial)')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeEnabled();
    expect(onConnected).toHaveBeenCalledTimes(1);
  });

  it("ignores messages from any other origin, and reads Meta's JSON text", async () => {
    functionAnswers({
      status: { status: 'disconnected' },
      cloud_signup: { url: SIGNUP_URL },
      cloud_connect: CONNECTED,
    });
    fakePopup();
    const user = setup();
    await startSignup(user);
    await post(FINISH, 'https://outro.example');
    await post(LOGIN, 'https://outro.example');
    await post({ ...FINISH, event: 'CANCEL' }, 'https://outro.example');
    await tick(0);
    expect(actions()).not.toContain('cloud_connect');
    expect(screen.getByRole('button', { name: 'Aguardando o cadastro na Meta...' })).toBeDisabled();

    await post(JSON.stringify(FINISH));
    await post(LOGIN);
    await tick(0);
    expect(actions()).toContain('cloud_connect');
    expect(screen.getByText('Clínica Local')).toBeInTheDocument();
  });

  it('says the signup was not finished when the popup is closed, and lets the owner try again', async () => {
    functionAnswers({ status: { status: 'disconnected' }, cloud_signup: { url: SIGNUP_URL } });
    const { popup } = fakePopup();
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await startSignup(user);
    await post(FINISH);
    popup.closed = true;
    await tick(1000);
    expect(error).toHaveBeenCalledWith(NOT_FINISHED);
    expect(actions()).not.toContain('cloud_connect');
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();

    // A code arriving after the give-up counts for nothing.
    await post(LOGIN);
    await tick(0);
    expect(actions()).not.toContain('cloud_connect');
  });

  it('waits for messages posted just before the popup closed itself', async () => {
    functionAnswers({
      status: { status: 'disconnected' },
      cloud_signup: { url: SIGNUP_URL },
      cloud_connect: CONNECTED,
    });
    const { popup } = fakePopup();
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await startSignup(user);
    popup.closed = true;
    await tick(500);
    await post(FINISH);
    await post(LOGIN);
    await tick(1000);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByText('Clínica Local')).toBeInTheDocument();
  });

  it('closes the popup on CANCEL and says the signup was not finished', async () => {
    functionAnswers({ status: { status: 'disconnected' }, cloud_signup: { url: SIGNUP_URL } });
    const { popup } = fakePopup();
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await startSignup(user);
    await post({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } });
    expect(popup.close).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(NOT_FINISHED);
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();
  });

  it("shows the function's own message when cloud_connect is refused, else the signup's", async () => {
    const refused = 'Este número já está conectado a outra conta.';
    functionAnswers({
      status: { status: 'disconnected' },
      cloud_signup: { url: SIGNUP_URL },
      cloud_connect: new FunctionCallError(refused, 'number_in_use', 409),
    });
    fakePopup();
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await startSignup(user);
    await post(FINISH);
    await post(LOGIN);
    await tick(0);
    expect(error).toHaveBeenLastCalledWith(refused);
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();
    expect(screen.queryByText('Conectado')).not.toBeInTheDocument();

    functionAnswers({
      status: { status: 'disconnected' },
      cloud_signup: new FunctionCallError('Failed to send a request to the Edge Function', 'network_error', 0),
    });
    const second = fakePopup();
    await user.click(screen.getByRole('button', { name: 'Conectar com a Meta' }));
    await tick(0);
    expect(error).toHaveBeenLastCalledWith(NOT_FINISHED);
    expect(second.popup.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();
  });

  it('says so when the browser blocks the popup', async () => {
    functionAnswers({ status: { status: 'disconnected' } });
    jest.spyOn(window, 'open').mockReturnValue(null);
    const error = jest.spyOn(toast, 'error');
    const user = setup();
    await startSignup(user);
    expect(error).toHaveBeenCalledWith(
      'O navegador bloqueou a janela da Meta. Permita pop-ups para este site e tente novamente.',
    );
    expect(actions()).not.toContain('cloud_signup');
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();
  });

  it('shows a Cloud API number the status reports, without the choice or the QR code buttons', async () => {
    functionAnswers({ status: CONNECTED });
    setup();
    await tick(0);
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Clínica Local')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp Business API (oficial)')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconectar' })).not.toBeInTheDocument();
    expect(actions()).toEqual(['status']);
  });

  it('disconnects a Cloud API number, and the choice shows again on the channel left', async () => {
    functionAnswers({ status: CONNECTED, delete: { status: 'disconnected' } });
    const success = jest.spyOn(toast, 'success');
    const user = setup();
    await tick(0);
    functionAnswers({ status: { status: 'disconnected' }, delete: { status: 'disconnected' } });
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    await tick(0);
    expect(actions()).toContain('delete');
    expect(success).toHaveBeenCalledWith('WhatsApp desconectado.');
    expect(screen.getByText('Desconectado')).toBeInTheDocument();
    const choice = screen.getByRole('radiogroup', { name: 'Como conectar o WhatsApp' });
    expect(within(choice).getByRole('radio', { name: 'Conectar por QR Code' })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'WhatsApp Business API (oficial)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Conectar com a Meta' })).toBeEnabled();
    expect(screen.queryByText('Clínica Local')).not.toBeInTheDocument();
  });
});
