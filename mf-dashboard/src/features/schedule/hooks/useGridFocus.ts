import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dayAfterKey } from '../utils/gridKeys';

/**
 * Roving focus over a calendar grid's day buttons (each carries data-day): one Tab stop, arrows move
 * by a day or a week, Home/End, PageUp/PageDown. A move past the grid calls `onLeave` with the new day
 * (the caller shows that day's month) and focus follows once it is drawn.
 */
export function useGridFocus(days: readonly string[], preferred: string, onLeave: (day: string) => void) {
  const [focused, setFocused] = useState<string | null>(null);
  const pendingFocus = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const tabStop = focused && days.includes(focused) ? focused : days.includes(preferred) ? preferred : days[0];

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${tabStop}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const next = dayAfterKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    pendingFocus.current = true;
    setFocused(next);
    if (!days.includes(next)) onLeave(next);
  };

  return { gridRef, tabStop, onKeyDown, setFocused };
}
