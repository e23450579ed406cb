// The customer's WhatsApp connection as the product records it, written only by the server (the
// whatsapp-instance function and the gateway's webhook): the row of public.whatsapp_instances and
// its mirror agent_configs.whatsapp {status, webhook_url}, which the assistant setup reads.
import { admin, must } from './supabase.ts';

export type WidgetStatus = 'connected' | 'connecting' | 'disconnected';

export interface InstanceRow {
  user_id: string;
  instance_name: string;
  /** The instance's own key at the gateway (its hash). */
  api_key: string | null;
  whatsapp_number: string | null;
  webhook_url: string | null;
  status: string;
  /** The secret of this instance's webhook (the WEBHOOK_TOKEN_HEADER of its deliveries). */
  webhook_secret: string;
  /** When the gateway was last given webhook_secret (null: instances from before it existed). */
  webhook_synced_at: string | null;
  /** evolution (the QR code) or cloud (Meta's Cloud API, with the four columns below). */
  channel: 'evolution' | 'cloud';
  phone_number_id: string | null;
  waba_id: string | null;
  display_name: string | null;
  /** The Cloud API token, sealed (channel/tokenBox.ts). */
  access_token: string | null;
}

const COLUMNS =
  'user_id,instance_name,api_key,whatsapp_number,webhook_url,status,webhook_secret,webhook_synced_at,channel,phone_number_id,waba_id,display_name,access_token';

const instances = () => admin().from('whatsapp_instances');

/** The header carrying the instance's own webhook secret on the gateway's deliveries. */
export const WEBHOOK_TOKEN_HEADER = 'x-webhook-token';

/** The product's own endpoint for the gateway's events. */
export function webhookUrl(): string {
  const base = Deno.env.get('SUPABASE_URL');
  if (!base) throw new Error('SUPABASE_URL is not set');
  return `${base.replace(/\/+$/, '')}/functions/v1/whatsapp-webhook`;
}

export async function instanceOfUser(userId: string): Promise<InstanceRow | null> {
  return must(await instances().select(COLUMNS).eq('user_id', userId).maybeSingle<InstanceRow>());
}

/** The Cloud API row of a phone number id (the webhook's metadata.phone_number_id). */
export async function instanceOfNumberId(phoneNumberId: string): Promise<InstanceRow | null> {
  return must(
    await instances()
      .select(COLUMNS)
      .eq('channel', 'cloud')
      .eq('phone_number_id', phoneNumberId)
      .maybeSingle<InstanceRow>(),
  );
}

export async function instanceNamed(name: string): Promise<InstanceRow | null> {
  return must(await instances().select(COLUMNS).eq('instance_name', name.toLowerCase()).maybeSingle<InstanceRow>());
}

/** Creates or replaces the caller's row (one instance per user, named after the user). */
export async function saveInstance(row: InstanceRow): Promise<void> {
  must(await instances().upsert(row, { onConflict: 'user_id' }));
  await mirrorOnAgent(row.user_id, row.status as WidgetStatus, row.webhook_url);
}

/**
 * Records that the gateway holds the row's current secret (and where the webhook points), and the
 * instance's key when the row had none (rows from before the key was kept): the key is required on
 * every delivery. Only if the secret is still the one sent, so a newer secret is never marked sent.
 */
export async function markWebhookSynced(row: InstanceRow, url: string, apiKey: string | null): Promise<void> {
  const next = {
    webhook_synced_at: new Date().toISOString(),
    webhook_url: url,
    ...(!row.api_key && apiKey ? { api_key: apiKey } : {}),
  };
  must(await instances().update(next).eq('instance_name', row.instance_name).eq('webhook_secret', row.webhook_secret));
}

/** Instances whose gateway has not been given their secret yet, by name after `after` (the operator's sync). */
export async function unsyncedInstances(limit: number, after = ''): Promise<InstanceRow[]> {
  return must(
    await instances()
      .select(COLUMNS)
      .is('webhook_synced_at', null)
      .gt('instance_name', after)
      .order('instance_name')
      .limit(limit),
  ) as InstanceRow[];
}

/**
 * Records a new state on the row (and the number once known) and mirrors it on the agent. Rows that
 * already say so are not rewritten, so polling every few seconds does not touch updated_at.
 */
export async function recordState(
  row: InstanceRow,
  status: WidgetStatus,
  number?: string | null,
): Promise<InstanceRow> {
  // Only what this change knows: a webhook and an action may run at once, and a number read before
  // the other's write must not be written back.
  const next: Partial<InstanceRow> = number === undefined ? { status } : { status, whatsapp_number: number };
  if (next.status === row.status && (number === undefined || number === row.whatsapp_number)) {
    // The agent row may have been created after the last change: keep it in step all the same.
    await mirrorOnAgent(row.user_id, status, row.webhook_url);
    return row;
  }
  const updated = must(
    await instances().update(next).eq('instance_name', row.instance_name).select(COLUMNS).maybeSingle<InstanceRow>(),
  );
  await mirrorOnAgent(row.user_id, status, row.webhook_url);
  return updated ?? { ...row, ...next };
}

export async function removeInstance(userId: string): Promise<void> {
  must(await admin().from('whatsapp_instances').delete().eq('user_id', userId));
  await mirrorOnAgent(userId, 'disconnected', null);
}

/**
 * agent_configs.whatsapp for the owner: the setup's WhatsApp step, with the instance's webhook while
 * it is connected or connecting (none once disconnected, so a deletion and the gateway's last 'close'
 * arriving at the same time write the same value). A user without an agent row yet is skipped (the
 * update matches nothing); an unchanged value is not rewritten.
 */
export async function mirrorOnAgent(userId: string, status: WidgetStatus, url: string | null): Promise<void> {
  const whatsapp = { status, webhook_url: status === 'disconnected' ? null : url };
  must(
    await admin()
      .from('agent_configs')
      .update({ whatsapp })
      .eq('user_id', userId)
      .neq('whatsapp', JSON.stringify(whatsapp)),
  );
}
