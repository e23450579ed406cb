import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import type { RemoteName } from './remotes';
import { RemoteSlot } from './RemoteSlot';
import { awaitSnapshotRemote, dropSnapshot, LIVE_MARK } from './snapshot';

// The federation runtime is the boundary; remotes.json comes from a fetch the tests answer. jsdom
// has no fetch, AbortSignal.timeout nor performance.mark.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);
const mark = jest.fn();

beforeAll(() => {
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        mf_landing: 'https://cdn.exemplo/landing/mf-manifest.json',
        mf_dashboard: 'https://cdn.exemplo/dashboard/mf-manifest.json',
      }),
    })),
  });
  AbortSignal.timeout = () => new AbortController().signal;
  Object.assign(performance, { mark });
});

beforeEach(() => {
  load.mockReset();
  mark.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The page as the server sends it: the remote's prerendered markup in #root, and its styles. */
function pageFromServer(remote: RemoteName) {
  document.head.innerHTML = '<style data-snapshot>h1 { color: green }</style><style>body { margin: 0 }</style>';
  document.body.innerHTML = `<div id="root" data-snapshot="${remote}"><h1>Atendimento com IA</h1><p>pré-renderizado</p></div>`;
  return screen.getByText('pré-renderizado').parentElement!;
}

const live = (title: string) => ({ default: () => <h1>{title}</h1> });

describe('the prerendered snapshot', () => {
  it('loads nothing ahead for a page the server did not prerender', async () => {
    await awaitSnapshotRemote(document.createElement('div'));
    expect(load).not.toHaveBeenCalled();
  });

  it('stays until its remote has loaded, then the first commit swaps it for the live page at once', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const root = pageFromServer('mf_landing');

    const ready = awaitSnapshotRemote(root);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledWith('mf_landing/App');
    expect(screen.getByText('pré-renderizado')).toBeInTheDocument();

    arrive(live('Atendimento com IA ao vivo'));
    await ready;
    render(
      <UiProvider>
        <RemoteSlot remote="mf_landing" />
      </UiProvider>,
      { container: root },
    );
    // No loading state in between: the live page is there in the very first commit.
    expect(screen.getByRole('heading', { name: 'Atendimento com IA ao vivo' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('pré-renderizado')).not.toBeInTheDocument();

    dropSnapshot(root);
    expect(root).not.toHaveAttribute('data-snapshot');
    expect(document.head.innerHTML).not.toContain('h1 { color: green }');
    expect(document.head.innerHTML).toContain('body { margin: 0 }');
    expect(mark).toHaveBeenCalledWith(LIVE_MARK);

    dropSnapshot(root);
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('gives way to the fallback when its remote cannot load', async () => {
    load.mockResolvedValue({ __remoteUnavailable: true, id: 'mf_dashboard/App', error: new Error('502') });
    const root = pageFromServer('mf_dashboard');

    await expect(awaitSnapshotRemote(root)).resolves.toBeUndefined();
    render(
      <UiProvider>
        <RemoteSlot remote="mf_dashboard" />
      </UiProvider>,
      { container: root },
    );
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });
});
