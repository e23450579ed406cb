import type { ToastType } from 'react-hot-toast';

// At most 20 toasts at once, top-right, in every area.
export const TOAST_LIMIT = 20;

export const TOAST_POSITION = 'top-right' as const;

// Durations in milliseconds: 4 s blank/error/custom, 2 s success, loading until dismissed.
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};
