import { callFunction } from 'shared-auth';

/** Forgets the owner's Google token (revoked at Google where possible). */
export async function disconnectCalendar(): Promise<void> {
  await callFunction('google-calendar', { body: { action: 'disconnect' } });
}
