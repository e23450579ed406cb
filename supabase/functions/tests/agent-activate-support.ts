/**
 * What the agent-activate tests (agent-activate-*.test.ts) share: 'Ativar Assistente' called as the
 * browser calls it, a customer with everything the setup asks saved (Monday with a break, Saturday
 * morning, two services) and paying, the agent's row as the browser reads it, the published
 * workflow's nodes, and the n8n sandbox's faults cleared after each test (clearN8nFaults).
 */
import assert from 'node:assert/strict';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import {
  AGENT_CONFIG_COLUMNS,
  weeklySchedule,
  type AgentConfigRow,
  type AgentWeeklySchedule,
} from '../../../shared-domain/src/entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { n8nControl, type Workflow } from 'local-stack/testing/n8n';
import { grantPaidAccess, newUser, type TestUser } from 'local-stack/testing';

/** After each test: no fault left at the n8n sandbox. */
export const clearN8nFaults = () => n8nControl('/faults', 'DELETE');

interface Answer {
  status: number;
  data: { status: string; workflowId: string; webhookUrl: string; webhookRegistered: boolean } | null;
  error: { code: string; message: string } | null;
}

export async function activate(c: SupabaseClient): Promise<Answer> {
  const { data, error } = await c.functions.invoke('agent-activate', { body: {} });
  if (!error) return { status: 200, data: data as Answer['data'], error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: null, error: ((await res.json()) as { error: Answer['error'] }).error };
  }
  throw error;
}

/** Monday 08:00–12:00 with a break, Saturday open in the morning, Sunday closed. */
export function savedSchedule(): AgentWeeklySchedule {
  const s = weeklySchedule(DEFAULT_AGENT_SCHEDULE);
  s.dias.segunda = {
    ativo: true,
    horario_inicio: '08:00',
    horario_fim: '12:00',
    intervalos: [{ inicio: '10:00', fim: '10:15' }],
  };
  s.dias.sabado = { ativo: true, horario_inicio: '09:00', horario_fim: '13:00', intervalos: [] };
  s.dias_atendimento = { ...s.dias_atendimento, sabado: true };
  s.duracao_atendimento = 45;
  return s;
}

const PRODUCTS = [
  { codigo: 'C01', nome: 'Consulta inicial', valor: 150, descricao: 'Avaliação completa' },
  { codigo: 'L02', nome: 'Limpeza', valor: 89.9, descricao: '' },
];

export async function agentOf(user: TestUser): Promise<AgentConfigRow> {
  // The browser names its columns: tools_secret_hash is not granted, so select=* is refused.
  const { data, error } = await user.client
    .from('agent_configs')
    .select(AGENT_CONFIG_COLUMNS.join(','))
    .eq('user_id', user.id)
    .single();
  assert.equal(error, null);
  return data as unknown as AgentConfigRow;
}

/** A customer who went through the four steps, as the browser saves them (RLS applies). */
/** A customer with everything the setup asks saved; paying unless `paid` is false. */
export async function completeUser(
  prefix: string,
  personality = 'Simpática, objetiva e acolhedora.',
  paid = true,
): Promise<TestUser> {
  const user = await newUser({ full_name: 'Clínica Ativação' }, prefix);
  if (paid) await grantPaidAccess(user.id);
  const agent = await agentOf(user);
  const saved = await user.client
    .from('agent_configs')
    .update({
      name: 'Sofia',
      personality_description: personality,
      business_description: 'Clínica odontológica no centro de Campinas.',
      schedule: savedSchedule(),
      schedule_saved_at: new Date().toISOString(),
    })
    .eq('user_id', user.id);
  assert.equal(saved.error, null);
  const products = await user.client.rpc('replace_agent_products', { p_agent_id: agent.id, p_products: PRODUCTS });
  assert.equal(products.error, null);
  return user;
}

export const workflowNameOf = (user: TestUser) => `Agente - ${user.email}`;
export const nodeNamed = (wf: Workflow, name: string) => wf.nodes.find((n) => n.name === name)!;
export const systemMessageOf = (wf: Workflow) =>
  String((nodeNamed(wf, 'Agente').parameters.options as { systemMessage: string }).systemMessage);
