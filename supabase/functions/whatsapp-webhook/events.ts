// What an Evolution v2 delivery means for the product: connection.update {state: open | close |
// connecting, wuid?} and qrcode.updated (a QR on screen, so connecting) update the record of the
// connection; messages.upsert from a client is recorded and read (incoming.ts); a message of the
// instance's own number (messages.upsert fromMe, send.message) is recorded (own.ts). Other events
// (statuses…) are acknowledged and left alone.
import { connectionStatus } from '../_shared/evolution.ts';
import { recordState, type InstanceRow } from '../_shared/whatsappState.ts';
import { numberOfJid } from '../_shared/whatsappPhone.ts';
import { onClientMessage, type IncomingOutcome } from '../_shared/incoming/clientMessage.ts';
import { whatsappMessage } from '../_shared/channel/evolutionEvents.ts';
import { onOwnMessage, type OwnOutcome } from './own.ts';

export interface Delivery {
  event: string;
  instance: string;
  data?: unknown;
  /** The instance's own key (its hash), which Evolution sends with every event: required (auth.ts). */
  apikey?: unknown;
}

export type Outcome = 'applied' | 'ignored' | 'stale' | IncomingOutcome | OwnOutcome;

/** 'CONNECTION_UPDATE' or 'connection.update' → 'connection.update'. */
export const eventName = (event: string) => event.toLowerCase().replace(/_/g, '.');

export function isDelivery(body: unknown): body is Delivery {
  const d = body as Partial<Delivery> | null;
  return typeof d?.event === 'string' && typeof d.instance === 'string' && d.instance.length > 0;
}

/**
 * Applies one delivery of `row`'s instance (already authenticated: auth.ts). A client's message goes
 * to the assistant as the few fields its workflow reads (_shared/assistantDelivery.ts), never the
 * delivery as received, which holds the instance's key.
 */
export async function applyDelivery(delivery: Delivery, row: InstanceRow): Promise<Outcome> {
  const event = eventName(delivery.event);
  const message = event === 'messages.upsert' || event === 'send.message' ? whatsappMessage(delivery.data) : null;
  if (event !== 'connection.update' && event !== 'qrcode.updated' && !message) return 'ignored';
  if (message) {
    if (message.fromMe) return onOwnMessage(row, message, event === 'send.message');
    return onClientMessage(row, message);
  }
  if (event === 'qrcode.updated') {
    // A new QR follows a 'close'; one arriving while the row says connected is an old delivery.
    if (row.status === 'connected') return 'stale';
    await recordState(row, 'connecting');
    return 'applied';
  }
  const data = (delivery.data ?? {}) as { state?: unknown; wuid?: unknown };
  const status = connectionStatus(data.state);
  const number = status === 'connected' ? (numberOfJid(data.wuid) ?? row.whatsapp_number) : undefined;
  await recordState(row, status, number);
  return 'applied';
}
