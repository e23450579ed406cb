// What of a client's WhatsApp message goes to the assistant: only the fields its workflow reads, in the
// gateway's shape (event, instance, data.key.{remoteJid, fromMe, id}, data.pushName,
// data.message.conversation), whichever channel it came by (the Cloud API's are normalised to the
// same). The raw delivery also carries the instance's `apikey` or Meta's metadata: that stays in the
// webhook functions, never in assistant_deliveries nor in n8n's executions.
// 20261205000100_engine_safety.sql cut the rows stored before to this same shape.
import type { IncomingMessage } from './channel/index.ts';

export interface AssistantDelivery {
  event: 'messages.upsert';
  instance: string;
  data: {
    key: { remoteJid: string; fromMe: boolean; id: string };
    pushName: string | null;
    message: { conversation: string };
  };
}

/** The body forwarded to the assistant for a client's message of `instance`. */
export function assistantDelivery(instance: string, msg: IncomingMessage): AssistantDelivery {
  return {
    event: 'messages.upsert',
    instance,
    data: {
      key: { remoteJid: msg.remoteJid, fromMe: msg.fromMe, id: msg.id },
      pushName: msg.pushName,
      // The typed text; '' for media, which the workflow leaves alone.
      message: { conversation: msg.words },
    },
  };
}
