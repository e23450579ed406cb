import { lazy, type ComponentType } from 'react';

/** A component whose code is downloaded on first use, or ahead of it through `preload()`. */
export interface Loadable<P extends object> {
  (props: P): React.ReactElement;
  /** Starts the download; resolves once the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy that renders at once when its code is already here. React.lazy suspends on its first
 * render even when the import has finished (its promise settles a tick later), so a page opened on
 * a prerendered snapshot would show its loading state for a frame; preloaded, this never does.
 * `load` names the export in code (our modules use named exports), visible to the compiler and knip.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  const component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}
