// Test helper of the remotes (exported as 'shared-auth/testing', never bundled into an app): renders UI
// inside the providers the shell gives a remote, at a route of the customer area, signed in or not.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '../query';
import { useAuthStore } from '../store/authStore';
import { UiProvider } from 'shared-ui';
import type { ProfileRow } from 'shared-domain';

/** Shows where the router went and with which state, so a test can assert a navigation. */
function LocationProbe() {
  const { pathname, state } = useLocation();
  return <p>{`rota: ${pathname} ${state ? JSON.stringify(state) : ''}`.trim()}</p>;
}

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

/** A QueryClient of the product's defaults that keeps no timer alive after a test. */
export const createTestQueryClient = () => createQueryClient({ gcTime: Infinity });

/**
 * `ui` at the route `at`, inside the providers the shell gives: the UI, the router and a fresh
 * QueryClient (returned as `queryClient`, to look at or seed the cache).
 */
export function renderSignedIn(
  ui: ReactElement,
  { at = '/user-dashboard', queryClient = createTestQueryClient() }: { at?: string; queryClient?: QueryClient } = {},
) {
  const result = render(
    <UiProvider>
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]} future={ROUTER_FUTURE}>
          <Routes>
            <Route path={at.split('?')[0]} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </UiProvider>,
  );
  return { ...result, queryClient };
}

export const TEST_USER = { id: '11111111-1111-4111-8111-111111111111', email: 'ana@clinica.com.br' };

/** A signed-in customer whose auth has settled (owner code USR-TESTE001). */
export function signIn(profile: Partial<ProfileRow> = {}) {
  useAuthStore.setState({
    session: { user: TEST_USER } as never,
    user: { ...TEST_USER, user_metadata: {} } as never,
    profile: {
      id: TEST_USER.id,
      email: TEST_USER.email,
      full_name: 'Ana Souza',
      id_dono: 'USR-TESTE001',
      ...profile,
    } as ProfileRow,
    authorized: true,
    authError: null,
    loading: false,
  });
}
