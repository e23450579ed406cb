import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from 'shared-ui';

// The fallback's own code (shared-ui/widgets, from the shell's origin) loads only when a remote fails:
// the landing's first screen does not carry it.
const ErrorState = lazy(() => import('shared-ui/widgets').then((m) => ({ default: m.ErrorState })));

export interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load and a remote that throws while rendering. */
export class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
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
        <Suspense fallback={<Spinner label="Carregando..." />}>
          <ErrorState
            title="Não foi possível carregar esta área"
            description="Esta parte do site está temporariamente indisponível. O restante continua funcionando."
            retryLabel="Tentar novamente"
            onRetry={this.props.onRetry}
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
