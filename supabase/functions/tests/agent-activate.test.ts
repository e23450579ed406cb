/**
 * agent-activate: 'Ativar Assistente' publishes the caller's assistant as an n8n workflow (here the n8n
 * sandbox, for the publication rules and n8n failing; the workflow running on the real n8n is
 * engine/assistant-engine.test.ts), registers its webhook on the caller's WhatsApp instance (the Evolution sandbox) when there
 * is one, and marks the agent active — only when the configuration is complete.
 */
import { createHash, createHmac } from 'node:crypto';
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import {
  AGENT_CONFIG_COLUMNS,
  weeklySchedule,
  type AgentConfigRow,
  type AgentWeeklySchedule,
} from '../../../shared-domain/src/entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { evolutionApi } from 'local-stack/testing/evolution';
import {
  n8nApi,
  n8nControl,
  n8nSandbox,
  webhookDeliveries,
  workflowsNamed,
  type Workflow,
} from 'local-stack/testing/n8n';
import { closeSql, grantPaidAccess, newUser, raw, sql, stack, type TestUser } from 'local-stack/testing';

after(closeSql);

/** The webhook's secret as the functions make it (an HMAC of its URL with the service role key). */
const assistantSecret = async (url: string) =>
  createHmac('sha256', stack.serviceRoleKey).update(`assistant-webhook:${url}`).digest('hex');
afterEach(() => n8nControl('/faults', 'DELETE'));

interface Answer {
  status: number;
  data: { status: string; workflowId: string; webhookUrl: string; webhookRegistered: boolean } | null;
  error: { code: string; message: string } | null;
}

async function activate(c: SupabaseClient): Promise<Answer> {
  const { data, error } = await c.functions.invoke('agent-activate', { body: {} });
  if (!error) return { status: 200, data: data as Answer['data'], error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: null, error: ((await res.json()) as { error: Answer['error'] }).error };
  }
  throw error;
}

/** Monday 08:00–12:00 with a break, Saturday open in the morning, Sunday closed. */
function savedSchedule(): AgentWeeklySchedule {
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

async function agentOf(user: TestUser): Promise<AgentConfigRow> {
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
async function completeUser(
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

const workflowNameOf = (user: TestUser) => `Agente - ${user.email}`;
const nodeNamed = (wf: Workflow, name: string) => wf.nodes.find((n) => n.name === name)!;
const systemMessageOf = (wf: Workflow) =>
  String((nodeNamed(wf, 'Agente').parameters.options as { systemMessage: string }).systemMessage);

test('an incomplete configuration is refused and nothing is published', async () => {
  const fresh = await newUser({}, 'ativa-incompleta');
  const answer = await activate(fresh.client);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.error, { code: 'incomplete', message: 'Configuração incompleta' });

  // Everything but the Agenda step saved: still incomplete.
  const noSchedule = await completeUser('ativa-sem-agenda');
  await noSchedule.client.from('agent_configs').update({ schedule_saved_at: null }).eq('user_id', noSchedule.id);
  assert.equal((await activate(noSchedule.client)).error?.code, 'incomplete');
  // A blank personality: incomplete.
  const blank = await completeUser('ativa-em-branco', '   ');
  assert.equal((await activate(blank.client)).error?.code, 'incomplete');

  for (const user of [fresh, noSchedule, blank]) {
    const agent = await agentOf(user);
    assert.equal(agent.status, 'draft');
    assert.equal(agent.workflow_id, null);
    assert.deepEqual(await workflowsNamed(workflowNameOf(user)), []);
  }
});

test('only a subscription that grants access publishes: never paid, suspended, ended → 403', async () => {
  const today = `(now() at time zone 'America/Sao_Paulo')::date`;
  const neverPaid = await completeUser('ativa-sem-assinatura', undefined, false);
  // Overdue for ten days: past the 7-day grace, so suspended.
  const suspended = await completeUser('ativa-suspensa', undefined, false);
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, overdue_since, current_period_end)
     values ($1, 'mensal', 'overdue', 97, 'MONTHLY', ${today} - 10, ${today} - 10)`,
    [suspended.id],
  );
  // The first charge of a semiannual plan never paid.
  const pending = await completeUser('ativa-pendente', undefined, false);
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle) values ($1, 'semestral', 'pending', 500, 'SEMIANNUALLY')`,
    [pending.id],
  );
  // Canceled, and its paid period over.
  const ended = await completeUser('ativa-encerrada', undefined, false);
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, current_period_end, canceled_at)
     values ($1, 'mensal', 'canceled', 97, 'MONTHLY', ${today} - 1, now() - interval '40 days')`,
    [ended.id],
  );
  for (const owner of [neverPaid, suspended, pending, ended]) {
    const answer = await activate(owner.client);
    assert.equal(answer.status, 403, owner.email);
    assert.deepEqual(answer.error, {
      code: 'subscription_inactive',
      message:
        'Sua assinatura não está ativa. Escolha um plano ou regularize o pagamento em Meu Plano para ativar o assistente.',
    });
    assert.equal((await agentOf(owner)).status, 'draft');
    assert.deepEqual(await workflowsNamed(workflowNameOf(owner)), []);
  }

  // Within the grace, the trial, or a canceled plan's paid period: it publishes.
  const overdue = await completeUser('ativa-em-atraso', undefined, false);
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, overdue_since, current_period_end)
     values ($1, 'mensal', 'overdue', 97, 'MONTHLY', ${today} - 3, ${today} - 3)`,
    [overdue.id],
  );
  assert.equal((await activate(overdue.client)).status, 200);
});

