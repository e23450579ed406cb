import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  countFutureAppointments,
  deactivateProfessional,
  loadTeam,
  reactivateProfessional,
  saveProfessional,
  type ProfessionalInput,
} from '../api/teamApi';
import { teamKeys } from '../api/queryKeys';
import { isTeamLimit } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';

/** The owner's team and services: a failed read is logged and toasted once, and the page offers to try again. */
export function useTeamQuery(userId: string) {
  return useQuery({
    queryKey: teamKeys.team(userId),
    queryFn: loadTeam,
    meta: { errorMessage: TEAM_MESSAGES.loadFailed, errorLabel: '[team] load' },
  });
}

/** After any write the team is read again, so the list shows what the server now holds. */
function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: teamKeys.team(userId) }), [queryClient, userId]);
}

/** The form's save; a failure is logged and toasted by the client, and the form keeps what was typed. */
export function useSaveProfessional(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: ProfessionalInput) => saveProfessional(input),
    meta: {
      errorMessage: (error) => (isTeamLimit(error) ? TEAM_MESSAGES.teamFull : TEAM_MESSAGES.saveFailed),
      errorLabel: '[team] save',
    },
    onSuccess: () => void refresh(),
  });
}

/** How many future active appointments a professional has (asked for before deactivating them). */
export function useCountFutureAppointments() {
  return useMutation({
    mutationFn: (id: string) => countFutureAppointments(id),
    meta: { errorMessage: TEAM_MESSAGES.countFailed, errorLabel: '[team] count appointments' },
  });
}

/** Deactivation, keeping (destino null) or moving their future appointments; the caller shows a refusal. */
export function useDeactivateProfessional(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, destino }: { id: string; destino: string | null }) => deactivateProfessional(id, destino),
    meta: { errorLabel: '[team] deactivate' },
    onSettled: () => void refresh(),
  });
}

export function useReactivateProfessional(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) => reactivateProfessional(id),
    meta: {
      errorMessage: (error) => (isTeamLimit(error) ? TEAM_MESSAGES.teamFull : TEAM_MESSAGES.reactivateFailed),
      errorLabel: '[team] reactivate',
    },
    onSuccess: () => void refresh(),
  });
}
