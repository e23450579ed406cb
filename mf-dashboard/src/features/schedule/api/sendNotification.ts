import { callFunction, FunctionCallError as NotificationError } from 'shared-auth';
import type { SendNotificationRequest } from 'shared-domain';

/** What the agenda sends: the function's contract (shared-domain). */
export type NotificationRequest = SendNotificationRequest;

/** The function refused or failed: its code and message ({success:false, error:{code,message}}). */
export { NotificationError };

/**
 * Sends a notice to a client through supabase/functions/send-notification (the gateway's key stays on
 * the server). Resolves with the notification's id; rejects with a NotificationError.
 */
export async function sendNotification(request: NotificationRequest): Promise<string> {
  const data = await callFunction('send-notification', { body: request });
  if (!data?.success) throw new NotificationError('send-notification did not confirm', 'not_sent', 200);
  return data.notificationId ?? '';
}
