/**
 * The gateway's echo of a platform send arriving while the send is being finished: record_own_message
 * has checked the id and waits for the conversation's lock, finish_send attaches that id to the send
 * and commits. The echo is then a duplicate: one message recorded, no error. Two real connections
 * (PostgreSQL; PGlite's one backend cannot hold a lock while another statement waits).
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { closeSql, newUser, sql, stack } from 'local-stack/testing';

after(closeSql);

const CHAT = '5511987650001';

test('an echo racing finish_send is recorded once, as a duplicate', { skip: stack.dbKind !== 'postgres' }, async () => {
  const owner = await newUser({ full_name: 'Dona do Eco' }, 'eco');
  const instance = `eco-${owner.id}`;
  await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'open')`, [
    owner.id,
    instance,
  ]);
  const [{ send }] = await sql<{ send: { message_id: string; conversa_id?: string; id?: string } }>(
    `select public.begin_send($1, $2, 'assistente', 'Temos horário amanhã às 10:00.') as send`,
    [owner.id, CHAT],
  );
  const [{ conversa }] = await sql<{ conversa: string }>(
    `select conversa_id as conversa from public.chat_messages where id = $1`,
    [send.message_id],
  );

  const finisher = new pg.Client({ connectionString: stack.dbUrl });
  const echo = new pg.Client({ connectionString: stack.dbUrl });
  await Promise.all([finisher.connect(), echo.connect()]);
  try {
    // The send's side holds the conversation (as a writer of it would) while the echo comes in.
    await finisher.query('begin');
    await finisher.query('select 1 from public.conversas where id = $1 for update', [conversa]);
    const echoed = echo.query<{ r: Record<string, unknown> }>(
      `select public.record_own_message($1, 'WA-ECO-1', $2, 'Temos horário amanhã às 10:00.') as r`,
      [instance, CHAT],
    );
    // Wait until the echo waits for the conversation's lock (past its check of the id).
    for (let i = 0; ; i++) {
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%record_own_message%'`,
      );
      if (n > 0) break;
      assert.ok(i < 100, 'the echo never waited for the lock');
      await new Promise((r) => setTimeout(r, 50));
    }
    await finisher.query(`select public.finish_send($1, 'WA-ECO-1')`, [send.message_id]);
    await finisher.query('commit');
    const { rows } = await echoed;
    assert.deepEqual(rows[0].r, { duplicate: true });
  } finally {
    await Promise.all([finisher.end(), echo.end()]);
  }
  const recorded = await sql<{ status: string; wa: string; autor: string }>(
    `select status, wa_message_id as wa, autor from public.chat_messages where user_id = $1`,
    [owner.id],
  );
  assert.deepEqual(recorded, [{ status: 'enviada', wa: 'WA-ECO-1', autor: 'assistente' }]);
});
