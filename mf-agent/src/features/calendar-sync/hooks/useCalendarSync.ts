import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FunctionCallError, useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';
import { authorizeCalendar } from '../api/authorizeCalendar';
import { disconnectCalendar } from '../api/disconnectCalendar';
import { calendarStatusQueryOptions } from '../api/calendarStatusQuery';
import type { CalendarStatus } from '../api/fetchCalendarStatus';
import { syncCalendar } from '../api/syncCalendar';
import { CALENDAR_MESSAGES, CALENDAR_RETURN_PARAM, calendarRedirectTo, calendarReturn } from '../utils/calendarReturn';
import { leavePage } from '../utils/leavePage';

export type CalendarAction = 'connect' | 'sync' | 'disconnect';

const NOT_CONNECTED: CalendarStatus = { isConnected: false, lastSync: null };

/** The Google Calendar connection: its status, connect (through Google's consent), sync and disconnect. */
export function useCalendarSync() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const queryClient = useQueryClient();
  const statusQuery = calendarStatusQueryOptions(userId);
  const status = useQuery({ ...statusQuery, enabled: userId !== '' });
  const [params, setParams] = useSearchParams();

  // Back from Google's consent: say how it went once, and take the marker out of the address.
  useEffect(() => {
    const outcome = calendarReturn(params);
    if (!outcome) return;
    // A fixed id: a second run of this effect (StrictMode) updates the same toast.
    (outcome.ok ? toast.success : toast.error)(outcome.message, { id: 'calendar-return' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CALENDAR_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  /** What a write answered is shown at once; the status is then read again from the server. */
  const show = (next: CalendarStatus) => {
    queryClient.setQueryData(statusQuery.queryKey, next);
    void queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
  };

  const connect = useMutation({
    mutationFn: () => authorizeCalendar(calendarRedirectTo(window.location)),
    meta: { errorMessage: CALENDAR_MESSAGES.connectFailed, errorLabel: '[calendar] authorize' },
    onSuccess: (url) => leavePage(url),
  });

  const sync = useMutation({
    mutationFn: () => syncCalendar(),
    meta: { errorMessage: CALENDAR_MESSAGES.syncFailed, errorLabel: '[calendar] sync' },
    onSuccess: (result) => {
      show({ isConnected: true, lastSync: result.lastSync });
      toast.success(CALENDAR_MESSAGES.synced);
    },
    onError: (err) => {
      // The connection was revoked meanwhile (e.g. from another tab): show it as it is.
      if (err instanceof FunctionCallError && err.code === 'not_connected')
        queryClient.setQueryData(statusQuery.queryKey, NOT_CONNECTED);
    },
  });

  const disconnect = useMutation({
    mutationFn: () => disconnectCalendar(),
    meta: { errorMessage: CALENDAR_MESSAGES.disconnectFailed, errorLabel: '[calendar] disconnect' },
    onSuccess: () => {
      show(NOT_CONNECTED);
      toast.success(CALENDAR_MESSAGES.disconnected);
    },
  });

  // Connecting stays busy once Google's address came: the page is on its way there.
  const busy: CalendarAction | null =
    connect.isPending || connect.isSuccess
      ? 'connect'
      : sync.isPending
        ? 'sync'
        : disconnect.isPending
          ? 'disconnect'
          : null;

  return {
    status,
    busy,
    connect: () => connect.mutate(),
    sync: () => sync.mutate(),
    disconnect: () => disconnect.mutate(),
  };
}
