// How much a dispatcher claims at once and for how long: the batch must be sent before its lease runs
// out, or a second run could claim rows still being sent. A batch is CONCURRENCY × ROUNDS reminders;
// each send may take, at worst, the gateway's time-out three times (two chat-history look-ups on a
// retry, then the send) or the e-mail provider's once, plus the database calls around it (8 s each at
// most). The lease is ROUNDS such sends plus a margin. Fencing (claim_token) still refuses the result of
// a claim that outlived its lease anyway (a process paused, a clock off).
import { DB_CALLS_PER_SEND, DB_CALL_TIMEOUT_MS } from './queue.ts';

/** Sends in flight at once. */
export const CONCURRENCY = 5;
/** Sends per worker per batch. */
const ROUNDS = 2;
const MARGIN_S = 30;

const timeoutOf = (name: string, fallback: number) => {
  const value = Number(Deno.env.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The longest one reminder's send may take, in ms (the providers' time-outs from the environment). */
export function worstSendMs(): number {
  const gateway = timeoutOf('EVOLUTION_TIMEOUT_MS', 30_000);
  const email = timeoutOf('RESEND_TIMEOUT_MS', 15_000);
  return Math.max(3 * gateway, email) + DB_CALLS_PER_SEND * DB_CALL_TIMEOUT_MS;
}

export interface BatchPlan {
  batch: number;
  leaseSeconds: number;
}

export function batchPlan(): BatchPlan {
  return {
    batch: CONCURRENCY * ROUNDS,
    leaseSeconds: Math.ceil((ROUNDS * worstSendMs()) / 1000) + MARGIN_S,
  };
}
