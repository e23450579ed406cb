import { useCallback, useState } from 'react';
import {
  DEFAULT_BREAK,
  weeklySchedule,
  type AgentSchedule,
  type AgentWeeklySchedule,
  type DaySchedule,
  type TimeInterval,
  type Weekday,
} from 'shared-domain';
import { toast } from 'shared-ui';
import { useSaveAvailability } from '../api/useSaveAvailability';
import { AVAILABILITY_MESSAGES } from '../messages';
import { buildSchedule, toDraft } from '../utils/buildSchedule';
import { validateSchedule, type ScheduleDraft, type ScheduleNumberField } from '../utils/validateSchedule';

/**
 * The weekday editor and the duration card (with the notice): what the owner sets, the open row, the
 * save. `stepDone`: the schedule was saved before, so a save updates the settings rather than completing the step.
 */
export function useAvailabilityForm(
  userId: string,
  initialSchedule: AgentSchedule | AgentWeeklySchedule,
  onSaved: (schedule: AgentWeeklySchedule) => void,
  stepDone = false,
) {
  const [stored] = useState(() => weeklySchedule(initialSchedule));
  const [draft, setDraft] = useState<ScheduleDraft>(() => toDraft(stored));
  const [expanded, setExpanded] = useState<Weekday | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const { mutate, isPending: saving } = useSaveAvailability(userId, (saved) => {
    toast.success(stepDone ? AVAILABILITY_MESSAGES.resaved : AVAILABILITY_MESSAGES.saved);
    onSaved(saved);
  });

  const changeDay = useCallback((day: Weekday, change: (d: DaySchedule) => DaySchedule) => {
    setDraft((d) => ({ ...d, dias: { ...d.dias, [day]: change(d.dias[day]) } }));
  }, []);

  // Only one row open at a time, and only an open day's.
  const toggleExpanded = useCallback(
    (day: Weekday) => {
      if (!draft.dias[day].ativo) return;
      setExpanded((current) => (current === day ? null : day));
    },
    [draft.dias],
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

  const setNumber = useCallback((field: ScheduleNumberField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
  }, []);

  const save = useCallback(() => {
    const problems = validateSchedule(draft);
    setErrors(problems);
    if (problems.length === 0) mutate(buildSchedule(draft, stored));
  }, [draft, stored, mutate]);

  return {
    draft,
    expanded,
    errors,
    saving,
    toggleExpanded,
    setActive,
    setHours,
    addBreak,
    changeBreak,
    removeBreak,
    setNumber,
    save,
  };
}

export type AvailabilityForm = ReturnType<typeof useAvailabilityForm>;
