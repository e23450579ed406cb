// The scheduled jobs where hosted Supabase would use pg_cron and pg_net, read from the schema
// (supabase/schemas/platform/cron.sql): every tick the stack runs each in the file's order. A SQL job
// runs here only where pg_cron does not run it (PGlite, or a PostgreSQL 15 without postgresql-15-cron);
// a function job is called as pg_net would, with the service role key. A failed job fails the tick
// and the ones after it wait for the next. Ticks never overlap: a slow job delays the next tick.
import type { Db } from './db/types.ts';
import { readScheduledJobs, type ScheduledJob } from './scheduledJobs.ts';

export interface ReminderTimerOptions {
  admin: Db;
  /** The gateway's functions URL, e.g. http://127.0.0.1:54321/functions/v1. */
  functionsUrl: string;
  /** The functions the stack serves: a job calling another one is skipped. */
  functions: ReadonlySet<string>;
  serviceRoleKey: string;
  intervalMs: number;
  /** Default: the schema's cron.sql. */
  jobs?: ScheduledJob[];
  /** Reports what a tick did or why it failed (the stack's log). */
  log?: (line: string) => void;
}

export interface ReminderTimer {
  /** Whether the SQL jobs run on pg_cron (then the timer only calls the functions). */
  readonly onPgCron: boolean;
  /** One tick now; resolves with the first function job's answer (the reminders dispatcher's). */
  tick(): Promise<unknown>;
  stop(): Promise<void>;
}

/** Whether pg_cron has every one of these jobs (then it, not the timer, runs them). */
async function onPgCronFor(admin: Db, names: string[]): Promise<boolean> {
  if (names.length === 0) return false;
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(distinct jobname)::int as n from cron.job where jobname = any($1)`,
      [names],
    );
    return rows[0].n === names.length;
  } catch {
    return false; // no cron schema: PGlite or no pg_cron
  }
}

/** A SQL job, once; a job answering `{failed: …}` (run_minute_jobs: some of its jobs failed) fails. */
async function runSql(admin: Db, job: Extract<ScheduledJob, { kind: 'sql' }>): Promise<void> {
  const { rows } = await admin.query<Record<string, unknown>>(job.sql);
  // The job's answer is its one column, whatever the command names it.
  const done = Object.values(rows[0] ?? {})[0] as { failed?: Record<string, string> } | null | undefined;
  const fn = /([a-z_]+)\(\)/.exec(job.sql)?.[1] ?? job.name;
  if (done?.failed) throw new Error(`${fn} failed: ${JSON.stringify(done.failed)}`);
}

/** A function job called as pg_net would: POST, the service role key as bearer token. */
async function callJob(url: string, serviceRoleKey: string): Promise<{ ok: boolean; status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  });
  return { ok: res.ok, status: res.status, body: await res.json().catch(() => null) };
}

/** Whether an answer reports work done (some count above zero): only those are logged. */
function didWork(body: unknown): boolean {
  return Boolean(body) && Object.values(body as object).some((v) => typeof v === 'number' && v > 0);
}

export async function startReminderTimer(options: ReminderTimerOptions): Promise<ReminderTimer> {
  const jobs = (options.jobs ?? readScheduledJobs()).filter(
    (job) => job.kind === 'sql' || options.functions.has(job.function),
  );
  const onPgCron = await onPgCronFor(
    options.admin,
    jobs.filter((job) => job.kind === 'sql').map((job) => job.name),
  );
  // The timer has one period: every job the schema declares must be a minute job.
  const other = jobs.find((job) => job.schedule !== '* * * * *');
  if (other)
    throw new Error(`cron job ${other.name}: the local timer runs '* * * * *' jobs only, not '${other.schedule}'`);
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function once(): Promise<unknown> {
    let first: unknown;
    for (const job of jobs) {
      if (job.kind === 'sql') {
        if (!onPgCron) await runSql(options.admin, job);
        continue;
      }
      const { ok, status, body } = await callJob(`${options.functionsUrl}/${job.function}`, options.serviceRoleKey);
      if (!ok) throw new Error(`${job.function} answered ${status}: ${JSON.stringify(body)}`);
      first ??= body;
      if (didWork(body)) options.log?.(`[${job.name}] ${JSON.stringify(body)}`);
    }
    return first;
  }

  function tick(): Promise<unknown> {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped || running) return;
    tick().catch((err: Error) => options.log?.(`[scheduled jobs] ${err.message}`));
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
