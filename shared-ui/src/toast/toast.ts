import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type ToastLibrary = typeof import('./toastLibrary');
type Message = ValueOrFunction<Renderable, Toast>;
type Kind = 'success' | 'error' | 'loading' | 'custom';

let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
const pending: Array<(lib: ToastLibrary) => void> = [];
let announceLoaded: (lib: ToastLibrary) => void = () => undefined;
const loaded = new Promise<ToastLibrary>((resolve) => {
  announceLoaded = resolve;
});

/** The library when it is already here (AppToaster then renders the view at once). */
export function loadedToastLibrary(): ToastLibrary | null {
  return library;
}

/** Resolves once the library is here, whoever asked for it (AppToaster then shows the view). */
export function whenToastLibraryLoaded(): Promise<ToastLibrary> {
  return loaded;
}

/**
 * Loads react-hot-toast and the Toaster view once (AppToaster asks when the page is idle, a toast
 * asks at once; a screen about to toast may ask early). Calls made before it arrives are replayed
 * in order.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('./toastLibrary').then((lib) => {
    library = lib;
    for (const run of pending.splice(0)) run(lib);
    announceLoaded(lib);
    return lib;
  });
  return loading;
}

function withLibrary(run: (lib: ToastLibrary) => void): void {
  if (library) return run(library);
  pending.push(run);
  void loadToastLibrary();
}

let lastId = 0;

// Ids are ours, so a toast created before the library arrived can still be updated or dismissed.
function show(kind: Kind | null, message: Message, options?: ToastOptions): string {
  const id = options?.id ?? `atende-toast-${++lastId}`;
  withLibrary(({ hotToast }) => (kind ? hotToast[kind] : hotToast)(message, { ...options, id }));
  return id;
}

/**
 * The page's toasts: react-hot-toast's API (toast(), success, error, loading, custom, dismiss,
 * remove) without downloading it up front. Import it from 'shared-ui', never from react-hot-toast.
 */
export const toast = Object.assign((message: Message, options?: ToastOptions) => show(null, message, options), {
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  loading: (message: Message, options?: ToastOptions) => show('loading', message, options),
  custom: (message: Message, options?: ToastOptions) => show('custom', message, options),
  dismiss: (id?: string) => withLibrary(({ hotToast }) => hotToast.dismiss(id)),
  remove: (id?: string) => withLibrary(({ hotToast }) => hotToast.remove(id)),
});

export type { ToastOptions };
