import { useCallback, useState } from 'react';
import { DEFAULT_BREAK, type DaySchedule, type TimeInterval, type Weekday } from 'shared-domain';

export type WeekDays = Record<Weekday, DaySchedule>;

/** Applies a change to the week being edited (the form keeps `dias` in its own draft). */
export type UpdateWeekDays = (change: (dias: WeekDays) => WeekDays) => void;

/**
 * The weekday rows' editing: which row is open (only one at a time, and only an open day's) and the
 * changes to a day's switch, hours and breaks. `updateDias` should be stable (a `useCallback`), so
 * the callbacks are too and the memoized rows don't re-render.
 */
export function useWeekEditor(dias: WeekDays, updateDias: UpdateWeekDays) {
  const [expanded, setExpanded] = useState<Weekday | null>(null);

  const changeDay = useCallback(
    (day: Weekday, change: (d: DaySchedule) => DaySchedule) =>
      updateDias((current) => ({ ...current, [day]: change(current[day]) })),
    [updateDias],
  );

  const toggleExpanded = useCallback(
    (day: Weekday) => {
      if (!dias[day].ativo) return;
      setExpanded((current) => (current === day ? null : day));
    },
    [dias],
  );

  const setActive = useCallback(
    (day: Weekday, ativo: boolean) => {
      changeDay(day, (d) => ({ ...d, ativo }));
      if (!ativo) setExpanded((current) => (current === day ? null : current));
    },
    [changeDay],
  );

  const setHours = useCallback(
    (day: Weekday, field: 'horario_inicio' | 'horario_fim', value: string) =>
      changeDay(day, (d) => ({ ...d, [field]: value })),
    [changeDay],
  );

  const addBreak = useCallback(
    (day: Weekday) => changeDay(day, (d) => ({ ...d, intervalos: [...d.intervalos, { ...DEFAULT_BREAK }] })),
    [changeDay],
  );

  const changeBreak = useCallback(
    (day: Weekday, index: number, field: keyof TimeInterval, value: string) =>
      changeDay(day, (d) => ({
        ...d,
        intervalos: d.intervalos.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)),
      })),
    [changeDay],
  );

  const removeBreak = useCallback(
    (day: Weekday, index: number) =>
      changeDay(day, (d) => ({ ...d, intervalos: d.intervalos.filter((_, i) => i !== index) })),
    [changeDay],
  );

  return { expanded, toggleExpanded, setActive, setHours, addBreak, changeBreak, removeBreak };
}

export type WeekEditorState = ReturnType<typeof useWeekEditor>;
