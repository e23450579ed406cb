import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth/client';
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
export class NotificationError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NotificationError';
  }
}

/**
 * Sends a notice to a client through supabase/functions/send-notification (the gateway's key stays on
 * the server). Resolves with the notification's id; rejects with a NotificationError.
 */
export async function sendNotification(request: NotificationRequest): Promise<string> {
  const { data, error } = await getSupabase().functions.invoke<{ success: boolean; notificationId?: string }>(
    'send-notification',
    { body: request },
  );
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      throw new NotificationError(
        body?.error?.message ?? error.message,
        body?.error?.code ?? 'http_error',
        response.status,
      );
    }
    throw new NotificationError(error.message, 'network_error', 0);
  }
  if (!data?.success) throw new NotificationError('send-notification did not confirm', 'not_sent', 200);
  return data.notificationId ?? '';
}
