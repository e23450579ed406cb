/**
 * The n8n sandbox (LOCAL_N8N=sandbox) speaks n8n's public API v1: the key in X-N8N-API-KEY, the
 * OpenAPI checks of a workflow body, cursor pages, activation only with a trigger, credentials, and
 * live webhooks of active workflows (with Header Auth). It runs nothing: the real n8n does.
 */
import test, { afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { n8nApi, n8nControl, n8nSandbox, webhookDeliveries, type Workflow } from './support/n8n.ts';

afterEach(() => n8nControl('/faults', 'DELETE'));

let counter = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}-${process.pid}-${++counter}`;

const webhookNode = (path: string, method = 'POST') => ({
  name: 'Webhook',
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  position: [0, 0],
  parameters: { httpMethod: method, path },
});
const setNode = {
  name: 'Resposta',
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [200, 0],
  parameters: {},
};

function workflowBody(name: string, nodes: unknown[] = [setNode]) {
  return { name, nodes, connections: {}, settings: { timezone: 'America/Sao_Paulo', executionTimeout: 3600 } };
}

async function create(name: string, nodes?: unknown[]): Promise<Workflow> {
  const res = await n8nApi<Workflow>('/workflows', { method: 'POST', body: workflowBody(name, nodes) });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

test('the API needs the key in X-N8N-API-KEY', async () => {
  const none = await n8nApi('/workflows', { key: null });
  assert.equal(none.status, 401);
  assert.deepEqual(none.body, { message: "'X-N8N-API-KEY' header required" });
  const wrong = await n8nApi('/workflows', { key: 'not-the-key' });
  assert.equal(wrong.status, 401);
  assert.deepEqual(wrong.body, { message: 'unauthorized' });
  // The webhooks are public: they do not take the key.
  const hook = await fetch(`${n8nSandbox.url}/webhook/nada-registrado-${Date.now()}`, { method: 'POST' });
  assert.equal(hook.status, 404);
});

test('a created workflow is inactive, with the fields n8n answers, ids for its nodes and a webhook id', async () => {
  const name = unique('Criado');
  const wf = await create(name, [webhookNode(`criado-${counter}`), setNode]);
  assert.match(wf.id, /^[A-Za-z0-9]{16}$/);
  assert.equal(wf.name, name);
  assert.equal(wf.active, false);
  assert.equal(wf.isArchived, false);
  assert.ok(Date.parse(wf.createdAt) && Date.parse(wf.updatedAt));
  assert.match(wf.versionId, /^[0-9a-f-]{36}$/);
  assert.deepEqual(wf.settings, { timezone: 'America/Sao_Paulo', executionTimeout: 3600 });
  assert.ok(wf.nodes.every((n) => typeof n.id === 'string' && n.id.length > 0));
  assert.ok(wf.nodes[0].webhookId);
  const read = await n8nApi<Workflow>(`/workflows/${wf.id}`);
  assert.equal(read.status, 200);
  assert.deepEqual(read.body, wf);
});

test('a create body is checked against the OpenAPI schema', async () => {
  const missing = await n8nApi('/workflows', { method: 'POST', body: { name: 'x', nodes: [], connections: {} } });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.message, "request/body must have required property 'settings'");
  const active = await n8nApi('/workflows', { method: 'POST', body: { ...workflowBody('x'), active: true } });
  assert.equal(active.status, 400);
  assert.equal(active.body.message, 'request/body/active is read-only');
  const unknown = await n8nApi('/workflows', { method: 'POST', body: { ...workflowBody('x'), dono: 'eu' } });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.message, 'request/body must NOT have additional properties');
  const badSetting = await n8nApi('/workflows', {
    method: 'POST',
    body: { ...workflowBody('x'), settings: { fuso: 'America/Sao_Paulo' } },
  });
  assert.equal(badSetting.status, 400);
  assert.equal(badSetting.body.message, 'request/body/settings must NOT have additional properties');
  const badNode = await n8nApi('/workflows', {
    method: 'POST',
    body: workflowBody('x', [{ name: 'Sem tipo', typeVersion: 1, position: [0, 0], parameters: {} }]),
  });
  assert.equal(badNode.status, 400);
  assert.equal(badNode.body.message, "request/body/nodes/0 must have required property 'type'");
});

test('the list is paged by cursor (100 by default, at most 250) and filtered by part of the name', async () => {
  const prefix = unique('Paginado');
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await create(`${prefix} #${i}`)).id);
  const first = await n8nApi<{ data: Workflow[]; nextCursor: string | null }>(
    `/workflows?limit=2&name=${encodeURIComponent(prefix)}`,
  );
  assert.equal(first.status, 200);
  assert.deepEqual(
    first.body.data.map((w) => w.id),
    ids.slice(0, 2),
  );
  assert.ok(first.body.nextCursor);
  const seen = [...first.body.data];
  let cursor: string | null = first.body.nextCursor;
  while (cursor) {
    const page: { body: { data: Workflow[]; nextCursor: string | null } } = await n8nApi(
      `/workflows?name=${encodeURIComponent(prefix)}&cursor=${encodeURIComponent(cursor)}`,
    );
    assert.ok(page.body.data.length <= 2);
    seen.push(...page.body.data);
    cursor = page.body.nextCursor;
  }
  assert.deepEqual(
    seen.map((w) => w.id),
    ids,
  );
  const all = await n8nApi<{ data: Workflow[]; nextCursor: string | null }>(
    `/workflows?name=${encodeURIComponent(prefix)}`,
  );
  assert.equal(all.body.data.length, 5);
  assert.equal(all.body.nextCursor, null);
  assert.equal((await n8nApi('/workflows?limit=251')).status, 400);
  assert.equal((await n8nApi('/workflows?cursor=nao-e-um-cursor')).status, 400);
});

