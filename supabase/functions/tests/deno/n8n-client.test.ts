// The functions' n8n client (_shared/n8n.ts) on Deno against the stack's n8n sandbox.
import assert from 'node:assert/strict';
import { n8n, N8nError, productionWebhookUrl, workflowBody } from '../../_shared/n8n.ts';
import { need } from './stack.ts';

const n8nSandbox = { url: `${need('STACK_URL')}/sandbox/n8n`, apiKey: need('STACK_N8N_API_KEY') };
let counter = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}-${Deno.pid}-${++counter}`;

async function n8nControl(path: string, method: string, body: unknown): Promise<void> {
  const res = await fetch(`${n8nSandbox.url}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
}

Deno.test('n8n client: pages, null for a missing id, pt-BR errors, time-outs', async () => {
  Deno.env.set('N8N_API_URL', `${n8nSandbox.url}/api/v1`);
  Deno.env.set('N8N_API_KEY', n8nSandbox.apiKey);
  Deno.env.set('N8N_WEBHOOK_URL', n8nSandbox.url);
  Deno.env.set('N8N_TIMEOUT_MS', '1000');

  const name = unique('Cliente');
  const created = await n8n.createWorkflow({
    name,
    nodes: [{ name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], parameters: {} }],
    connections: {},
    settings: { timezone: 'America/Sao_Paulo', executionTimeout: 3600 },
  });
  assert.equal(created.active, false);
  assert.deepEqual(
    (await n8n.listWorkflows({ name })).map((w) => w.id),
    [created.id],
  );
  assert.equal((await n8n.getWorkflow(created.id))?.id, created.id);
  assert.equal(await n8n.getWorkflow('naoExiste000000'), null);
  await assert.rejects(n8n.updateWorkflow('naoExiste000000', { name, nodes: [], connections: {}, settings: {} }), {
    name: 'N8nError',
    status: 404,
    message: 'Workflow não encontrado',
  });
  // What the workflow object carries beyond n8n's schema is never sent (the API would refuse it).
  const body = workflowBody({ ...created, nodes: created.nodes, settings: { ...created.settings } });
  assert.deepEqual(Object.keys(body).sort(), ['connections', 'name', 'nodes', 'settings']);
  assert.equal((await n8n.updateWorkflow(created.id, created)).name, name);
  assert.equal(productionWebhookUrl('whatsapp-abc'), `${n8nSandbox.url}/webhook/whatsapp-abc`);

  // More than one page (250 per call) is read to the end.
  const many = unique('Muitos');
  for (let batch = 0; batch < 251; batch += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, 251 - batch) }, () =>
        n8n.createWorkflow({ name: many, nodes: [], connections: {}, settings: {} }),
      ),
    );
  }
  const listed = await n8n.listWorkflows({ name: many });
  assert.equal(listed.length, 251);
  assert.equal(new Set(listed.map((w) => w.id)).size, 251);

  Deno.env.set('N8N_API_KEY', 'chave-errada');
  await assert.rejects(n8n.listWorkflows(), { status: 401, message: 'Token inválido ou expirado' });
  Deno.env.set('N8N_API_KEY', n8nSandbox.apiKey);
  await n8nControl('/faults', 'POST', { path: '/api/v1/workflows', status: 500 });
  await assert.rejects(n8n.listWorkflows(), (err: unknown) => err instanceof N8nError && err.status === 500);
  await n8nControl('/faults', 'POST', { path: '/api/v1/workflows', delayMs: 1500 });
  await assert.rejects(n8n.listWorkflows(), { timedOut: true, message: 'Tempo limite excedido ao listar workflows' });
});
