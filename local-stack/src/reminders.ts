// The minute jobs where hosted Supabase would use pg_cron and pg_net: every tick the stack runs the
// database's minute jobs, public.run_minute_jobs() (the one list of them, in SQL), when no pg_cron does
// (PGlite, or a PostgreSQL 15 without postgresql-15-cron), then calls the reminders-dispatch function
// as pg_net would, with the service role key. Ticks never overlap: a slow dispatch delays the next one.
import type { Db } from './db/types.ts';

export interface ReminderTimerOptions {
  admin: Db;
  /** The gateway's URL of the dispatcher, e.g. http://127.0.0.1:54321/functions/v1/reminders-dispatch. */
  dispatchUrl: string;
  /** assistant-forward's URL: the clients' messages n8n did not take are offered again each tick. */
  forwardUrl?: string;
  serviceRoleKey: string;
  intervalMs: number;
  /** Reports what a tick did or why it failed (the stack's log). */
  log?: (line: string) => void;
}

export interface ReminderTimer {
  /** Whether the minute jobs run on pg_cron (then the timer only dispatches). */
  readonly onPgCron: boolean;
  /** One tick now; resolves with the dispatcher's answer. */
  tick(): Promise<unknown>;
  stop(): Promise<void>;
}

/** pg_cron's job that runs public.run_minute_jobs() (supabase/migrations/*_minute_jobs.sql). */
const MINUTE_JOBS_CRON_JOB = 'run-minute-jobs';

async function hasCronJob(admin: Db): Promise<boolean> {
  try {
    const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from cron.job where jobname = $1`, [
      MINUTE_JOBS_CRON_JOB,
    ]);
    return rows[0].n > 0;
  } catch {
    return false; // no cron schema: PGlite or no pg_cron
  }
}

/** The database's minute jobs, once; a job that failed (the others still ran) fails the tick. */
async function runMinuteJobs(admin: Db): Promise<void> {
  const { rows } = await admin.query<{ done: { failed?: Record<string, string> } }>(
    'select public.run_minute_jobs() as done',
  );
  const { failed } = rows[0].done;
  if (failed) throw new Error(`run_minute_jobs failed: ${JSON.stringify(failed)}`);
}

/** A minute job's function called as pg_net would: POST, the service role key as bearer token. */
async function callJob(url: string, serviceRoleKey: string): Promise<{ ok: boolean; status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  });
  return { ok: res.ok, status: res.status, body: await res.json().catch(() => null) };
}

export async function startReminderTimer(options: ReminderTimerOptions): Promise<ReminderTimer> {
  const onPgCron = await hasCronJob(options.admin);
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function once(): Promise<unknown> {
    if (!onPgCron) await runMinuteJobs(options.admin);
    const { ok, status, body } = await callJob(options.dispatchUrl, options.serviceRoleKey);
    if (!ok) throw new Error(`reminders-dispatch answered ${status}: ${JSON.stringify(body)}`);
    if (options.forwardUrl) {
      const forwarded = await callJob(options.forwardUrl, options.serviceRoleKey);
      const counts = forwarded.body as { forwarded?: number } | null;
      if (counts?.forwarded) options.log?.(`[assistant-forward] ${JSON.stringify(counts)}`);
    }
    return body;
  }

  function tick(): Promise<unknown> {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped || running) return;
    tick().then(
      (out) => {
        const counts = out as { claimed?: number } | null;
        if (counts?.claimed) options.log?.(`[reminders] ${JSON.stringify(out)}`);
      },
      (err: Error) => options.log?.(`[reminders] ${err.message}`),
    );
  }, options.intervalMs);
  timer.unref();

  return {
    onPgCron,
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
