/**
 * agent-activate: 'Ativar Assistente' publishes the caller's assistant as an n8n workflow (here the n8n
 * sandbox; the workflow running on the real n8n is engine/assistant-engine.test.ts) and marks the
 * agent active: the workflow's webhook, model and prompt (each service's duration, the team), the
 * caller's WhatsApp instance kept on whatsapp-webhook, the tools calling assistant-tools and the
 * answer sent through assistant-reply. (agent-activate-support.ts: the call and the customer.)
 */
import { createHash, createHmac } from 'node:crypto';
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi } from 'local-stack/testing/evolution';
import { n8nSandbox, webhookDeliveries, workflowsNamed, type Workflow } from 'local-stack/testing/n8n';
import { closeSql, sql, stack } from 'local-stack/testing';
import {
  activate,
  agentOf,
  clearN8nFaults,
  completeUser,
  nodeNamed,
  savedSchedule,
  systemMessageOf,
  workflowNameOf,
} from './agent-activate-support.ts';

after(closeSql);
afterEach(clearN8nFaults);

/** The webhook's secret as the functions make it (an HMAC of its URL with the service role key). */
const assistantSecret = async (url: string) =>
  createHmac('sha256', stack.serviceRoleKey).update(`assistant-webhook:${url}`).digest('hex');

test('a complete configuration becomes an active n8n workflow with the prompt, and the agent is active', async () => {
  const user = await completeUser('ativa-completa');
  const answer = await activate(user.client);
  assert.equal(answer.status, 200, JSON.stringify(answer.error));
  // A random path: nothing of the owner's id, a new one at each activation.
  const path = /\/webhook\/(whatsapp-[0-9a-f]{32})$/.exec(answer.data!.webhookUrl)?.[1] ?? '';
  assert.ok(path, answer.data!.webhookUrl);
  const webhookUrl = `${n8nSandbox.url}/webhook/${path}`;
  // No WhatsApp instance at the gateway: tolerated and reported.
  assert.deepEqual(answer.data, {
    status: 'active',
    workflowId: answer.data!.workflowId,
    webhookUrl,
    webhookRegistered: false,
  });

  const [wf] = await workflowsNamed(workflowNameOf(user));
  assert.equal(wf.id, answer.data!.workflowId);
  assert.equal(wf.active, true);
  // No data kept of a successful run: each holds a client's message.
  assert.deepEqual(wf.settings, {
    timezone: 'America/Sao_Paulo',
    executionTimeout: 3600,
    executionOrder: 'v1',
    saveDataSuccessExecution: 'none',
    saveDataErrorExecution: 'all',
  });
  // The platform's model and limits (the stack sets no ASSISTANT_*: the defaults), not the row's.
  assert.deepEqual(nodeNamed(wf, 'Modelo de linguagem').parameters, {
    model: 'gpt-4o-mini',
    options: { temperature: 0.7, maxTokens: 1024 },
  });
  const webhook = nodeNamed(wf, 'Webhook');
  assert.equal(webhook.type, 'n8n-nodes-base.webhook');
  assert.equal(webhook.parameters.httpMethod, 'POST');
  assert.equal(webhook.parameters.path, path);
  assert.equal(webhook.parameters.authentication, 'headerAuth');
  assert.ok(webhook.webhookId, 'a stable webhookId: the production URL is exactly the stored one');
  assert.equal(nodeNamed(wf, 'Agente').type, '@n8n/n8n-nodes-langchain.agent');
  assert.deepEqual((wf.connections.Webhook as { main: unknown }).main, [
    [{ node: 'Mensagem do cliente', type: 'main', index: 0 }],
  ]);

  const prompt = systemMessageOf(wf);
  const today = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  for (const part of [
    'Você é Sofia',
    'Simpática, objetiva e acolhedora.',
    'Clínica odontológica no centro de Campinas.',
    today,
    'America/Sao_Paulo',
    '- [C01] Consulta inicial: R$ 150,00 — Avaliação completa',
    '- [L02] Limpeza: R$ 89,90',
    '- Segunda-feira: 08:00 às 12:00 (pausas: 10:00 às 10:15)',
    '- Sábado: 09:00 às 13:00',
    '- Domingo: fechado',
    '- Terça-feira: 09:00 às 18:00',
    'Duração de cada atendimento: 45 minutos',
    'português do Brasil',
    'no máximo 100 palavras',
    'uma pergunta por vez',
    'consulte sempre a ferramenta horarios_livres e ofereça ao cliente somente horários que ela retornou',
    'Antes de usar agendar, remarcar ou cancelar',
    'peça a confirmação do cliente',
  ]) {
    assert.ok(prompt.includes(part), `the prompt lacks "${part}":\n${prompt}`);
  }
  assert.ok(!prompt.startsWith('='), 'the prompt is a literal, not an n8n expression');

  const agent = await agentOf(user);
  assert.equal(agent.status, 'active');
  assert.equal(agent.workflow_id, wf.id);
  assert.equal(agent.webhook_url, webhookUrl);
  assert.deepEqual(agent.webhook, { url: webhookUrl, method: 'POST' });

  // The webhook is live for whatsapp-webhook's forwards only: without the secret header, 403.
  const delivery = { event: 'messages.upsert', instance: user.id, data: { message: { conversation: 'Oi' } } };
  const forged = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(delivery),
  });
  assert.equal(forged.status, 403);
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-atende-assistant-secret': await assistantSecret(webhookUrl) },
    body: JSON.stringify(delivery),
  });
  assert.equal(res.status, 200);
  assert.deepEqual(
    (await webhookDeliveries(path)).map((d) => d.body),
    [delivery],
  );
});

