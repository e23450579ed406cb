import { callFunction } from 'shared-auth';
import type { CalendarSyncAnswer } from 'shared-domain';

/** The function's answer to 'sync' (shared-domain's contract). */
export type CalendarSyncResult = CalendarSyncAnswer;

/** Pushes the owner's appointments to the primary Google Calendar. Not connected: FunctionCallError 'not_connected'. */
export function syncCalendar(): Promise<CalendarSyncResult> {
  return callFunction('google-calendar', { body: { action: 'sync' } });
}
