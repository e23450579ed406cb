/**
 * A page-wide record of the instances that must exist once (the federation contract).
 * It lives on globalThis, not in a module, so that a second copy of a package would add to the
 * same record instead of hiding in its own: the browser test reads it and expects one of each.
 */
export interface SingletonRecord {
  apps: string[];
  react: unknown[];
  styled: unknown[];
  router: unknown[];
  supabaseClients: number;
  authStores: number;
}

declare global {
  var __ATENDE_SINGLETONS__: SingletonRecord | undefined;
}

export function singletonRecord(): SingletonRecord {
  globalThis.__ATENDE_SINGLETONS__ ??= {
    apps: [],
    react: [],
    styled: [],
    router: [],
    supabaseClients: 0,
    authStores: 0,
  };
  return globalThis.__ATENDE_SINGLETONS__;
}

function addOnce(list: unknown[], value: unknown) {
  if (value !== undefined && !list.includes(value)) list.push(value);
}

/** Each app calls this with the modules it imported itself; a duplicate shows as a second entry. */
export function registerApp(app: string, modules: { react: unknown; styled: unknown; router: unknown }): void {
  const record = singletonRecord();
  if (!record.apps.includes(app)) record.apps.push(app);
  addOnce(record.react, modules.react);
  addOnce(record.styled, modules.styled);
  addOnce(record.router, modules.router);
}
