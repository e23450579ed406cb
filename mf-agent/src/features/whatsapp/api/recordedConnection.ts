import { getRest } from 'shared-auth';
import type { WhatsappChannel } from 'shared-domain';
import type { ConnectionStatus } from './whatsappInstance';

/** The connection as the server last recorded it (gateway webhook events and the function's answers). */
export interface RecordedConnection {
  status: ConnectionStatus;
  /** The instance's name, what the function calls instanceId. */
  instanceId: string;
  number: string | null;
  /** QR code (evolution) or Meta's Cloud API (cloud). */
  channel: WhatsappChannel;
  /** The Cloud API number's display name at Meta; null on the QR code channel. */
  displayName: string | null;
}

/** whatsapp_instances.status holds the widget's values and older ones ('qrcode', 'open', 'error'). */
function widgetStatus(status: string): ConnectionStatus {
  if (status === 'connected' || status === 'open') return 'connected';
  if (status === 'connecting' || status === 'qrcode') return 'connecting';
  return 'disconnected';
}

/**
 * The signed-in owner's instance row (RLS: their own only), read from the database: no gateway call,
 * so it is cheap enough to read every couple of seconds while a QR code waits to be scanned. Null
 * when there is no instance.
 */
export async function fetchRecordedConnection(userId: string): Promise<RecordedConnection | null> {
  const { data, error } = await getRest()
    .from('whatsapp_instances')
    .select('instance_name,status,whatsapp_number,channel,display_name')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  return {
    status: widgetStatus(data.status),
    instanceId: data.instance_name,
    number: data.whatsapp_number,
    // The column's CHECK holds it to the two channels.
    channel: data.channel === 'cloud' ? 'cloud' : 'evolution',
    displayName: data.display_name,
  };
}