test('the prompt gives each service its duration, and lists a team of several with what each performs', async () => {
  const user = await completeUser('ativa-equipe');
  // Alone: each service with its duration (the schedule's 45 minutes), and no team spoken of.
  assert.equal((await activate(user.client)).status, 200);
  let prompt = systemMessageOf((await workflowsNamed(workflowNameOf(user)))[0]);
  assert.ok(prompt.includes('- [C01] Consulta inicial: R$ 150,00 — Avaliação completa (duração: 45 minutos)'), prompt);
  assert.ok(prompt.includes('- [L02] Limpeza: R$ 89,90 (duração: 45 minutos)'), prompt);
  assert.ok(!prompt.includes('## Equipe'), prompt);
  assert.ok(!prompt.includes('campo profissional'), prompt);

  // Limpeza takes 2 hours; Dr. Bruno Lima (only Limpeza) joins, Dra. Carla Dias joins and leaves.
  await sql(
    `update public.agent_products set duracao_minutos = 120
      where codigo = 'L02' and agent_id = (select id from public.agent_configs where user_id = $1)`,
    [user.id],
  );
  const week = { dias: savedSchedule().dias };
  const added = await user.client
    .from('profissionais')
    .insert([
      { nome: 'Dr. Bruno Lima', ordem: 1, agenda: week, servicos: ['L02'] },
      { nome: 'Dra. Carla Dias', ordem: 2, agenda: week, servicos: [] },
    ])
    .select('id,nome');
  assert.equal(added.error, null, JSON.stringify(added.error));
  const carla = added.data!.find((p) => p.nome === 'Dra. Carla Dias')!;
  const left = await user.client.from('profissionais').update({ ativo: false }).eq('id', carla.id);
  assert.equal(left.error, null, JSON.stringify(left.error));

  assert.equal((await activate(user.client)).status, 200);
  prompt = systemMessageOf((await workflowsNamed(workflowNameOf(user)))[0]);
  assert.ok(prompt.includes('- [L02] Limpeza: R$ 89,90 (duração: 120 minutos)'), prompt);
  assert.ok(
    prompt.includes('## Equipe\n- Clínica Ativação: todos os serviços\n- Dr. Bruno Lima: [L02] Limpeza\n'),
    prompt,
  );
  assert.ok(!prompt.includes('Carla'), 'an inactive professional is not offered');
  assert.ok(prompt.includes('no campo profissional de horarios_livres e de agendar'), prompt);
  assert.ok(prompt.includes('diga ao cliente com qual profissional ele ficou'), prompt);
  const [stored] = await sql<{ system_prompt: string }>(
    'select system_prompt from public.agent_configs where user_id = $1',
    [user.id],
  );
  assert.equal(stored.system_prompt, prompt);
});

