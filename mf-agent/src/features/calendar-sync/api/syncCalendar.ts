import { invokeFunction } from 'shared-auth/client';

export interface CalendarSyncResult {
  synced: number;
  created: number;
  updated: number;
  lastSync: string;
}

/** Pushes the owner's appointments to the primary Google Calendar. Not connected: FunctionCallError 'not_connected'. */
export function syncCalendar(): Promise<CalendarSyncResult> {
  return invokeFunction<CalendarSyncResult>('google-calendar', { action: 'sync' });
}
