// supabase/functions/agent-activate: 'Ativar Assistente' publishes the caller's assistant.
import * as v from 'valibot';
import { INVALID_REQUEST_MESSAGE, type FunctionContract } from './contract.ts';

export const agentActivateContract = {
  // Nothing is read from the body: the configuration is the caller's saved one. An empty body is `{}`.
  request: v.pipe(
    // valibot's object takes an array too; a body of the wrong kind is refused as before.
    v.custom<Record<string, unknown>>(
      (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
      INVALID_REQUEST_MESSAGE,
    ),
    v.object({}),
  ),
} satisfies FunctionContract;

export type AgentActivateRequest = Record<string, never>;

export interface AgentActivateAnswer {
  status: 'active';
  workflowId: string;
  webhookUrl: string;
  /** The workflow's address reached the WhatsApp instance (a failure there is tolerated). */
  webhookRegistered: boolean;
}
