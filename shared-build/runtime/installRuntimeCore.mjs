// The federation runtime core, once per page. Remotes are built with `externalRuntime` and read it
// from this global instead of each remote entry carrying its own copy (about 11 KB gzip a remote).
import * as runtimeCore from '@module-federation/runtime-core';

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export function installRuntimeCore() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
}
