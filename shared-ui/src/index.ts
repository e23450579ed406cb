// Public API of shared-ui. Apps import from 'shared-ui' only (Module Federation shares it as a singleton).

// Type-only import (erased at build time) that brings the DefaultTheme augmentation to every importer.
import type {} from './styled';

// Theme
export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider, type UiProviderProps } from './theme/UiProvider';

// Components every page may need. Form controls, dialog, tabs, table and the sidebar layout are in
// 'shared-ui/widgets', so the landing does not download them.
export { Button, type ButtonProps } from './components/Button/Button';
export { LinkButton } from './components/Button/LinkButton';
export {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './components/Button/buttonStyles';
export { Card, type CardPadding, type CardProps } from './components/Card/Card';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export type { SpinnerSize } from './components/Spinner/SpinnerIcon';
export { VisuallyHidden, visuallyHiddenStyles } from './components/VisuallyHidden/VisuallyHidden';

// Toasts: import `toast` from here, never from react-hot-toast: one store for the page, and
// react-hot-toast is downloaded only when the page is idle or shows its first toast.
export { AppToaster, type AppToasterProps } from './toast/AppToaster';
export { TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION } from './toast/toastConfig';
export { toast, loadToastLibrary as preloadToasts, type ToastOptions } from './toast/toast';

// Money (Intl, no dependency). Date formatters (date-fns) are in 'shared-ui/dates', so pages
// without dates, like the landing, do not download date-fns.
export { formatBRL } from './format/currency';

// The document's title while a page shows.
export { usePageTitle } from './page/usePageTitle';
// Code-split components that render at once once preloaded (a prerendered page's first commit).
export { loadable, type Loadable } from './page/loadable';
