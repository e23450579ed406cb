// What activation needs: name, personality and business description non-blank, at least
// one product, and the Agenda step saved. Read with the service role for the caller only, with the
// products' durations and the owner's active team (the prompt lists them).
import type { AgentSchedule, AgentWeeklySchedule } from '../../../shared-domain/src/entities/agentConfig.ts';
import { admin, must } from '../_shared/supabase.ts';
import type { Professional } from '../../../shared-domain/src/team/team.ts';
import { teamOf } from '../_shared/team.ts';
import type { PromptProduct } from './prompt.ts';

export interface AgentForActivation {
  id: string;
  name: string;
  personality_description: string;
  business_description: string;
  schedule: AgentSchedule | AgentWeeklySchedule | null;
  schedule_saved_at: string | null;
  workflow_id: string | null;
  evolution_instance_id: string | null;
  webhook_credential_id: string | null;
}

const AGENT_COLUMNS =
  'id,name,personality_description,business_description,schedule,schedule_saved_at,workflow_id,evolution_instance_id,webhook_credential_id';

/** The jsonb column as the setup's schedule editor writes it (flat or weekly), or null for anything else. */
function scheduleOf(value: unknown): AgentForActivation['schedule'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const schedule = value as AgentSchedule;
  return typeof schedule.duracao_atendimento === 'number' && typeof schedule.horario_inicio === 'string'
    ? schedule
    : null;
}

export async function loadAgent(
  userId: string,
): Promise<{ agent: AgentForActivation; products: PromptProduct[]; team: Professional[] } | null> {
  const row = must(await admin().from('agent_configs').select(AGENT_COLUMNS).eq('user_id', userId).maybeSingle());
  if (!row) return null;
  const agent: AgentForActivation = { ...row, schedule: scheduleOf(row.schedule) };
  const products = must(
    await admin()
      .from('agent_products')
      .select('codigo,nome,valor,descricao,duracao_minutos')
      .eq('agent_id', agent.id)
      .order('created_at', { ascending: true })
      .order('codigo', { ascending: true }),
  );
  const profile = must(await admin().from('profiles').select('id_dono').eq('id', userId).maybeSingle());
  const team = profile?.id_dono ? await teamOf(profile.id_dono) : [];
  return { agent, products, team };
}

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';

/** An agent that may be activated: its schedule is known. */
export type ReadyAgent = AgentForActivation & { schedule: NonNullable<AgentForActivation['schedule']> };

export function isComplete(agent: AgentForActivation, products: PromptProduct[]): agent is ReadyAgent {
  return (
    filled(agent.name) &&
    filled(agent.personality_description) &&
    filled(agent.business_description) &&
    products.length > 0 &&
    agent.schedule_saved_at !== null &&
    agent.schedule !== null
  );
}
