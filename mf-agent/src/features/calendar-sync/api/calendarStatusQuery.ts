import { queryOptions } from '@tanstack/react-query';
import { fetchCalendarStatus } from './fetchCalendarStatus';
import { calendarSyncKeys } from './queryKeys';

/** The status read: a failure is logged (the card shows it and offers to try again), not toasted. */
export const calendarStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: calendarSyncKeys.status(userId),
    queryFn: fetchCalendarStatus,
    meta: { errorLabel: '[calendar] status' },
  });
