// Test helper: renders landing UI inside the providers the shell gives a remote.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from 'shared-ui';

/** Shows where the router is, so a test can assert a navigation: 'rota: /checkout?plan=anual'. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`rota: ${pathname}${search}`}</p>;
}

// Opt in to react-router 7 behaviour, which also silences its deprecation warnings in test output.
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

/**
 * Renders `ui` at `/` (the landing's mount point) inside UiProvider and a MemoryRouter. Every other
 * path renders a LocationProbe.
 */
export function renderLanding(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

type MatchMediaMock = (query: string) => MediaQueryList;

/** Makes window.matchMedia answer `matches` for every query; returns a function restoring the original. */
export function mockMatchMedia(matches: boolean): () => void {
  const original = window.matchMedia;
  const mock: MatchMediaMock = (query) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.matchMedia = mock;
  return () => {
    window.matchMedia = original;
  };
}
