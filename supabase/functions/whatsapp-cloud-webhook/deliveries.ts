// What one signed Cloud API delivery means for the product: client messages through the shared
// pipeline (by the row of the number they reached), statuses onto the business's messages, template
// reviews onto whatsapp_templates. A number that is not (or no longer) connected here is left alone.
import { cloudEvents } from '../_shared/channel/cloudEvents.ts';
import { rejectionReason } from '../_shared/channel/templates.ts';
import { conversationRpc } from '../_shared/conversation.ts';
import { onClientMessage, type IncomingOutcome } from '../_shared/incoming/clientMessage.ts';
import { admin, must } from '../_shared/supabase.ts';
import { instanceOfNumberId, type InstanceRow } from '../_shared/whatsappState.ts';

type Json = Record<string, unknown>;

export interface CloudOutcome {
  messages: Array<IncomingOutcome | 'unknown_number'>;
  statuses: number;
  templates: number;
}

/** message_template_status_update: {event: APPROVED | REJECTED | PENDING…, message_template_name, reason}. */
async function templateReviews(body: unknown): Promise<number> {
  let applied = 0;
  for (const entry of (body as { entry?: Json[] })?.entry ?? []) {
    for (const change of (entry.changes as Json[] | undefined) ?? []) {
      if (change.field !== 'message_template_status_update') continue;
      const v = (change.value ?? {}) as Json;
      const status = v.event === 'APPROVED' ? 'APPROVED' : v.event === 'PENDING' ? 'PENDING' : 'REJECTED';
      const owner = must(
        await admin().from('whatsapp_instances').select('user_id').eq('waba_id', String(entry.id)).maybeSingle(),
      );
      if (!owner || typeof v.message_template_name !== 'string') continue;
      must(
        await admin()
          .from('whatsapp_templates')
          .update({
            status,
            motivo: status === 'REJECTED' ? rejectionReason(String(v.reason ?? '')) : null,
            updated_at: new Date().toISOString(),
          })
          .eq('user_id', owner.user_id)
          .eq('nome', v.message_template_name),
      );
      applied += 1;
    }
  }
  return applied;
}

export async function applyCloudDelivery(body: unknown): Promise<CloudOutcome> {
  const { messages, statuses } = cloudEvents(body);
  const rows = new Map<string, InstanceRow | null>();
  const rowOf = async (id: string) => {
    if (!rows.has(id)) rows.set(id, await instanceOfNumberId(id));
    return rows.get(id)!;
  };
  const outcome: CloudOutcome = { messages: [], statuses: 0, templates: await templateReviews(body) };
  // In order: a client's two quick messages are read as they were written.
  for (const m of messages) {
    const row = await rowOf(m.phoneNumberId);
    if (!row || row.status !== 'connected') {
      outcome.messages.push('unknown_number');
      continue;
    }
    outcome.messages.push(await onClientMessage(row, m));
  }
  for (const s of statuses) {
    const row = await rowOf(s.phoneNumberId);
    if (!row) continue;
    await conversationRpc('record_message_status', {
      p_instance: row.instance_name,
      p_wa_id: s.id,
      p_status: s.status,
      p_erro: s.erro,
    });
    outcome.statuses += 1;
  }
  return outcome;
}
