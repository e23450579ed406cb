// What the engine's tests share: a clinic with its number connected and its assistant configured and
// activated on the real n8n.
import assert from 'node:assert/strict';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { openEveryDaySchedule } from '../../../../shared-domain/src/testing/agentSchedule.ts';
import { grantPaidAccess, sql, type TestUser } from 'local-stack/testing';
import { clinicWithNumber, type Clinic } from '../reminders-support.ts';

/** 'Ativar Assistente': agent-activate publishes the owner's workflow on n8n. */
export async function activate(owner: TestUser) {
  const { data, error } = await owner.client.functions.invoke('agent-activate', { body: {} });
  if (error instanceof FunctionsHttpError) assert.fail(`agent-activate: ${await (error.context as Response).text()}`);
  assert.equal(error, null);
  return data as { status: string; workflowId: string; webhookUrl: string };
}

/**
 * A clinic with its number connected and its assistant configured and activated on n8n; `beforeActivation`
 * runs once the setup is saved (a team added, say). `numberPrefix` keeps each file's numbers apart.
 */
export async function activeClinic(
  prefix: string,
  {
    numberPrefix = '55119555',
    beforeActivation,
  }: { numberPrefix?: string; beforeActivation?: (owner: TestUser) => Promise<void> } = {},
): Promise<Clinic & { workflowId: string; webhookUrl: string }> {
  const clinic = await clinicWithNumber(prefix, {}, `${numberPrefix}${String(Date.now()).slice(-5)}`);
  const { owner } = clinic;
  await grantPaidAccess(owner.id);
  const saved = await owner.client
    .from('agent_configs')
    .update({
      name: 'Sofia',
      personality_description: 'Simpática e objetiva.',
      business_description: 'Clínica odontológica em Campinas.',
      schedule: openEveryDaySchedule(),
      schedule_saved_at: new Date().toISOString(),
    })
    .eq('user_id', owner.id);
  assert.equal(saved.error, null);
  const [{ id: agentId }] = await sql<{ id: string }>('select id from public.agent_configs where user_id = $1', [
    owner.id,
  ]);
  const products = await owner.client.rpc('replace_agent_products', {
    p_agent_id: agentId,
    p_products: [{ codigo: 'C01', nome: 'Consulta', valor: 150, descricao: '' }],
  });
  assert.equal(products.error, null);
  await beforeActivation?.(owner);
  const published = await activate(owner);
  return { ...clinic, ...published };
}
