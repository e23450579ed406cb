// Test helper: renders checkout UI inside the providers the shell gives a remote, at /checkout.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { QueryProvider } from 'shared-auth/query';
import { createTestQueryClient } from 'shared-auth/testing';
import { UiProvider } from 'shared-ui';
import { useCheckoutStore } from '../lib/checkoutStore';

/** Shows where the router is, so a test can assert a navigation: 'rota: /'. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`rota: ${pathname}${search}`}</p>;
}

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

/**
 * `ui` at /checkout (with navigation `state`, which renderSignedIn does not take), inside the providers
 * the shell gives: the UI, a fresh QueryClient (returned as `queryClient`) and the router.
 */
export function renderCheckout(
  ui: ReactElement,
  {
    at = '/checkout',
    state,
    queryClient = createTestQueryClient(),
  }: { at?: string; state?: unknown; queryClient?: QueryClient } = {},
) {
  const result = render(
    <UiProvider>
      <QueryProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[
            { pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state },
          ]}
          future={ROUTER_FUTURE}
        >
          <Routes>
            <Route path="/checkout" element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </UiProvider>,
  );
  return { ...result, queryClient };
}

/** A fresh checkout and a signed-out visitor whose auth has settled. */
export function resetStores() {
  useCheckoutStore.getState().reset();
  useAuthStore.setState({
    session: null,
    user: null,
    profile: null,
    authorized: false,
    authError: null,
    loading: false,
  });
}
