import { useMutation } from '@tanstack/react-query';
import type { AgentWeeklySchedule } from 'shared-domain';
import { AVAILABILITY_MESSAGES } from '../messages';
import { saveAvailability } from './saveAvailability';

/** The step's save; a failure is logged and toasted by the client, and what was set stays on screen. */
export function useSaveAvailability(userId: string, onSaved: (schedule: AgentWeeklySchedule) => void) {
  return useMutation({
    mutationFn: (schedule: AgentWeeklySchedule) => saveAvailability(userId, schedule),
    meta: { errorMessage: AVAILABILITY_MESSAGES.saveFailed, errorLabel: '[availability] save' },
    onSuccess: onSaved,
  });
}
