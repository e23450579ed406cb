// A message of the history in Evolution's shape: the `data` of its messages.upsert and send.message
// deliveries, sendText's answer and, with the record's own id, a chat/findMessages record. A client's
// voice note, picture or document carries Evolution v2's media message (audioMessage, imageMessage,
// documentMessage: the WhatsApp fields Baileys gives, buffers as base64 and longs as strings, as
// Evolution's database keeps them) and, in a delivery to a webhook set with base64, the bytes as
// `message.base64` (what Evolution adds before sending messages.upsert; never stored, so never in
// findMessages).
import type { Instance, LoggedMessage } from './store.ts';

export function messageData(instance: Instance, m: LoggedMessage, options: { base64?: boolean } = {}) {
  const fromMe = m.fromMe !== false;
  const media = m.media?.type && m.media.content ? m.media : null;
  return {
    key: {
      remoteJid: m.remoteJid ?? `${m.number}@s.whatsapp.net`,
      fromMe,
      id: m.id,
      ...(m.participant ? { participant: m.participant } : {}),
    },
    pushName: m.pushName ?? '',
    message: media
      ? { [media.type!]: media.content, ...(options.base64 ? { base64: media.base64 } : {}) }
      : { conversation: m.text },
    messageType: media ? media.type! : 'conversation',
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
