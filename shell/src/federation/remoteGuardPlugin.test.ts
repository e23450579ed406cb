import { createInstance } from '@module-federation/enhanced/runtime';
import { fireEvent, waitFor } from '@testing-library/react';
import remoteGuardPlugin, {
  isRemoteUnavailable,
  MANIFEST_TIMEOUT_MS,
  SCRIPT_TIMEOUT_MS,
  type RemoteUnavailableModule,
} from './remoteGuardPlugin';

type Hooks = Required<ReturnType<typeof remoteGuardPlugin>>;
type ErrorArgs = Parameters<Hooks['errorLoadRemote']>[0];

// jsdom has neither fetch nor AbortSignal.timeout: stand-ins the tests can watch.
const fetchMock = jest.fn<Promise<unknown>, [RequestInfo | URL, RequestInit?]>();
const timeoutSignals = new Map<number, AbortSignal>();

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  AbortSignal.timeout = (ms: number) => {
    const signal = new AbortController().signal;
    timeoutSignals.set(ms, signal);
    return signal;
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  timeoutSignals.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function failAt(lifecycle: ErrorArgs['lifecycle'], error: unknown = new Error('falhou')) {
  const plugin = remoteGuardPlugin() as Hooks;
  return plugin.errorLoadRemote({ id: 'mf_dashboard/App', error, lifecycle } as ErrorArgs);
}

describe('remoteGuardPlugin', () => {
  it.each(['beforeRequest', 'beforeLoadShare', 'onLoad'] as const)(
    'answers a failure at %s with the unavailable marker, and says which remote failed',
    (lifecycle) => {
      const error = new Error('conexão recusada');
      const answer = failAt(lifecycle, error);
      expect(answer).toEqual({ __remoteUnavailable: true, id: 'mf_dashboard/App', error });
      expect(isRemoteUnavailable(answer)).toBe(true);
      expect(console.warn).toHaveBeenCalledWith(`[federation] mf_dashboard/App falhou em ${lifecycle}:`, error);
    },
  );

  it('answers nothing for a failed manifest, which the runtime then reports at onLoad', () => {
    expect(failAt('afterResolve')).toBeUndefined();
  });

  it('tells the marker from a real module', () => {
    expect(isRemoteUnavailable({ default: () => null })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
    expect(isRemoteUnavailable(undefined)).toBe(false);
  });

  it('gives the manifest fetch a time-out, keeping the runtime’s own options', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    const plugin = remoteGuardPlugin() as Hooks;
    await plugin.fetch('https://cdn.exemplo/mf-manifest.json', { credentials: 'omit' });
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.exemplo/mf-manifest.json', {
      credentials: 'omit',
      signal: timeoutSignals.get(MANIFEST_TIMEOUT_MS),
    });
  });

  it('creates the entry script with the runtime’s attributes and a shorter time-out', () => {
    const plugin = remoteGuardPlugin() as Hooks;
    const created = plugin.createScript({
      url: 'https://cdn.exemplo/remoteEntry.js',
      attrs: { crossorigin: 'anonymous', defer: true, async: false, 'data-remote': 'mf_agent' },
    }) as { script: HTMLScriptElement; timeout: number };
    expect(created.timeout).toBe(SCRIPT_TIMEOUT_MS);
    expect(created.script.src).toBe('https://cdn.exemplo/remoteEntry.js');
    expect(created.script.async).toBe(true);
    expect(created.script).toHaveAttribute('crossorigin', 'anonymous');
    expect(created.script).toHaveAttribute('data-remote', 'mf_agent');
    expect(created.script).not.toHaveAttribute('defer');
  });

  it('makes the real runtime resolve loadRemote with the marker when a manifest cannot be fetched', async () => {
    const down = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(down);
    const federation = createInstance({
      name: 'shell_test',
      remotes: [{ name: 'mf_agent', entry: 'https://cdn.exemplo/mf_agent/mf-manifest.json' }],
      plugins: [remoteGuardPlugin()],
    });

    const module = await federation.loadRemote<RemoteUnavailableModule>('mf_agent/App');
    expect(isRemoteUnavailable(module)).toBe(true);
    expect(module?.id).toBe('mf_agent/App');
    expect(fetchMock).toHaveBeenCalledWith(
      'https://cdn.exemplo/mf_agent/mf-manifest.json',
      expect.objectContaining({ signal: timeoutSignals.get(MANIFEST_TIMEOUT_MS) }),
    );
    // The runtime logs its own warnings too; ours name the stage.
    const stages = jest
      .mocked(console.warn)
      .mock.calls.map(([message]) => String(message))
      .filter((message) => message.startsWith('[federation]'));
    expect(stages).toEqual([
      '[federation] https://cdn.exemplo/mf_agent/mf-manifest.json falhou em afterResolve:',
      '[federation] mf_agent/App falhou em onLoad:',
    ]);
  });

  it('makes the real runtime resolve loadRemote with the marker when the entry script fails', async () => {
    // The guard as the runtime uses it, keeping hold of the script it creates.
    const guard = remoteGuardPlugin() as Hooks;
    const scripts: HTMLScriptElement[] = [];
    const federation = createInstance({
      name: 'shell_test_entry',
      remotes: [{ name: 'mf_devconsole', entry: 'https://cdn.exemplo/mf_devconsole/remoteEntry.js' }],
      plugins: [
        {
          ...guard,
          createScript: (args) => {
            const created = guard.createScript(args) as { script: HTMLScriptElement; timeout: number };
            scripts.push(created.script);
            return created;
          },
        },
      ],
    });

    const loading = federation.loadRemote<RemoteUnavailableModule>('mf_devconsole/App');
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]).toHaveAttribute('src', 'https://cdn.exemplo/mf_devconsole/remoteEntry.js');
    fireEvent.error(scripts[0]);

    const module = await loading;
    expect(isRemoteUnavailable(module)).toBe(true);
    expect(module?.id).toBe('mf_devconsole/App');
  });
});
