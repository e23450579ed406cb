import type * as Runtime from '@module-federation/enhanced/runtime';
import { MANIFEST_TIMEOUT_MS } from './remoteGuardPlugin';
import type * as Remotes from './remotes';

// The federation runtime is the boundary: what the shell asks of it is under test, not its loading.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const MANIFESTS = {
  mf_landing: 'https://cdn.exemplo/landing/mf-manifest.json',
  mf_dashboard: 'https://cdn.exemplo/dashboard/mf-manifest.json',
};

// jsdom has neither fetch nor AbortSignal.timeout: a fetch the tests answer, and a time-out on the
// page's timers (faked where a test needs it).
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>();
const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: async () => body });
/** A server that never answers: the request ends only when its signal aborts. */
const never = (_url: string, init?: RequestInit) =>
  new Promise<never>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  AbortSignal.timeout = (ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  };
});

let remotes: typeof Remotes;
let runtime: jest.Mocked<typeof Runtime>;

// remotes.ts keeps the fetched remotes.json for the page's life: every test starts on a fresh page.
beforeEach(() => {
  jest.resetModules();
  fetchMock.mockReset();
  remotes = jest.requireActual('./remotes');
  runtime = jest.requireMock('@module-federation/enhanced/runtime');
});
afterEach(() => jest.useRealTimers());

describe('remoteManifests', () => {
  it('fetches remotes.json from the shell’s origin once and registers every remote', async () => {
    fetchMock.mockImplementation(() => answer(MANIFESTS));
    await expect(remotes.remoteManifests()).resolves.toEqual(MANIFESTS);
    await remotes.remoteManifests();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_landing', entry: MANIFESTS.mf_landing },
      { name: 'mf_dashboard', entry: MANIFESTS.mf_dashboard },
    ]);
  });

  it('forgets a failed remotes.json, so the next attempt fetches it again', async () => {
    fetchMock.mockImplementationOnce(() => answer({}, 503)).mockImplementation(() => answer(MANIFESTS));
    await expect(remotes.remoteManifests()).rejects.toThrow('remotes.json: HTTP 503');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    await expect(remotes.remoteManifests()).resolves.toEqual(MANIFESTS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remotes.json that does not answer in time', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(never);
    const loading = remotes.loadRemoteApp('mf_dashboard');
    const failed = expect(loading).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'mf_dashboard',
      cause: expect.objectContaining({ name: 'TimeoutError' }),
    });
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('loadRemoteApp', () => {
  beforeEach(() => fetchMock.mockImplementation(() => answer(MANIFESTS)));

  it('loads the remote’s exposed ./App once its manifest is registered', async () => {
    const app = { default: () => null };
    runtime.loadRemote.mockResolvedValue(app);
    await expect(remotes.loadRemoteApp('mf_dashboard')).resolves.toBe(app);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_dashboard/App');
    expect(runtime.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(
      runtime.loadRemote.mock.invocationCallOrder[0],
    );
  });

  it('turns the guard’s marker into a RemoteUnavailableError carrying the cause', async () => {
    const cause = new Error('remoteEntry.js: 404');
    runtime.loadRemote.mockResolvedValue({ __remoteUnavailable: true, id: 'mf_dashboard/App', error: cause });
    await expect(remotes.loadRemoteApp('mf_dashboard')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      message: 'remote mf_dashboard indisponível',
      remote: 'mf_dashboard',
      cause,
    });
  });

  it('treats an empty answer as unavailable too', async () => {
    runtime.loadRemote.mockResolvedValue(undefined);
    await expect(remotes.loadRemoteApp('mf_landing')).rejects.toBeInstanceOf(remotes.RemoteUnavailableError);
  });
});

describe('forgetRemote', () => {
  it('registers the remote again by force, so a retry loads its manifest and entry afresh', async () => {
    fetchMock.mockImplementation(() => answer(MANIFESTS));
    await remotes.forgetRemote('mf_dashboard');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_dashboard', entry: MANIFESTS.mf_dashboard }],
      { force: true },
    );
  });

  it('does nothing, and does not throw, while remotes.json is unreachable', async () => {
    fetchMock.mockImplementation(() => answer({}, 500));
    await expect(remotes.forgetRemote('mf_dashboard')).resolves.toBeUndefined();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });
});

describe('warmRemote', () => {
  it('preloads a remote’s App once, and again only after a failed try', async () => {
    fetchMock.mockImplementationOnce(() => answer({}, 503)).mockImplementation(() => answer(MANIFESTS));
    const preload = runtime.preloadRemote.mockResolvedValue(undefined);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    remotes.warmRemote('mf_dashboard');
    await settle();
    expect(preload).not.toHaveBeenCalled();

    remotes.warmRemote('mf_dashboard');
    remotes.warmRemote('mf_dashboard');
    await settle();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_dashboard', exposes: ['./App'], resourceCategory: 'sync' },
    ]);
  });
});
