import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from 'shared-ui';
import { RemoteBoundary } from './RemoteBoundary';
import { forgetRemote, loadRemoteApp, warmRemote, type RemoteName } from './remotes';

/** Props every remote's ./App accepts from the shell. */
export interface RemoteAppProps {
  warmRemote?: (remote: RemoteName) => void;
}

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

/**
 * A remote's ./App module. `ready`, where a remote exports it, settles once the page at the address
 * has its code (the dashboard's pages are chunks of their own): a prerendered page waits for it.
 */
type RemoteModule = { default: ComponentType<RemoteAppProps>; ready?: Promise<unknown> };

// One lazy component per remote for the page's life (re-created only by a retry), so moving between
// routes of the same remote never shows the loading state again.
const lazyApps = new Map<RemoteName, RemoteComponent>();
// Remotes loaded ahead of the first render (a prerendered page's): rendered at once, never suspended.
const readyApps = new Map<RemoteName, ComponentType<RemoteAppProps>>();

function lazyApp(remote: RemoteName): RemoteComponent {
  let app = lazyApps.get(remote);
  if (!app) {
    app = lazy(() => loadRemoteApp<RemoteModule>(remote));
    lazyApps.set(remote, app);
  }
  return app;
}

/** Loads a remote's ./App (and its page's code) before React renders it: no loading state first. */
export async function preloadRemoteApp(remote: RemoteName): Promise<void> {
  const module = await loadRemoteApp<RemoteModule>(remote);
  readyApps.set(remote, module.default);
  await module.ready;
}

/**
 * Mounts a remote's ./App inside the shell chrome, with loading state, fallback and retry. Keyed by
 * remote: two routes rendering different remotes at the same place must not share a failed state.
 */
export function RemoteSlot({ remote }: { remote: RemoteName }) {
  return <RemoteMount key={remote} remote={remote} />;
}

function RemoteMount({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const App = readyApps.get(remote) ?? lazyApp(remote);
  const retry = async () => {
    await forgetRemote(remote);
    lazyApps.delete(remote);
    readyApps.delete(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={() => void retry()}>
      <Suspense fallback={<Spinner label="Carregando..." />}>
        <App warmRemote={warmRemote} />
      </Suspense>
    </RemoteBoundary>
  );
}
