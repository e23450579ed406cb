import { useCallback, useState } from 'react';
import type { AgendaDialog } from '../components/AgendaDialogs';
import type { Appointment } from '../types';

/** The one dialog open on the agenda, and stable ways to open and close it (the cards are memoised). */
export function useAgendaDialog() {
  const [dialog, setDialog] = useState<AgendaDialog>(null);
  return {
    dialog,
    openCreate: useCallback(() => setDialog({ kind: 'create' }), []),
    openFilters: useCallback(() => setDialog({ kind: 'filters' }), []),
    openReschedule: useCallback((row: Appointment) => setDialog({ kind: 'reschedule', row }), []),
    openCancel: useCallback((row: Appointment) => setDialog({ kind: 'cancel', row }), []),
    close: useCallback(() => setDialog(null), []),
  };
}
