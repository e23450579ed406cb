import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, QueryResult } from '../src/db/types.ts';
import { startReminderTimer } from '../src/reminders.ts';
import { readScheduledJobs } from '../src/scheduledJobs.ts';
import { closeSql, sql, stack } from './support/stack.ts';

// The stack's minute timer runs the jobs supabase/schemas/platform/cron.sql schedules:
// public.run_minute_jobs() where no pg_cron runs it (PGlite), never twice where pg_cron does (its job
// `run-minute-jobs` on PostgreSQL 15), then the functions as pg_net calls them.

after(closeSql);

/** The test database as the timer's admin, recording every statement it is sent. */
function recordingDb(answer: (text: string, params: unknown[]) => Promise<unknown[]>): { db: Db; sent: string[] } {
  const sent: string[] = [];
  const db: Db = {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      sent.push(text);
      const rows = (await answer(text, params)) as T[];
      return { rows, rowCount: rows.length };
    },
    transaction: () => Promise.reject(new Error('the timer opens no transaction')),
    close: async () => {},
  };
  return { db, sent };
}

/** A stand-in for reminders-dispatch: answers `{ claimed: 0 }` and keeps each request's bearer token. */
async function dispatcher(): Promise<{ url: string; tokens: string[]; close: () => Promise<void> }> {
  const tokens: string[] = [];
  const server = http.createServer((req, res) => {
    tokens.push(req.headers.authorization ?? '');
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"claimed":0}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("the timer's jobs are the schema's cron.schedule calls, in order", () => {
  assert.deepEqual(readScheduledJobs(), [
    { name: 'run-minute-jobs', schedule: '* * * * *', kind: 'sql', sql: 'select public.run_minute_jobs()' },
    { name: 'dispatch-reminders', schedule: '* * * * *', kind: 'function', function: 'reminders-dispatch' },
    { name: 'forward-assistant-messages', schedule: '* * * * *', kind: 'function', function: 'assistant-forward' },
  ]);
});

test('a tick runs run_minute_jobs() only where pg_cron does not, then calls the dispatcher', async () => {
  const { db, sent } = recordingDb((text, params) => sql(text, params));
  const dispatch = await dispatcher();
  const timer = await startReminderTimer({
    admin: db,
    functionsUrl: dispatch.url,
    functions: new Set(['reminders-dispatch']),
    serviceRoleKey: stack.serviceRoleKey,
    intervalMs: 3_600_000,
  });
  try {
    // PostgreSQL 15 here loads pg_cron, whose job the migration names; PGlite has none.
    assert.equal(timer.onPgCron, stack.dbKind === 'postgres');
    sent.length = 0;
    assert.deepEqual(await timer.tick(), { claimed: 0 });
    const ranJobs = sent.some((text) => text.includes('public.run_minute_jobs()'));
    assert.equal(ranJobs, !timer.onPgCron);
    assert.deepEqual(dispatch.tokens, [`Bearer ${stack.serviceRoleKey}`]);
  } finally {
    await timer.stop();
    await dispatch.close();
  }
});

test('a minute job that failed fails the tick, before the dispatcher', async () => {
  const { db } = recordingDb(async (text) => {
    if (text.includes('cron.job')) throw new Error('relation "cron.job" does not exist');
    return [{ done: { subscriptions: 0, failed: { reminders: 'boom' } } }];
  });
  const dispatch = await dispatcher();
  const timer = await startReminderTimer({
    admin: db,
    functionsUrl: dispatch.url,
    functions: new Set(['reminders-dispatch']),
    serviceRoleKey: stack.serviceRoleKey,
    intervalMs: 3_600_000,
  });
  try {
    assert.equal(timer.onPgCron, false);
    await assert.rejects(timer.tick(), /run_minute_jobs failed: \{"reminders":"boom"\}/);
    assert.deepEqual(dispatch.tokens, []);
  } finally {
    await timer.stop();
    await dispatch.close();
  }
});
