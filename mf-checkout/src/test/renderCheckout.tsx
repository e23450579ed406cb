// Test helper: renders checkout UI inside the providers the shell gives a remote, at /checkout.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { useCheckoutStore } from '../lib/checkoutStore';

/** Shows where the router is, so a test can assert a navigation: 'rota: /'. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`rota: ${pathname}${search}`}</p>;
}

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

export function renderCheckout(ui: ReactElement, { at = '/checkout', state }: { at?: string; state?: unknown } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter
        initialEntries={[{ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }]}
        future={ROUTER_FUTURE}
      >
        <Routes>
          <Route path="/checkout" element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
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
