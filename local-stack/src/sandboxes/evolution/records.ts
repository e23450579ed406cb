// A message of the history in Evolution's shape: the `data` of its messages.upsert and send.message
// deliveries, sendText's answer and, with the record's own id, a chat/findMessages record.
import type { Instance, LoggedMessage } from './store.ts';

export function messageData(instance: Instance, m: LoggedMessage) {
  const fromMe = m.fromMe !== false;
  return {
    key: {
      remoteJid: m.remoteJid ?? `${m.number}@s.whatsapp.net`,
      fromMe,
      id: m.id,
      ...(m.participant ? { participant: m.participant } : {}),
    },
    pushName: m.pushName ?? '',
    message: { conversation: m.text },
    messageType: 'conversation',
    messageTimestamp: Math.floor(Date.parse(m.at) / 1000),
    instanceId: instance.instanceId,
    // Evolution guesses the device from the message id; what the API sends is 'unknown'.
    source: m.source ?? (fromMe ? 'unknown' : 'android'),
  };
}

/** A findMessages record: the row's id, the message, its context and status updates. */
export function messageRecord(instance: Instance, m: LoggedMessage) {
  return { id: m.recordId ?? m.id, ...messageData(instance, m), contextInfo: null, MessageUpdate: [] };
}
