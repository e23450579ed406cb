// The database's scheduled jobs as supabase/schemas/platform/cron.sql declares them (its
// cron.schedule calls), so the local timer runs the same list hosted Supabase's pg_cron does.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export const cronFile = path.join(repoRoot, 'supabase', 'schemas', 'platform', 'cron.sql');

export type ScheduledJob =
  /** SQL pg_cron runs in the database, e.g. `select public.run_minute_jobs()`. */
  | { name: string; schedule: string; kind: 'sql'; sql: string }
  /** An edge function pg_net calls with the service role key. */
  | { name: string; schedule: string; kind: 'function'; function: string };

/** cron.schedule('<name>', '<schedule>', '<command>' | $tag$<command>$tag$), in the file's order. */
const SCHEDULE =
  /cron\.schedule\(\s*'([^']+)'\s*,\s*'([^']+)'\s*,\s*(?:'((?:[^']|'')*)'|\$(\w*)\$([\s\S]*?)\$\4\$)\s*\)/g;

export function parseScheduledJobs(sql: string): ScheduledJob[] {
  return [...sql.matchAll(SCHEDULE)].map((m) => {
    const [, name, schedule, quoted, , dollar] = m;
    const command = (quoted?.replace(/''/g, "'") ?? dollar).trim();
    const fn = /\/functions\/v1\/([a-z0-9-]+)/.exec(command)?.[1];
    return fn ? { name, schedule, kind: 'function', function: fn } : { name, schedule, kind: 'sql', sql: command };
  });
}

export function readScheduledJobs(file = cronFile): ScheduledJob[] {
  const jobs = parseScheduledJobs(fs.readFileSync(file, 'utf8'));
  if (jobs.length === 0) throw new Error(`${path.relative(repoRoot, file)} schedules no job`);
  return jobs;
}