test('without a signed-in user the function answers 401', async () => {
  // No token: the gateway refuses (verify_jwt); the anon key: the function finds no user.
  assert.equal((await raw('/functions/v1/agent-activate', { method: 'POST', body: '{}' })).status, 401);
  const res = await raw('/functions/v1/agent-activate', { method: 'POST', body: '{}', token: stack.anonKey });
  assert.equal(res.status, 401);
  assert.deepEqual(((await res.json()) as { error: unknown }).error, {
    code: 'unauthorized',
    message: 'Usuário não autenticado',
  });
});

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

test('a second activation replaces the same workflow with the new configuration', async () => {
  const user = await completeUser('ativa-duas-vezes');
  const first = await activate(user.client);
  assert.equal(first.status, 200);
  await user.client
    .from('agent_configs')
    .update({ personality_description: 'Formal e paciente.' })
    .eq('user_id', user.id);
  const second = await activate(user.client);
  assert.equal(second.status, 200);
  assert.equal(second.data!.workflowId, first.data!.workflowId);
  const all = await workflowsNamed(workflowNameOf(user));
  assert.equal(all.length, 1);
  assert.equal(all[0].active, true);
  assert.ok(systemMessageOf(all[0]).includes('Formal e paciente.'));
  assert.ok(!systemMessageOf(all[0]).includes('Simpática'));
});

test('a workflow deleted in n8n meanwhile is created again', async () => {
  const user = await completeUser('ativa-apagado');
  const first = await activate(user.client);
  assert.equal(first.status, 200);
  assert.equal((await n8nApi(`/workflows/${first.data!.workflowId}`, { method: 'DELETE' })).status, 200);
  const again = await activate(user.client);
  assert.equal(again.status, 200);
  assert.notEqual(again.data!.workflowId, first.data!.workflowId);
  const [wf] = await workflowsNamed(workflowNameOf(user));
  assert.equal(wf.id, again.data!.workflowId);
  assert.equal(wf.active, true);
  assert.equal((await agentOf(user)).workflow_id, wf.id);
});

test('duplicates by name are removed, keeping the newest', async () => {
  const user = await completeUser('ativa-duplicados');
  const first = await activate(user.client);
  assert.equal(first.status, 200);
  // Two more copies, as an earlier double click could have left: the last one is the newest.
  const copies: string[] = [];
  for (let i = 0; i < 2; i++) {
    await new Promise((r) => setTimeout(r, 5));
    const made = await n8nApi<Workflow>('/workflows', {
      method: 'POST',
      body: { name: workflowNameOf(user), nodes: [], connections: {}, settings: {} },
    });
    assert.equal(made.status, 200);
    copies.push(made.body.id);
  }
  const answer = await activate(user.client);
  assert.equal(answer.status, 200);
  assert.equal(answer.data!.workflowId, copies[1]);
  const all = await workflowsNamed(workflowNameOf(user));
  assert.deepEqual(
    all.map((w) => w.id),
    [copies[1]],
  );
  assert.equal(all[0].active, true);
  assert.equal((await n8nApi(`/workflows/${first.data!.workflowId}`)).status, 404);
  assert.equal((await agentOf(user)).workflow_id, copies[1]);
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

test('n8n down or too slow: 502/504 with the finishing error, and the agent stays a draft', async () => {
  const user = await completeUser('ativa-n8n-fora');
  await n8nControl('/faults', 'POST', { path: '/api/v1/workflows', status: 503, times: 10 });
  const down = await activate(user.client);
  assert.equal(down.status, 502);
  assert.deepEqual(down.error, { code: 'workflow_error', message: 'Erro ao finalizar configuração' });
  await n8nControl('/faults', 'DELETE');

  await n8nControl('/faults', 'POST', {
    path: '/api/v1/workflows',
    method: 'GET',
    delayMs: n8nSandbox.timeoutMs + 500,
  });
  const slow = await activate(user.client);
  assert.equal(slow.status, 504);
  assert.equal(slow.error?.message, 'Erro ao finalizar configuração');

  const agent = await agentOf(user);
  assert.equal(agent.status, 'draft');
  assert.equal(agent.workflow_id, null);
  assert.equal(agent.webhook_url, null);
});

test("activating one customer's assistant leaves another's configuration untouched", async () => {
  const other = await completeUser('ativa-outro');
  const before = await agentOf(other);
  const user = await completeUser('ativa-eu');
  assert.equal((await activate(user.client)).status, 200);
  const afterRow = await agentOf(other);
  assert.deepEqual(afterRow, before);
  assert.deepEqual(await workflowsNamed(workflowNameOf(other)), []);
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
