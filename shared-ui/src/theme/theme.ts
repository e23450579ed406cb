// The one theme every app renders through ThemeProvider. Values are plain strings/numbers (no `as const`)
// so a remote can build a variant with the same shape.

const gray = {
  0: '#FFFFFF',
  50: '#F9FAFB',
  100: '#F3F4F6',
  200: '#E5E7EB',
  300: '#D1D5DB',
  400: '#9CA3AF',
  500: '#6B7280',
  600: '#4B5563',
  700: '#374151',
  800: '#1F2937',
  900: '#111827',
};

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 };

export const theme = {
  colors: {
    gray,
    // Brand purple: #7C3AED carries white text at 5.7:1 (WCAG AA); hover/active are darker still.
    primary: '#7C3AED',
    primaryHover: '#6D28D9',
    primaryActive: '#5B21B6',
    primarySubtle: '#EDE9FE',
    primaryText: '#5B21B6',
    onPrimary: '#FFFFFF',
    success: '#16A34A',
    successStrong: '#15803D',
    successSubtle: '#DCFCE7',
    successText: '#166534',
    warning: '#D97706',
    warningSubtle: '#FEF3C7',
    warningText: '#92400E',
    danger: '#DC2626',
    dangerHover: '#B91C1C',
    dangerSubtle: '#FEE2E2',
    dangerText: '#991B1B',
    onDanger: '#FFFFFF',
    info: '#2563EB',
    infoSubtle: '#DBEAFE',
    infoText: '#1E40AF',
    text: gray[900],
    textMuted: gray[600],
    background: gray[50],
    surface: gray[0],
    surfaceMuted: gray[100],
    border: gray[200],
    // Form-control borders need 3:1 against the surface (WCAG 1.4.11), so they are darker than `border`.
    controlBorder: gray[500],
    focus: '#7C3AED',
    overlay: 'rgba(17, 24, 39, 0.6)',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 2px 8px rgba(17, 24, 39, 0.08), 0 1px 2px rgba(17, 24, 39, 0.04)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18), 0 2px 6px rgba(17, 24, 39, 0.08)',
  },
  // System fonts only: no web-font download on the landing route.
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '1.875rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  breakpoints,
  // Desktop-first helpers: `down` queries are what collapse the layout on narrow screens.
  media: {
    smDown: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    mdDown: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
  },
  zIndices: { sticky: 100, sidebar: 200, dialog: 1000 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

export type AppTheme = typeof theme;
