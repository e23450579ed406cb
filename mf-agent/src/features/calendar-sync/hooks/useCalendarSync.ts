import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FunctionCallError } from 'shared-auth/client';
import { toast } from 'shared-ui';
import { useAsyncData } from 'shared-ui/widgets';
import { authorizeCalendar } from '../api/authorizeCalendar';
import { disconnectCalendar } from '../api/disconnectCalendar';
import { fetchCalendarStatus } from '../api/fetchCalendarStatus';
import { syncCalendar } from '../api/syncCalendar';
import { CALENDAR_MESSAGES, CALENDAR_RETURN_PARAM, calendarRedirectTo, calendarReturn } from '../utils/calendarReturn';
import { leavePage } from '../utils/leavePage';

export type CalendarAction = 'connect' | 'sync' | 'disconnect';

/** The Google Calendar connection: its status, connect (through Google's consent), sync and disconnect. */
export function useCalendarSync() {
  const { state, reload, update } = useAsyncData(() => fetchCalendarStatus(), [], {
    onError: (err) => console.error('[calendar] status', err),
  });
  const [busy, setBusy] = useState<CalendarAction | null>(null);
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

  const connect = useCallback(async () => {
    setBusy('connect');
    try {
      const url = await authorizeCalendar(calendarRedirectTo(window.location));
      // The page leaves for Google: stay busy until it does.
      leavePage(url);
    } catch (err) {
      console.error('[calendar] authorize', err);
      toast.error(CALENDAR_MESSAGES.connectFailed);
      setBusy(null);
    }
  }, []);

  const sync = useCallback(async () => {
    setBusy('sync');
    try {
      const result = await syncCalendar();
      update(() => ({ isConnected: true, lastSync: result.lastSync }));
      toast.success(CALENDAR_MESSAGES.synced);
    } catch (err) {
      console.error('[calendar] sync', err);
      toast.error(CALENDAR_MESSAGES.syncFailed);
      // The connection was revoked meanwhile (e.g. from another tab): show it as it is.
      if (err instanceof FunctionCallError && err.code === 'not_connected')
        update(() => ({ isConnected: false, lastSync: null }));
    } finally {
      setBusy(null);
    }
  }, [update]);

  const disconnect = useCallback(async () => {
    setBusy('disconnect');
    try {
      await disconnectCalendar();
      update(() => ({ isConnected: false, lastSync: null }));
      toast.success(CALENDAR_MESSAGES.disconnected);
    } catch (err) {
      console.error('[calendar] disconnect', err);
      toast.error(CALENDAR_MESSAGES.disconnectFailed);
    } finally {
      setBusy(null);
    }
  }, [update]);

  return { state, busy, reload, connect, sync, disconnect };
}
