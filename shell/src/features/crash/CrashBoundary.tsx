import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

/** The last line of defence: any error the shell does not handle shows the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] erro inesperado:', error);
  }

  render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
