/**
 * What the tests of the published assistant's calls back (assistant-tools, assistant-reply) share: an
 * owner whose assistant is configured and activated through agent-activate, with the id and secret its
 * published workflow sends (read from the workflow's nodes, as n8n sends them), and those calls made
 * as the workflow makes them.
 */
import assert from 'node:assert/strict';
import type { AgentWeeklySchedule } from '../../../shared-domain/src/entities/agentConfig.ts';
import { openEveryDaySchedule } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { workflowsNamed } from 'local-stack/testing/n8n';
import { grantPaidAccess, sql, stack, type TestUser } from 'local-stack/testing';
import { clinicWithNumber, type Clinic } from './reminders-support.ts';

export interface Credentials {
  agentId: string;
  secret: string;
}

/** The header values of a node of the owner's published workflow. */
async function headersOf(user: TestUser, node: string): Promise<Record<string, string>> {
  const [wf] = await workflowsNamed(`Agente - ${user.email}`);
  const found = wf.nodes.find((n) => n.name === node);
  assert.ok(found, `the workflow has no node '${node}'`);
  const params = (found.parameters.headerParameters as { parameters: { name: string; value: string }[] }).parameters;
  return Object.fromEntries(params.map((h) => [h.name, h.value]));
}

/** Activates (again) and answers the secret the published nodes send. */
export async function activate(user: TestUser): Promise<string> {
  const { error } = await user.client.functions.invoke('agent-activate', { body: {} });
  assert.equal(error, null);
  return (await headersOf(user, 'agendar'))['x-assistant-secret'];
}

/** The owner's assistant configured (schedule `schedule`, one product) and activated; the owner pays. */
export async function publishAssistant(
  user: TestUser,
  schedule: AgentWeeklySchedule = openEveryDaySchedule(),
): Promise<Credentials> {
  await grantPaidAccess(user.id);
  const { data: agent } = await user.client.from('agent_configs').select('id').eq('user_id', user.id).single();
  const agentId = (agent as { id: string }).id;
  const saved = await user.client
    .from('agent_configs')
    .update({
      name: 'Sofia',
      personality_description: 'Simpática.',
      business_description: 'Clínica no centro.',
      schedule,
      schedule_saved_at: new Date().toISOString(),
    })
    .eq('user_id', user.id);
  assert.equal(saved.error, null);
  const products = await user.client.rpc('replace_agent_products', {
    p_agent_id: agentId,
    p_products: [{ codigo: 'C01', nome: 'Consulta', valor: 100, descricao: '' }],
  });
  assert.equal(products.error, null);
  return { agentId, secret: await activate(user) };
}

/** An owner with the WhatsApp number connected and the assistant published. */
export async function connectedAssistant(prefix: string): Promise<Clinic & Credentials> {
  const clinic = await clinicWithNumber(prefix);
  return { ...clinic, ...(await publishAssistant(clinic.owner)) };
}

export const credentialsOf = (a: Credentials) => ({ 'x-assistant-id': a.agentId, 'x-assistant-secret': a.secret });

export interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

/** A POST to one of the functions the workflow calls, with `headers` and a raw body. */
export async function postAs(fn: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const res = await fetch(`${stack.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

export interface RecordedMessage {
  autor: string;
  body: string;
  direction: string;
  status: string;
  wa_message_id: string | null;
  remote_jid: string;
}

/** The owner's recorded messages (chat_messages), oldest first. */
export const recordedMessages = (owner: TestUser) =>
  sql<RecordedMessage>(
    `select autor, body, direction, status, wa_message_id, remote_jid from public.chat_messages
      where user_id = $1 order by created_at, id`,
    [owner.id],
  );

export interface ConversationRow {
  id: string;
  estado: string;
  motivo_transferencia: string | null;
  pausado_em: string | null;
  atendimento_id: string | null;
}

/** The owner's conversation with the number `telefone` (55 + DDD + number), if any. */
export async function conversationWith(owner: TestUser, telefone: string): Promise<ConversationRow | undefined> {
  const [row] = await sql<ConversationRow>(
    `select id, estado, motivo_transferencia, pausado_em::text, atendimento_id from public.conversas
      where user_id = $1 and telefone = $2`,
    [owner.id, telefone],
  );
  return row;
}

/** The owner's assistant published (publishAssistant); the path of its workflow's webhook. */
export async function publishedWebhookPath(user: TestUser, schedule?: AgentWeeklySchedule): Promise<string> {
  await publishAssistant(user, schedule);
  const [{ webhook_url }] = await sql<{ webhook_url: string }>(
    'select webhook_url from public.agent_configs where user_id = $1',
    [user.id],
  );
  const path = /\/webhook\/(whatsapp-[0-9a-f]{32})$/.exec(webhook_url)?.[1];
  assert.ok(path, webhook_url);
  return path;
}
