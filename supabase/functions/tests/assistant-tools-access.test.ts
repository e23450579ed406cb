/**
 * assistant-tools' door: the assistant's id and secret (a missing, wrong or old one answers 401), a
 * lapsed subscription (403), and the stored secret, only its sha-256, which the owner can neither
 * read nor set. Each owner is activated through agent-activate (assistant-tools-support.ts).
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, sql } from 'local-stack/testing';
import { activate } from './assistant-support.ts';
import {
  activateShared,
  activatedAssistant,
  assistant,
  call,
  callRaw,
  CLIENTE,
  day,
  rowsOf,
} from './assistant-tools-support.ts';

after(closeSql);
before(activateShared);

test('a missing, wrong or old secret, or an unknown assistant, answers 401 and changes nothing', async () => {
  const a = await activatedAssistant('ferramentas-segredo');
  const body = JSON.stringify({
    tool: 'agendar',
    telefone: CLIENTE,
    args: { data: day, inicio: '12:00', nome: 'Maria' },
  });
  const unauthorized = { code: 'unauthorized', message: 'Assistente não autorizado' };
  const attempts: Record<string, string>[] = [
    {},
    { 'x-assistant-id': a.agentId },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': 'f'.repeat(64) },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': a.secret.slice(0, -1) },
    { 'x-assistant-id': assistant.agentId, 'x-assistant-secret': a.secret },
    { 'x-assistant-id': 'nao-e-um-id', 'x-assistant-secret': a.secret },
    { 'x-assistant-id': '00000000-0000-4000-8000-000000000000', 'x-assistant-secret': a.secret },
  ];
  for (const headers of attempts) {
    const answer = await callRaw(headers, body);
    assert.equal(answer.status, 401, JSON.stringify(headers));
    assert.deepEqual(answer.body.error, unauthorized);
  }
  // Before the secret is checked, nothing about the body is revealed.
  assert.equal((await callRaw({ 'x-assistant-id': a.agentId }, '{not json')).status, 401);

  // Re-activation replaces the secret: the old one stops working, the new one works.
  const old = a.secret;
  const fresh = await activate(a.user);
  assert.notEqual(fresh, old);
  assert.equal((await callRaw({ 'x-assistant-id': a.agentId, 'x-assistant-secret': old }, body)).status, 401);
  assert.deepEqual(await rowsOf(a), []);
  const ok = await callRaw({ 'x-assistant-id': a.agentId, 'x-assistant-secret': fresh }, body);
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
});

test('a subscription that lapsed stops the tools at once: 403, nothing booked', async () => {
  const a = await activatedAssistant('ferramentas-sem-assinatura');
  // The trial ended unpaid ten days ago: past the grace, so suspended (billing pauses the workflow
  // later; the tools refuse already).
  await sql(
    `update public.subscriptions set status = 'overdue', current_period_end = null,
            overdue_since = (now() at time zone 'America/Sao_Paulo')::date - 10
      where user_id = $1`,
    [a.user.id],
  );
  const answer = await call(a, 'agendar', CLIENTE, { data: day, inicio: '13:00', nome: 'Maria' });
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body.error, {
    code: 'subscription_inactive',
    message: 'Assinatura inativa: o assistente não pode usar esta função.',
  });
  assert.deepEqual(await rowsOf(a), []);
});

test('the stored secret is only its sha-256, which the owner can neither read nor set', async () => {
  const [row] = await sql<{ tools_secret_hash: string }>(
    'select tools_secret_hash from public.agent_configs where id = $1',
    [assistant.agentId],
  );
  const { createHash } = await import('node:crypto');
  assert.equal(row.tools_secret_hash, createHash('sha256').update(assistant.secret).digest('hex'));
  assert.match(assistant.secret, /^[0-9a-f]{64}$/);
  const read = await assistant.user.client
    .from('agent_configs')
    .select('tools_secret_hash')
    .eq('id', assistant.agentId);
  assert.notEqual(read.error, null);
  const write = await assistant.user.client
    .from('agent_configs')
    .update({ tools_secret_hash: 'a'.repeat(64) })
    .eq('id', assistant.agentId);
  assert.notEqual(write.error, null);
});
