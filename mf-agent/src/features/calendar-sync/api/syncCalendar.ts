import { callFunction } from 'shared-auth';

export interface CalendarSyncResult {
  synced: number;
  created: number;
  updated: number;
  lastSync: string;
}

/** Pushes the owner's appointments to the primary Google Calendar. Not connected: FunctionCallError 'not_connected'. */
export function syncCalendar(): Promise<CalendarSyncResult> {
  return callFunction<CalendarSyncResult>('google-calendar', { body: { action: 'sync' } });
}
