import type { CloudSignupResult } from '../api/whatsappInstance';

/**
 * What one message of Meta's Embedded Signup popup says: the number chosen (its ids), the
 * authorization code, or that the owner left without finishing.
 */
export type SignupMessage =
  { kind: 'finish'; ids: Omit<CloudSignupResult, 'code'> } | { kind: 'code'; code: string } | { kind: 'abandoned' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Meta posts its session messages as JSON text; the local sandbox as objects. */
function payload(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Reads a `message` event's data from the popup's origin; null for anything else it may post.
 * - {type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: {phone_number_id, waba_id}}: the number
 *   (Meta's other FINISH_* events, such as the coexistence onboarding's, carry the same ids). A finish
 *   without a number, CANCEL and ERROR: abandoned.
 * - {type: 'FB_LOGIN', status: 'connected', authResponse: {code}}: the code; any other login status:
 *   abandoned.
 */
export function readSignupMessage(data: unknown): SignupMessage | null {
  const message = payload(data);
  if (!isRecord(message)) return null;
  if (message.type === 'WA_EMBEDDED_SIGNUP') {
    const event = text(message.event);
    if (event === 'CANCEL' || event === 'ERROR') return { kind: 'abandoned' };
    if (!event?.startsWith('FINISH')) return null;
    const ids = isRecord(message.data) ? message.data : {};
    const wabaId = text(ids.waba_id);
    const phoneNumberId = text(ids.phone_number_id);
    if (!wabaId || !phoneNumberId) return { kind: 'abandoned' };
    return { kind: 'finish', ids: { waba_id: wabaId, phone_number_id: phoneNumberId } };
  }
  if (message.type === 'FB_LOGIN') {
    const code = isRecord(message.authResponse) ? text(message.authResponse.code) : null;
    return message.status === 'connected' && code ? { kind: 'code', code } : { kind: 'abandoned' };
  }
  return null;
}
