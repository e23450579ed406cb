// Handing a client's message to the owner's assistant (its n8n workflow's webhook). The webhook
// requires a secret header (n8n Header Auth) that only the functions can make: an HMAC of the
// webhook's URL with a server key, so nothing secret is stored and each activation (a new URL) gets
// a new secret. Every message goes through assistant_deliveries, by the gateway's message id: sent at
// most once, and kept while n8n does not take it (assistant-forward offers it again with backoff).
import { hmacSha256Hex } from './hmac.ts';
import { providerTimeout } from './providerFetch.ts';
import { admin, must } from './supabase.ts';
import { numberOfJid } from './whatsappPhone.ts';
import { webhookUrl as whatsappWebhookUrl } from './whatsappState.ts';

/** The header the assistant's Webhook node requires. */
export const ASSISTANT_SECRET_HEADER = 'x-atende-assistant-secret';
const FORWARD_TIMEOUT_MS = 10_000;
/** How long the first attempt holds a message before assistant-forward may offer it again. */
const FIRST_LEASE_MS = 30_000;
/** When a failed first attempt is tried again. */
const RETRY_AFTER_MS = 10_000;

/** The secret of the webhook at `webhookUrl` (ASSISTANT_WEBHOOK_KEY, else the service role key, as its key). */
export async function assistantWebhookSecret(webhookUrl: string): Promise<string> {
  const key = Deno.env.get('ASSISTANT_WEBHOOK_KEY') || Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!key) throw new Error('ASSISTANT_WEBHOOK_KEY (or SUPABASE_SERVICE_ROLE_KEY) is not set');
  return hmacSha256Hex(key, `assistant-webhook:${webhookUrl}`);
}

/** The owner's published assistant's webhook, or null when none is active. */
export async function activeWebhook(userId: string): Promise<string | null> {
  const agent = must(
    await admin().from('agent_configs').select('status,webhook_url').eq('user_id', userId).maybeSingle(),
  );
  const url = agent?.status === 'active' ? agent.webhook_url : null;
  // Never back to whatsapp-webhook itself (an agent row from before the assistant forwarded through it).
  return url && url !== whatsappWebhookUrl() ? url : null;
}

/** POSTs the delivery to the webhook with its secret; throws with the reason when n8n did not take it. */
async function post(webhookUrl: string, body: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ASSISTANT_SECRET_HEADER]: await assistantWebhookSecret(webhookUrl),
      },
      body,
      signal: AbortSignal.timeout(providerTimeout('ASSISTANT_FORWARD_TIMEOUT_MS', FORWARD_TIMEOUT_MS)),
    });
    await res.body?.cancel();
  } catch (err) {
    throw new Error(`assistant unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new Error(`assistant answered ${res.status}`);
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function finish(instance: string, messageId: string, error: string | null): Promise<void> {
  const update = error
    ? { last_error: error.slice(0, 500), next_attempt_at: later(RETRY_AFTER_MS) }
    : { status: 'forwarded', forwarded_at: new Date().toISOString(), last_error: null };
  must(
    await admin()
      .from('assistant_deliveries')
      .update(update)
      .eq('instance_name', instance)
      .eq('message_id', messageId)
      .eq('status', 'pending'),
  );
}

export type ForwardOutcome = 'forwarded' | 'queued' | 'duplicate' | 'no_assistant';

/**
 * Records the message and hands it to the assistant at `webhookUrl` (activeWebhook's, read by the
 * caller) once: 'duplicate' when this message id was handed over already, 'queued' when n8n did not
 * take it now (it is offered again later).
 */
export async function forwardMessage(
  userId: string,
  instance: string,
  messageId: string,
  body: string,
  webhookUrl: string,
): Promise<Exclude<ForwardOutcome, 'no_assistant'>> {
  const inserted = must(
    await admin()
      .from('assistant_deliveries')
      .upsert(
        {
          instance_name: instance,
          message_id: messageId,
          user_id: userId,
          body,
          attempts: 1,
          next_attempt_at: later(FIRST_LEASE_MS),
        },
        { onConflict: 'instance_name,message_id', ignoreDuplicates: true },
      )
      .select('message_id'),
  );
  if (!inserted?.length) return 'duplicate';
  try {
    await post(webhookUrl, body);
  } catch (err) {
    console.warn('[assistant-forward]', instance, messageId, (err as Error).message);
    await finish(instance, messageId, (err as Error).message);
    return 'queued';
  }
  await finish(instance, messageId, null);
  return 'forwarded';
}

interface PendingDelivery {
  instance_name: string;
  message_id: string;
  user_id: string;
  body: string;
}

/** Whether a person has the conversation of the delivery's client now (the assistant must not answer). */
async function takenOver(d: PendingDelivery): Promise<boolean> {
  let jid: unknown;
  try {
    jid = (JSON.parse(d.body) as { data?: { key?: { remoteJid?: unknown } } }).data?.key?.remoteJid;
  } catch {
    return false;
  }
  const chat = numberOfJid(jid);
  return chat ? Boolean(must(await admin().rpc('conversation_paused', { p_user: d.user_id, p_chat: chat }))) : false;
}

/**
 * Offers the due messages again (claimed with a lease, so never twice at once); one whose conversation
 * a person took over meanwhile is withheld. The counts.
 */
export async function forwardPending(
  limit = 20,
): Promise<{ claimed: number; forwarded: number; withheld: number; failed: number }> {
  const due = (must(await admin().rpc('claim_assistant_deliveries', { p_limit: limit })) ?? []) as PendingDelivery[];
  let forwarded = 0;
  let withheld = 0;
  for (const d of due) {
    try {
      if (await takenOver(d)) {
        must(
          await admin()
            .from('assistant_deliveries')
            .update({ status: 'withheld', last_error: null })
            .eq('instance_name', d.instance_name)
            .eq('message_id', d.message_id),
        );
        withheld += 1;
        continue;
      }
      const webhookUrl = await activeWebhook(d.user_id);
      if (!webhookUrl) throw new Error('no active assistant');
      await post(webhookUrl, d.body);
      await finish(d.instance_name, d.message_id, null);
      forwarded += 1;
    } catch (err) {
      // The lease set by the claim is the backoff: only the reason is recorded.
      must(
        await admin()
          .from('assistant_deliveries')
          .update({ last_error: (err as Error).message.slice(0, 500) })
          .eq('instance_name', d.instance_name)
          .eq('message_id', d.message_id),
      );
    }
  }
  return { claimed: due.length, forwarded, withheld, failed: due.length - forwarded - withheld };
}
