// Limits on what anyone may do without signing in, kept in public.booking_requests: counting the
// key's attempts and recording this one is one database call (booking_attempt), so parallel
// requests cannot pass a limit. Each limit is a setting "attempts/minutes" ("10/10").
import { admin } from './supabase.ts';

export interface Limit {
  attempts: number;
  minutes: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until one more attempt counts again (0 when allowed). */
  retryAfterSeconds: number;
}

/** "attempts/minutes" from the environment variable `name`; `fallback` when absent or malformed. */
export function limitSetting(name: string, fallback: string): Limit {
  const parse = (value: string): Limit | null => {
    const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,7})\s*$/.exec(value);
    return m && Number(m[2]) > 0 ? { attempts: Number(m[1]), minutes: Number(m[2]) } : null;
  };
  const value = Deno.env.get(name);
  const parsed = value ? parse(value) : null;
  if (value && !parsed) console.warn(`[rateLimit] ${name}="${value}" is not attempts/minutes; using ${fallback}`);
  return parsed ?? (parse(fallback) as Limit);
}

/** Records one attempt of `key` in `scope` unless its limit is reached. */
export async function attempt(scope: string, key: string, limit: Limit): Promise<Verdict> {
  const { data, error } = await admin().rpc('booking_attempt', {
    p_scope: scope,
    p_key: key,
    p_limit: limit.attempts,
    p_window_minutes: limit.minutes,
  });
  if (error) throw new Error(`booking_attempt: ${error.code ?? ''} ${error.message}`);
  const verdict = data as { allowed: boolean; retry_after_seconds: number };
  return { allowed: verdict.allowed === true, retryAfterSeconds: Number(verdict.retry_after_seconds) || 0 };
}
