import { getRest } from 'shared-auth';

export interface CalendarStatus {
  isConnected: boolean;
  /** When events were last pushed (timestamptz), null when never. */
  lastSync: string | null;
}

/** Whether the owner's Google Calendar is connected, and its last sync (rpc google_calendar_status; no token). */
export async function fetchCalendarStatus(): Promise<CalendarStatus> {
  const { data, error } = await getRest().rpc('google_calendar_status');
  if (error) throw new Error(error.message);
  const status = (data ?? {}) as Partial<CalendarStatus>;
  return { isConnected: Boolean(status.isConnected), lastSync: status.lastSync ?? null };
}
