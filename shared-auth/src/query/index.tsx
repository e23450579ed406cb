// shared-auth/query: the customer area's one tool for server state, TanStack Query (a shared singleton
// of the federation contract, so every remote's useQuery reads the shell's one QueryClient). Its own
// entry: the landing and the public booking page never load it.
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { DefaultOptions, Mutation, Query } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
// The light entry by name, never by path: each entry is its own shared module, and a path would bundle
// a second auth store into this one.
import { mySubscription, useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';

/** What a query or mutation may say about its failure; the client's caches act on it (see below). */
export interface ServerStateMeta extends Record<string, unknown> {
  /** The pt-BR toast of a failure (from the spec's catalogue); a function picks it by the error, null: none. */
  errorMessage?: string | ((error: unknown) => string | null);
  /** The console label of a failure, '[feature] what'; without it the query key says. */
  errorLabel?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServerStateMeta;
    mutationMeta: ServerStateMeta;
  }
}

function reportFailure(error: unknown, meta: ServerStateMeta | undefined, fallbackLabel: string) {
  console.error(meta?.errorLabel ?? fallbackLabel, error);
  const message = typeof meta?.errorMessage === 'function' ? meta.errorMessage(error) : meta?.errorMessage;
  if (message) toast.error(message);
}

/**
 * The QueryClient with the product's defaults: a failed read is shown at once (its error state and
 * toast, the page offers 'Tentar novamente') rather than retried behind a spinner, and nothing is read
 * again just because the window got focus; pages that poll say so (refetchInterval).
 */
export function createQueryClient(defaults: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) =>
        reportFailure(error, query.meta, `[query] ${JSON.stringify(query.queryKey)}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation: Mutation<unknown, unknown, unknown>) =>
        reportFailure(error, mutation.meta, `[mutation] ${JSON.stringify(mutation.options.mutationKey ?? [])}`),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, ...defaults },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives `client` (one of its own when none is given: a remote's standalone page, a test) to the pages
 * below, and drops what it holds when the signed-in customer changes: nobody sees another's data.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [held] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let userId = useAuthStore.getState().user?.id ?? null;
    return useAuthStore.subscribe((s) => {
      const next = s.user?.id ?? null;
      if (next !== userId && userId !== null) held.clear();
      userId = next;
    });
  }, [held]);
  return <QueryClientProvider client={held}>{children}</QueryClientProvider>;
}

/** Every query of the subscription state starts with this key: invalidate it after changing a subscription. */
export const SUBSCRIPTION_KEY = ['subscription'] as const;

/**
 * my_subscription() of one customer, read once: what changes it (a cancellation, a purchase, a payment)
 * invalidates SUBSCRIPTION_KEY, so no page re-reads it just by mounting.
 */
export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTION_KEY, userId],
    queryFn: mySubscription,
    staleTime: Infinity,
    meta: { errorLabel: '[subscription] my_subscription' },
  });

/** The signed-in customer's subscription state; idle while nobody is signed in. */
export function useMySubscription() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({ ...subscriptionQuery(userId ?? ''), enabled: userId !== null });
}
