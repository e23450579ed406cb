import { invokeFunction } from 'shared-auth/client';

/** Forgets the owner's Google token (revoked at Google where possible). */
export async function disconnectCalendar(): Promise<void> {
  await invokeFunction<{ disconnected: boolean }>('google-calendar', { action: 'disconnect' });
}
