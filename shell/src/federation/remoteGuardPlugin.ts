import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest and entry script may take before the shell shows the fallback. */
export const MANIFEST_TIMEOUT_MS = 8000;
export const SCRIPT_TIMEOUT_MS = 15000;

/** What loadRemote resolves to when a remote failed at any stage: RemoteSlot turns it into the fallback. */
export interface RemoteUnavailableModule {
  __remoteUnavailable: true;
  id: string;
  error: unknown;
}

export function isRemoteUnavailable(module: unknown): module is RemoteUnavailableModule {
  return typeof module === 'object' && module !== null && '__remoteUnavailable' in module;
}

/**
 * A remote that is down, slow or broken never takes the shell down. The manifest fetch gets a
 * time-out (it has none by default), the entry script a shorter one than the default 20 s, and any
 * failure — manifest (afterResolve), entry or exposed module (onLoad) — resolves loadRemote with a
 * marker instead of throwing into the runtime. No React here: this runs before shared modules load.
 */
export default function remoteGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atende-remote-guard',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} falhou em ${lifecycle}:`, error);
      // afterResolve expects a manifest: answering nothing makes the runtime throw, which reaches
      // the onLoad stage below with the same error.
      if (lifecycle === 'afterResolve') return undefined;
      const unavailable: RemoteUnavailableModule = { __remoteUnavailable: true, id, error };
      return unavailable;
    },
  };
}
