// What the page exposes for the singleton journey (shared-auth's client/singletons.ts).
declare global {
  var __ATENDE_SINGLETONS__:
    | {
        apps: string[];
        react: unknown[];
        styled: unknown[];
        router: unknown[];
        supabaseClients: number;
        authStores: number;
      }
    | undefined;
}
export {};
