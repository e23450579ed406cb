/**
 * Who may publish with 'Ativar Assistente': an incomplete configuration is refused (400), a
 * subscription that grants no access too (403, while the grace, the trial or a canceled plan's paid
 * period publish), and nobody signed in gets 401; nothing is published for them.
 * (agent-activate-support.ts: the call and the customer.)
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { workflowsNamed } from 'local-stack/testing/n8n';
import { closeSql, newUser, raw, sql, stack } from 'local-stack/testing';
import { activate, agentOf, clearN8nFaults, completeUser, workflowNameOf } from './agent-activate-support.ts';

after(closeSql);
afterEach(clearN8nFaults);

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
