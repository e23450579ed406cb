// What of a client's WhatsApp message goes to the assistant: only the fields its workflow reads, in the
// gateway's shape (event, instance, data.key.{remoteJid, fromMe, id}, data.pushName,
// data.message.conversation). The gateway's raw delivery also carries the instance's `apikey` and
// whatever else Evolution adds: that stays in whatsapp-webhook, never in assistant_deliveries nor in
// n8n's executions. 20261205000100_engine_safety.sql cut the rows stored before to this same shape.
import { textOf, type StoredMessage } from './evolution.ts';

export interface AssistantDelivery {
  event: 'messages.upsert';
  instance: string;
  data: {
    key: { remoteJid: string; fromMe: boolean; id: string };
    pushName: string | null;
    message: { conversation: string };
  };
}

/** A client's message as the gateway delivered it (`data` of a messages.upsert). */
interface DeliveredMessage {
  key?: { remoteJid?: unknown; fromMe?: unknown; id?: unknown };
  pushName?: unknown;
  message?: StoredMessage['message'];
}

/**
 * The body forwarded to the assistant for a client's message of `instance`; null when `data` is not
 * one (no chat or message id).
 */
export function assistantDelivery(instance: string, data: unknown): AssistantDelivery | null {
  const msg = (data ?? {}) as DeliveredMessage;
  const { remoteJid, fromMe, id } = msg.key ?? {};
  if (typeof remoteJid !== 'string' || typeof id !== 'string' || !id) return null;
  return {
    event: 'messages.upsert',
    instance,
    data: {
      key: { remoteJid, fromMe: fromMe === true, id },
      pushName: typeof msg.pushName === 'string' ? msg.pushName : null,
      // The text (a conversation or an extended text); '' for media, which the workflow leaves alone.
      message: { conversation: textOf(msg.message) },
    },
  };
}
