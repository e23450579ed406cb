/**
 * The published workflow at n8n over time: a second activation replaces it, one deleted meanwhile is
 * created again, duplicates by name are removed; n8n down or too slow leaves the agent a draft; and
 * one customer's activation leaves another's untouched. (agent-activate-support.ts: the call and the
 * customer.)
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { n8nApi, n8nControl, n8nSandbox, workflowsNamed, type Workflow } from 'local-stack/testing/n8n';
import { closeSql } from 'local-stack/testing';
import {
  activate,
  agentOf,
  clearN8nFaults,
  completeUser,
  systemMessageOf,
  workflowNameOf,
} from './agent-activate-support.ts';

after(closeSql);
afterEach(clearN8nFaults);

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
