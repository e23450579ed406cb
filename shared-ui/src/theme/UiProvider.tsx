import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AppToaster } from '../toast/AppToaster';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type AppTheme } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
  theme?: AppTheme;
  /** Render GlobalStyle (default true). */
  globalStyle?: boolean;
  /** Render the page's Toaster (default true). */
  toaster?: boolean;
}

/**
 * Theme + global style + toaster. The shell renders it once around everything; a remote renders it
 * only when it runs standalone (inside the shell it would add a second Toaster and GlobalStyle).
 */
export function UiProvider({ children, theme = defaultTheme, globalStyle = true, toaster = true }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      {toaster && <AppToaster />}
      {children}
    </ThemeProvider>
  );
}
