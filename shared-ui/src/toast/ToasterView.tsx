import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { theme } from '../theme/theme';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION } from './toastConfig';

export interface ToasterViewProps {
  /** Most toasts visible at once; the oldest beyond it are dismissed. */
  limit?: number;
}

/**
 * react-hot-toast's Toaster with the product's position, durations and limit. Pages render AppToaster,
 * which loads this (and react-hot-toast) when the page is idle or at its first toast.
 * @public reached through the lazy `import('./toastLibrary')`, which knip does not follow.
 */
export function ToasterView({ limit = TOAST_LIMIT }: ToasterViewProps) {
  const { toasts } = useToasterStore();

  // react-hot-toast's documented limit pattern: the store lists newest first, so indices past the limit
  // are the oldest visible toasts.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, index) => index >= limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);

  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        blank: { duration: TOAST_DURATIONS.blank },
        error: { duration: TOAST_DURATIONS.error },
        custom: { duration: TOAST_DURATIONS.custom },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        style: {
          fontFamily: theme.fonts.body,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.text,
          background: theme.colors.surface,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.lg,
        },
      }}
    />
  );
}