test('activation needs a trigger node; a workflow with a webhook is activated and deactivated', async () => {
  const plain = await create(unique('Sem gatilho'));
  const refused = await n8nApi(`/workflows/${plain.id}/activate`, { method: 'POST' });
  assert.equal(refused.status, 400);
  assert.match(String(refused.body.message), /no node to start the workflow/);
  assert.equal((await n8nApi<Workflow>(`/workflows/${plain.id}`)).body.active, false);

  const path = `ativo-${Date.now()}-${process.pid}`;
  const hooked = await create(unique('Com webhook'), [webhookNode(path), setNode]);
  const on = await n8nApi<Workflow>(`/workflows/${hooked.id}/activate`, { method: 'POST' });
  assert.equal(on.status, 200);
  assert.equal(on.body.active, true);
  assert.equal(on.body.triggerCount, 1);
  const off = await n8nApi<Workflow>(`/workflows/${hooked.id}/deactivate`, { method: 'POST' });
  assert.equal(off.body.active, false);
});

test('PUT replaces a workflow (new version, still active); DELETE answers it; unknown ids are 404', async () => {
  const path = `put-${Date.now()}-${process.pid}`;
  const wf = await create(unique('Atualizado'), [webhookNode(path)]);
  await n8nApi(`/workflows/${wf.id}/activate`, { method: 'POST' });
  const put = await n8nApi<Workflow>(`/workflows/${wf.id}`, {
    method: 'PUT',
    body: workflowBody('Novo nome', [webhookNode(path), setNode]),
  });
  assert.equal(put.status, 200);
  assert.equal(put.body.name, 'Novo nome');
  assert.equal(put.body.nodes.length, 2);
  assert.equal(put.body.active, true);
  assert.notEqual(put.body.versionId, wf.versionId);
  assert.ok(Date.parse(put.body.updatedAt) >= Date.parse(wf.updatedAt));
  const readOnly = await n8nApi(`/workflows/${wf.id}`, { method: 'PUT', body: { ...workflowBody('x'), id: wf.id } });
  assert.equal(readOnly.status, 400);

  const del = await n8nApi<Workflow>(`/workflows/${wf.id}`, { method: 'DELETE' });
  assert.equal(del.status, 200);
  assert.equal(del.body.id, wf.id);
  for (const [method, suffix] of [
    ['GET', ''],
    ['DELETE', ''],
    ['POST', '/activate'],
  ] as const) {
    const gone = await n8nApi(`/workflows/${wf.id}${suffix}`, { method });
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { message: 'Not Found' });
  }
  const putGone = await n8nApi(`/workflows/${wf.id}`, { method: 'PUT', body: workflowBody('x') });
  assert.equal(putGone.status, 404);
});

