import { useEffect, useState } from 'react';
import { whenIdle } from '../internal/whenIdle';
import { loadedToastLibrary, loadToastLibrary, whenToastLibraryLoaded } from './toast';
import type { ToasterViewProps } from './ToasterView';

export type AppToasterProps = ToasterViewProps;

type View = typeof import('./ToasterView').ToasterView;

/**
 * The page's only Toaster. Render it once (UiProvider does): a second one would show every toast
 * twice, because all toasts share one store. react-hot-toast is fetched when the page is idle, or at
 * the first toast if that comes sooner, so the first paint and interaction never wait for it.
 */
export function AppToaster(props: AppToasterProps) {
  const [View, setView] = useState<View | null>(() => loadedToastLibrary()?.ToasterView ?? null);
  useEffect(() => {
    if (View) return;
    let live = true;
    void whenToastLibraryLoaded().then((lib) => live && setView(() => lib.ToasterView));
    const cancelIdle = whenIdle(() => void loadToastLibrary(), 200);
    return () => {
      live = false;
      cancelIdle();
    };
  }, [View]);
  return View ? <View {...props} /> : null;
}
