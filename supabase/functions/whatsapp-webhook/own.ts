// A message of the instance's own number: the gateway's echo of a platform send (found by its text
// among the sends still 'enviando', or already known by its id); another send through the gateway's
// API (send.message: an assistant published before its replies went through assistant-reply, until
// it is activated again), recorded as the assistant's; or a message the owner typed on the phone
// itself (messages.upsert) — recorded as theirs, and the assistant pauses for that client, as when
// they press 'Assumir conversa'.
import { conversationRpc } from '../_shared/conversation.ts';
import type { InstanceRow } from '../_shared/whatsappState.ts';
import type { IncomingMessage } from '../_shared/channel/index.ts';

export type OwnOutcome = 'duplicate' | 'echo' | 'owner_phone';

/** `viaApi`: the gateway reported it as send.message (sent through its API, not typed on the phone). */
export async function onOwnMessage(row: InstanceRow, msg: IncomingMessage, viaApi: boolean): Promise<OwnOutcome> {
  const recorded = await conversationRpc<{ duplicate?: boolean; typed_on_phone?: boolean }>('record_own_message', {
    p_instance: row.instance_name,
    p_wa_id: msg.id,
    p_chat: msg.chat,
    p_texto: msg.text,
    p_via_api: viaApi,
  });
  if (recorded.duplicate) return 'duplicate';
  return recorded.typed_on_phone ? 'owner_phone' : 'echo';
}
