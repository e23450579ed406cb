import { callFunction } from 'shared-auth';
import type { AgentActivateAnswer } from 'shared-domain';

/** The function's answer (shared-domain's contract). */
export type Activation = AgentActivateAnswer;

/**
 * 'Ativar Assistente': supabase/functions/agent-activate creates or updates the
 * owner's workflow, registers its webhook on the WhatsApp instance and marks the agent active.
 */
export function activateAgent(): Promise<Activation> {
  return callFunction('agent-activate');
}