test("the caller's WhatsApp instance keeps its webhook on whatsapp-webhook, which forwards to the workflow", async () => {
  const user = await completeUser('ativa-whatsapp');
  const created = await evolutionApi('/instance/create', {
    method: 'POST',
    // An instance pointing at an old workflow (as activations before made it) is moved back.
    body: {
      instanceName: user.id,
      qrcode: true,
      webhook: { enabled: true, url: `${n8nSandbox.url}/webhook/fluxo-antigo`, events: ['MESSAGES_UPSERT'] },
    },
  });
  assert.equal(created.status, 201);
  await sql(
    `insert into public.whatsapp_instances (user_id, instance_name, status) values ($1::uuid, $1::text, 'connecting')`,
    [user.id],
  );
  const answer = await activate(user.client);
  assert.equal(answer.status, 200);
  assert.equal(answer.data!.webhookRegistered, true);
  const found = await evolutionApi<{
    url: string;
    enabled: boolean;
    events: string[];
    headers: Record<string, string>;
  }>(`/webhook/find/${user.id}`);
  const ownWebhook = `${stack.url}/functions/v1/whatsapp-webhook`;
  assert.equal(found.body.url, ownWebhook);
  assert.equal(found.body.enabled, true);
  assert.deepEqual(found.body.events, [
    'QRCODE_UPDATED',
    'CONNECTION_UPDATE',
    'MESSAGES_UPSERT',
    'MESSAGES_UPDATE',
    'SEND_MESSAGE',
  ]);
  assert.ok(found.body.headers['x-webhook-token'], 'the shared secret header is set');
  const [row] = await sql<{ webhook_url: string }>(
    `select webhook_url from public.whatsapp_instances where user_id = $1`,
    [user.id],
  );
  assert.equal(row.webhook_url, ownWebhook);
  // The workflow's URL is where whatsapp-webhook forwards the clients' messages.
  assert.equal((await agentOf(user)).webhook_url, answer.data!.webhookUrl);
});

const TOOL_NAMES = [
  'horarios_livres',
  'agendar',
  'meus_agendamentos',
  'remarcar',
  'cancelar',
  'transferir_para_humano',
];

/** The value of a header of an HTTP tool node. */
function headerOf(wf: Workflow, tool: string, name: string): string {
  const params = nodeNamed(wf, tool).parameters.headerParameters as { parameters: { name: string; value: string }[] };
  return params.parameters.find((h) => h.name === name)!.value;
}

