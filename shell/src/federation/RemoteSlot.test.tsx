import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import type { RemoteName } from './remotes';
import { RemoteSlot, type RemoteAppProps } from './RemoteSlot';

// The federation runtime is the boundary; remotes.json comes from a fetch the tests answer (jsdom has
// none). The shell keeps loaded remotes for the page's life, so each test uses its own remote.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

const MANIFESTS = {
  mf_landing: 'https://cdn.exemplo/landing/mf-manifest.json',
  mf_checkout: 'https://cdn.exemplo/checkout/mf-manifest.json',
  mf_dashboard: 'https://cdn.exemplo/dashboard/mf-manifest.json',
  mf_agent: 'https://cdn.exemplo/agent/mf-manifest.json',
  mf_devconsole: 'https://cdn.exemplo/devconsole/mf-manifest.json',
};

beforeAll(() => {
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => MANIFESTS })),
  });
  AbortSignal.timeout = () => new AbortController().signal;
});

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A remote's ./App as the runtime hands it over. */
function remoteApp(title: string) {
  return {
    default: ({ warmRemote }: RemoteAppProps) => (
      <main>
        <h1>{title}</h1>
        <button type="button" onClick={() => warmRemote?.('mf_checkout')}>
          Assinar
        </button>
      </main>
    ),
  };
}

const unavailable = (remote: RemoteName) => ({
  __remoteUnavailable: true,
  id: `${remote}/App`,
  error: new Error('remoteEntry.js: 502'),
});

const renderSlot = (remote: RemoteName) =>
  render(
    <UiProvider>
      <RemoteSlot remote={remote} />
    </UiProvider>,
  );

describe('RemoteSlot', () => {
  it('shows the loading state, then the remote, handing it warmRemote', async () => {
    const user = userEvent.setup();
    load.mockResolvedValue(remoteApp('Minha Agenda'));
    renderSlot('mf_dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');

    expect(await screen.findByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_dashboard/App');
    await user.click(screen.getByRole('button', { name: 'Assinar' }));
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_checkout', exposes: ['./App'], resourceCategory: 'sync' },
    ]);
  });

  it("shows the pt-BR fallback for a remote that cannot load, and recovers on 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    load.mockResolvedValueOnce(unavailable('mf_agent')).mockResolvedValue(remoteApp('Meu Agente'));
    renderSlot('mf_agent');

    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeInTheDocument();
    expect(
      screen.getByText('Esta parte do site está temporariamente indisponível. O restante continua funcionando.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Meu Agente' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_agent', entry: MANIFESTS.mf_agent }], { force: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering, and loads it afresh on retry', async () => {
    const user = userEvent.setup();
    const Broken = () => {
      throw new Error('falha no remote');
    };
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValue(remoteApp('Console do Desenvolvedor'));
    renderSlot('mf_devconsole');

    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Console do Desenvolvedor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not carry one remote’s failure to another rendered in the same place', async () => {
    load.mockImplementation(async (id) =>
      id === 'mf_checkout/App' ? unavailable('mf_checkout') : remoteApp('Atende AI'),
    );
    const { rerender } = renderSlot('mf_checkout');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();

    rerender(
      <UiProvider>
        <RemoteSlot remote="mf_landing" />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Atende AI' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
