import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Professional } from '../types';
import { teamOf, type Team } from '../utils/team';
import { fetchProfessionals } from './fetchProfessionals';
import { scheduleKeys } from './queryKeys';

const NONE: Professional[] = [];

/** The owner's professionals (they change on the 'Equipe' page: read again on each visit to the agenda). */
export const professionalsQueryOptions = (idDono: string) =>
  queryOptions({
    queryKey: scheduleKeys.professionals(idDono),
    queryFn: () => fetchProfessionals(idDono),
    // No toast: without the list the agenda is the one-person page it always was.
    meta: { errorLabel: '[agenda] professionals' },
  });

/**
 * Who works in the business, as the agenda uses it. Until the list is read (or when it cannot be), the
 * page is the one-person agenda: no filter, no columns, no select.
 */
export function useTeam(idDono: string): Team {
  const { data } = useQuery(professionalsQueryOptions(idDono));
  const professionals = data ?? NONE;
  return useMemo(() => teamOf(professionals), [professionals]);
}
