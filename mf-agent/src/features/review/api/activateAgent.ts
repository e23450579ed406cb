import { callFunction } from 'shared-auth';

export interface Activation {
  status: 'active';
  workflowId: string;
  webhookUrl: string;
  /** The workflow's address reached the WhatsApp instance (a failure there is tolerated). */
  webhookRegistered: boolean;
}

/**
 * 'Ativar Assistente': supabase/functions/agent-activate creates or updates the
 * owner's workflow, registers its webhook on the WhatsApp instance and marks the agent active.
 */
export function activateAgent(): Promise<Activation> {
  return callFunction<Activation>('agent-activate');
}
