import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-build/apps';
import { isRemoteUnavailable, MANIFEST_TIMEOUT_MS } from './remoteGuardPlugin';

/** The remotes' federation names, as shared-build/apps.mjs lists them. */
export type { RemoteName };

let manifests: Promise<Record<string, string>> | null = null;

/**
 * remotes.json from the shell's own origin (name → mf-manifest.json URL), fetched once and
 * registered with the runtime: a remote redeployed elsewhere needs no shell rebuild.
 * A failed fetch is forgotten so the next attempt (the fallback's retry) fetches again.
 */
export function remoteManifests(): Promise<Record<string, string>> {
  manifests ??= // The server answers no-cache and preloads it in the page's head; the fetch reuses that preload.
    fetch('/remotes.json', { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((res) => {
        if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
        return res.json() as Promise<Record<string, string>>;
      })
      .then((map) => {
        registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
        return map;
      })
      .catch((error) => {
        manifests = null;
        throw error;
      });
  return manifests;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`remote ${remote} indisponível`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads a remote's exposed ./App; throws RemoteUnavailableError for any failure. */
export async function loadRemoteApp<T>(remote: RemoteName): Promise<T> {
  try {
    await remoteManifests();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const module = await loadRemote<T>(`${remote}/App`);
  if (!module || isRemoteUnavailable(module)) {
    throw new RemoteUnavailableError(remote, isRemoteUnavailable(module) ? module.error : undefined);
  }
  return module;
}

/** Forgets a failed remote so a retry loads its manifest and entry again. */
export async function forgetRemote(remote: RemoteName): Promise<void> {
  const map = await remoteManifests().catch(() => null);
  if (map?.[remote]) registerRemotes([{ name: remote, entry: map[remote] }], { force: true });
}

const warmed = new Set<RemoteName>();

/** Warms a remote the visitor is likely to open next (a plan choice on the landing warms the checkout). */
export function warmRemote(remote: RemoteName): void {
  if (warmed.has(remote)) return;
  warmed.add(remote);
  // Downloads the remote's entry and its App chunks without running them.
  void remoteManifests()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'sync' }]))
    .catch(() => warmed.delete(remote));
}
