// transferir_para_humano: the assistant hands the client over to a person. The conversation becomes
// 'aguardando' (the assistant paused for that client, the attendance taken over), the client is told
// a person will answer (recorded as the platform's message), and the owner gets an e-mail. Telling
// the client and mailing the owner are best effort: a failure is logged and the hand-off stands. A
// client already with a person (paused) is not told again. The model is asked to say nothing more;
// whatever it says anyway, assistant-reply drops, as the conversation is paused.
import type { AssistantOwner } from '../_shared/assistantAuth.ts';
import { type Conversation, conversationRpc, sendRecorded } from '../_shared/conversation.ts';
import { sendEmail } from '../_shared/email.ts';
import { handOffEmail } from './handOffEmail.ts';

export const HAND_OFF_NOTICE =
  'Certo! Vou chamar uma pessoa da nossa equipe para continuar o seu atendimento. Aguarde só um pouco.';

/** What the model reads back. */
export const HAND_OFF_ANSWER = {
  transferido: true,
  mensagem: 'O cliente já foi avisado de que uma pessoa vai responder. Não envie outra mensagem.',
} as const;

async function tellClient(owner: AssistantOwner, chat: string): Promise<void> {
  try {
    await sendRecorded(owner.userId, chat, 'plataforma', HAND_OFF_NOTICE);
  } catch (err) {
    console.error('[assistant-tools] hand-off notice not sent:', (err as Error).message);
  }
}

async function tellOwner(owner: AssistantOwner, conversation: Conversation, motivo: string): Promise<void> {
  if (!owner.email) {
    console.error('[assistant-tools] hand-off e-mail not sent: the owner has no e-mail', owner.userId);
    return;
  }
  try {
    await sendEmail(handOffEmail(owner.email, conversation, motivo, Deno.env.get('SITE_URL')));
  } catch (err) {
    console.error('[assistant-tools] hand-off e-mail not sent:', (err as Error).message);
  }
}

export async function handOff(owner: AssistantOwner, chat: string, motivo: string): Promise<typeof HAND_OFF_ANSWER> {
  // Decided in one statement: two hand-offs at once tell the client and the owner once.
  const conversation = await conversationRpc<Conversation & { ja_pausado: boolean }>('hand_off_conversation', {
    p_user: owner.userId,
    p_chat: chat,
    p_motivo: motivo,
  });
  if (conversation.ja_pausado) return HAND_OFF_ANSWER;
  await tellClient(owner, chat);
  await tellOwner(owner, conversation, motivo);
  return HAND_OFF_ANSWER;
}
