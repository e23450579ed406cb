import { Component, type ReactNode } from 'react';
import { ErrorState } from 'shared-ui';

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
