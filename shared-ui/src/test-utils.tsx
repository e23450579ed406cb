// Test helpers for this package only (not exported from index.ts).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme/theme';

interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Wraps the UI in a MemoryRouter starting at these entries (for NavLink/Link). */
  routerEntries?: string[];
}

export function renderWithTheme(ui: ReactElement, { routerEntries, ...options }: RenderWithThemeOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
    return routerEntries ? <MemoryRouter initialEntries={routerEntries}>{themed}</MemoryRouter> : themed;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
