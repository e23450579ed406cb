import { useCallback, useMemo, useState } from 'react';
import type { Appointment } from '../types';

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * The appointments ticked on the cards. Only rows still listed count, and a row cancelled after it was
 * ticked drops out: it is neither confirmed nor reminded.
 */
export function useAgendaSelection(listRows: readonly Appointment[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_SELECTION);
  const selectedRows = useMemo(
    () => listRows.filter((r) => selected.has(r.id) && r.status !== 'cancelado'),
    [listRows, selected],
  );

  const toggleMany = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const toggle = useCallback((id: string, on: boolean) => toggleMany([id], on), [toggleMany]);
  const clear = useCallback(() => setSelected(NO_SELECTION), []);

  return { selected, selectedRows, toggle, toggleMany, clear };
}