test("the agent gets its tools (booking, hand-off) calling assistant-tools with this activation's secret", async () => {
  const user = await completeUser('ativa-ferramentas');
  const answer = await activate(user.client);
  assert.equal(answer.status, 200, JSON.stringify(answer.error));
  const [wf] = await workflowsNamed(workflowNameOf(user));
  const agent = await agentOf(user);
  const secret = headerOf(wf, 'agendar', 'x-assistant-secret');
  assert.match(secret, /^[0-9a-f]{64}$/);
  for (const tool of TOOL_NAMES) {
    const node = nodeNamed(wf, tool);
    assert.equal(node.type, 'n8n-nodes-base.httpRequestTool');
    assert.equal(node.parameters.method, 'POST');
    assert.equal(node.parameters.url, `${stack.url}/functions/v1/assistant-tools`);
    assert.ok(String(node.parameters.toolDescription).length > 20);
    assert.equal(headerOf(wf, tool, 'x-assistant-id'), agent.id);
    assert.equal(headerOf(wf, tool, 'x-assistant-secret'), secret);
    // The client's number comes from the delivery, never from the model.
    const body = String(node.parameters.jsonBody);
    assert.ok(body.includes(`tool: '${tool}'`), body);
    assert.ok(body.includes(`telefone: $('Webhook').item.json.body.data.key.remoteJid.split('@')[0]`), body);
    assert.ok(!body.includes(`$fromAI('telefone'`), body);
    assert.deepEqual(wf.connections[tool], { ai_tool: [[{ node: 'Agente', type: 'ai_tool', index: 0 }]] });
  }
  assert.ok(String(nodeNamed(wf, 'agendar').parameters.jsonBody).includes(`$fromAI('inicio'`));
  // The professional and the service are optional (default ''): the model may leave them out.
  for (const [tool, args] of [
    ['horarios_livres', ['profissional', 'servico']],
    ['agendar', ['profissional', 'servico']],
    ['remarcar', ['profissional']],
  ] as const) {
    const body = String(nodeNamed(wf, tool).parameters.jsonBody);
    for (const arg of args) assert.match(body, new RegExp(`\\$fromAI\\('${arg}', '[^']+', 'string', ''\\)`), body);
  }
  assert.match(String(nodeNamed(wf, 'agendar').parameters.jsonBody), /\$fromAI\('nome', '[^']+', 'string'\)/);
  const handOff = nodeNamed(wf, 'transferir_para_humano');
  assert.match(String(handOff.parameters.toolDescription), /falar com uma pessoa/);
  assert.ok(
    String(handOff.parameters.jsonBody).includes(`$fromAI('motivo', 'Motivo da transferência, em poucas palavras'`),
    String(handOff.parameters.jsonBody),
  );
  assert.ok(systemMessageOf(wf).includes('use a ferramenta transferir_para_humano'), 'the prompt tells when');
  // Only the secret's sha-256 is kept.
  const [row] = await sql<{ tools_secret_hash: string }>(
    'select tools_secret_hash from public.agent_configs where id = $1',
    [agent.id],
  );
  assert.equal(row.tools_secret_hash, createHash('sha256').update(secret).digest('hex'));
});

test("the model's answer goes to assistant-reply with the assistant's credentials, never straight to the gateway", async () => {
  const user = await completeUser('ativa-resposta');
  const answer = await activate(user.client);
  assert.equal(answer.status, 200, JSON.stringify(answer.error));
  const [wf] = await workflowsNamed(workflowNameOf(user));
  const agent = await agentOf(user);
  assert.deepEqual(wf.connections.Agente, { main: [[{ node: 'Enviar resposta', type: 'main', index: 0 }]] });
  const node = nodeNamed(wf, 'Enviar resposta');
  assert.equal(node.type, 'n8n-nodes-base.httpRequest');
  assert.equal(node.parameters.method, 'POST');
  assert.equal(node.parameters.url, `${stack.url}/functions/v1/assistant-reply`);
  assert.equal(headerOf(wf, 'Enviar resposta', 'x-assistant-id'), agent.id);
  assert.equal(headerOf(wf, 'Enviar resposta', 'x-assistant-secret'), headerOf(wf, 'agendar', 'x-assistant-secret'));
  assert.equal(
    node.parameters.jsonBody,
    "={{ JSON.stringify({ telefone: $('Webhook').item.json.body.data.key.remoteJid.split('@')[0], texto: $json.output }) }}",
  );
  // No error swallowed here: a refused or failed send fails the run, so n8n shows it.
  assert.deepEqual(node.parameters.options, {});
  assert.ok(!JSON.stringify(wf.nodes).includes('/message/sendText/'), 'nothing sends to the gateway itself');
});
