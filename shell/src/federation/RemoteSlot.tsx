import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorState, Spinner } from 'shared-ui';
import { forgetRemote, loadRemoteApp, warmRemote, type RemoteName } from './remotes';

/** Props every remote's ./App accepts from the shell. */
export interface RemoteAppProps {
  warmRemote?: (remote: RemoteName) => void;
}

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per remote for the page's life (re-created only by a retry), so moving between
// routes of the same remote never shows the loading state again.
const lazyApps = new Map<RemoteName, RemoteComponent>();

function lazyApp(remote: RemoteName): RemoteComponent {
  let app = lazyApps.get(remote);
  if (!app) {
    app = lazy(() => loadRemoteApp<{ default: ComponentType<RemoteAppProps> }>(remote));
    lazyApps.set(remote, app);
  }
  return app;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load and a remote that throws while rendering. */
class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('[federation] remote indisponível:', error);
  }

  render() {
    if (this.state.error) {
      return (
        <ErrorState
          title="Não foi possível carregar esta área"
          description="Esta parte do site está temporariamente indisponível. O restante continua funcionando."
          retryLabel="Tentar novamente"
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
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
  const App = lazyApp(remote);
  const retry = async () => {
    await forgetRemote(remote);
    lazyApps.delete(remote);
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
