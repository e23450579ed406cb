import { callFunction, FunctionCallError as NotificationError } from 'shared-auth';
import type { NotificationChannel, NotificationTemplate } from 'shared-domain';

export interface NotificationRequest {
  type: NotificationChannel;
  /** The client's phone, 55 + DDD + number. */
  to: string;
  template: NotificationTemplate;
  /** What the template shows: the client's name, the date (dd/MM/yyyy) and the time (HH:mm). */
  data: { nome: string; data: string; hora: string };
  appointmentId: string;
}

/** The function refused or failed: its code and message ({success:false, error:{code,message}}). */
export { NotificationError };

/**
 * Sends a notice to a client through supabase/functions/send-notification (the gateway's key stays on
 * the server). Resolves with the notification's id; rejects with a NotificationError.
 */
export async function sendNotification(request: NotificationRequest): Promise<string> {
  const data = await callFunction<{ success: boolean; notificationId?: string } | null>('send-notification', {
    body: request,
  });
  if (!data?.success) throw new NotificationError('send-notification did not confirm', 'not_sent', 200);
  return data.notificationId ?? '';
}