test('live webhooks answer for active workflows only, log what they received, and a path is taken once', async () => {
  const path = `vivo-${Date.now()}-${process.pid}`;
  const post = (body: unknown, method = 'POST') =>
    fetch(`${n8nSandbox.url}/webhook/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
  const wf = await create(unique('Webhook vivo'), [webhookNode(path), setNode]);

  const inactive = await post({ a: 1 });
  assert.equal(inactive.status, 404);
  const notRegistered = (await inactive.json()) as { code: number; message: string; hint: string };
  assert.equal(notRegistered.code, 404);
  assert.equal(notRegistered.message, `The requested webhook "POST ${path}" is not registered.`);
  assert.match(notRegistered.hint, /must be active/);

  await n8nApi(`/workflows/${wf.id}/activate`, { method: 'POST' });
  const ok = await post({ event: 'messages.upsert', data: { message: { conversation: 'Olá' } } });
  assert.equal(ok.status, 200);
  assert.deepEqual(await ok.json(), { message: 'Workflow was started' });
  const wrongMethod = await post(null, 'GET');
  assert.equal(wrongMethod.status, 404);
  assert.match(((await wrongMethod.json()) as { message: string }).message, /not registered for GET requests/);

  const log = await webhookDeliveries(path);
  assert.equal(log.length, 1);
  assert.equal(log[0].workflowId, wf.id);
  assert.equal(log[0].method, 'POST');
  assert.deepEqual(log[0].body, { event: 'messages.upsert', data: { message: { conversation: 'Olá' } } });

  // Another workflow cannot take the same path while this one is active.
  const rival = await create(unique('Rival'), [webhookNode(path)]);
  const taken = await n8nApi(`/workflows/${rival.id}/activate`, { method: 'POST' });
  assert.equal(taken.status, 400);
  assert.match(String(taken.body.message), /already taken/);

  await n8nApi(`/workflows/${wf.id}/deactivate`, { method: 'POST' });
  assert.equal((await post({ a: 2 })).status, 404);
  assert.equal((await webhookDeliveries(path)).length, 1);
});

test('faults make the API answer 5xx or slowly, once', async () => {
  await n8nControl('/faults', 'POST', { path: '/api/v1/workflows', status: 502 });
  const down = await fetch(`${n8nSandbox.url}/api/v1/workflows`, { headers: { 'x-n8n-api-key': n8nSandbox.apiKey } });
  assert.equal(down.status, 502);
  assert.equal((await n8nApi('/workflows?limit=1')).status, 200);
});

test('credentials are created and deleted; a Webhook node with Header Auth refuses a call without its header', async () => {
  const made = await n8nApi<{ id: string; name: string; type: string }>('/credentials', {
    method: 'POST',
    body: { name: unique('Webhook'), type: 'httpHeaderAuth', data: { name: 'x-segredo', value: 'abc123' } },
  });
  assert.equal(made.status, 200);
  assert.equal(made.body.type, 'httpHeaderAuth');
  const path = `protegido-${counter}`;
  const hook = {
    ...webhookNode(path),
    parameters: { ...webhookNode(path).parameters, authentication: 'headerAuth' },
    credentials: { httpHeaderAuth: { id: made.body.id, name: made.body.name } },
  };
  const wf = await create(unique('Protegido'), [hook, setNode]);
  assert.equal((await n8nApi(`/workflows/${wf.id}/activate`, { method: 'POST' })).status, 200);
  const call = (headers: Record<string, string>) =>
    fetch(`${n8nSandbox.url}/webhook/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"oi":1}',
    });
  assert.equal((await call({})).status, 403);
  assert.equal((await call({ 'x-segredo': 'errado' })).status, 403);
  assert.equal((await call({ 'x-segredo': 'abc123' })).status, 200);
  assert.equal((await webhookDeliveries(path)).length, 1, 'only the authorized call reached the workflow');
  assert.equal((await n8nApi(`/credentials/${made.body.id}`, { method: 'DELETE' })).status, 200);
  assert.equal((await n8nApi(`/credentials/${made.body.id}`, { method: 'DELETE' })).status, 404);
});
