// What activation needs (spec 2 §5): name, personality and business description non-blank, at least
// one product, and the Agenda step saved. Read with the service role for the caller only.
import type { AgentSchedule, AgentWeeklySchedule } from '../../../shared-domain/src/entities/agentConfig.ts';
import { admin } from '../_shared/supabaseAdmin.ts';
import type { PromptProduct } from './prompt.ts';

export interface AgentForActivation {
  id: string;
  name: string;
  personality_description: string;
  business_description: string;
  model: string;
  temperature: number | string;
  max_tokens: number;
  schedule: AgentSchedule | AgentWeeklySchedule;
  schedule_saved_at: string | null;
  workflow_id: string | null;
  evolution_instance_id: string | null;
}

const AGENT_COLUMNS =
  'id,name,personality_description,business_description,model,temperature,max_tokens,schedule,schedule_saved_at,workflow_id,evolution_instance_id';

export async function loadAgent(
  userId: string,
): Promise<{ agent: AgentForActivation; products: PromptProduct[] } | null> {
  const [agent] = await admin.select<AgentForActivation>('agent_configs', {
    user_id: `eq.${userId}`,
    select: AGENT_COLUMNS,
  });
  if (!agent) return null;
  const products = await admin.select<PromptProduct>('agent_products', {
    agent_id: `eq.${agent.id}`,
    select: 'codigo,nome,valor,descricao',
    order: 'created_at.asc,codigo.asc',
  });
  return { agent, products };
}

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';

export function isComplete(agent: AgentForActivation, products: PromptProduct[]): boolean {
  return (
    filled(agent.name) &&
    filled(agent.personality_description) &&
    filled(agent.business_description) &&
    products.length > 0 &&
    agent.schedule_saved_at !== null &&
    typeof agent.schedule === 'object' &&
    agent.schedule !== null
  );
}
