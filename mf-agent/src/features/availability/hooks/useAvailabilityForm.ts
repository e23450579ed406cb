import { useCallback, useState } from 'react';
import { weeklySchedule, type AgentSchedule, type AgentWeeklySchedule } from 'shared-domain';
import { toast } from 'shared-ui';
import { useWeekEditor, type UpdateWeekDays } from '../../../components/week/useWeekEditor';
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
  const [errors, setErrors] = useState<string[]>([]);
  const { mutate, isPending: saving } = useSaveAvailability(userId, (saved) => {
    toast.success(stepDone ? AVAILABILITY_MESSAGES.resaved : AVAILABILITY_MESSAGES.saved);
    onSaved(saved);
  });

  const updateDias = useCallback<UpdateWeekDays>((change) => setDraft((d) => ({ ...d, dias: change(d.dias) })), []);
  const week = useWeekEditor(draft.dias, updateDias);

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
    ...week,
    errors,
    saving,
    setNumber,
    save,
  };
}

export type AvailabilityForm = ReturnType<typeof useAvailabilityForm>;
