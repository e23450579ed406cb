import type { ReactNode } from 'react';
import { createQueryClient, QueryProvider } from 'shared-auth/query';

/**
 * The site's one QueryClient (shared-auth/query): every remote's useQuery reads this cache, so the
 * checkout and the customer area share what they read. Created with this chunk, which only the
 * routes that read server state load (the landing and the booking page never do).
 */
const queryClient = createQueryClient();

export function ServerState({ children }: { children: ReactNode }) {
  return <QueryProvider client={queryClient}>{children}</QueryProvider>;
}
