// POST /functions/v1/reminders-dispatch — sends the automatic reminders that are due. Called every
// minute (pg_cron + pg_net on Supabase, the stack's timer locally) with the service role key as
// bearer token (verify_jwt = false: the key is checked here). Claims due reminders in batches, sends
// each through its channel (a few at a time, so a thousand go out in seconds) and records the
// outcome, until none is left or the time budget is spent (the next run goes on); then the
// satisfaction questions of the attendances that closed, and the media past MEDIA_RETENTION_DAYS.
// Answer {claimed, sent, retried, failed, skipped, surveys, media} (skipped: the client wrote SAIR
// after the claim). Its sub-route /descadastrar is public: the unsubscribe link of the reminder e-mails
// (unsubscribe.ts). Reminders no longer wanted are marked skipped by the claim itself (in the database) and
// never reach this function.
import { serviceRoleJob } from '../_shared/http.ts';
import { deleteExpiredMedia } from '../_shared/media/retention.ts';
import { sendDueSurveys } from '../_shared/survey.ts';
import { deliver } from './deliver.ts';
import { batchPlan, CONCURRENCY } from './lease.ts';
import { claimDue, finish, type ClaimedReminder, type FinishedStatus } from './queue.ts';
import { unsubscribe, UNSUBSCRIBE_PATH } from './unsubscribe.ts';
/** No new batch after this long: a run ends well before the edge runtime's wall-clock limit. */
const BUDGET_MS = 40_000;

interface Totals {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  /** Satisfaction questions sent (attendances that closed). */
  surveys: number;
  /** Clients' media deleted after MEDIA_RETENTION_DAYS (their transcripts stay). */
  media: number;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const COUNTER: Record<NonNullable<FinishedStatus>, Exclude<keyof Totals, 'surveys' | 'media'>> = {
  sent: 'sent',
  scheduled: 'retried',
  failed: 'failed',
  skipped: 'skipped',
};

async function dispatch(): Promise<Totals> {
  const totals: Totals = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0, surveys: 0, media: 0 };
  const deadline = Date.now() + BUDGET_MS;
  // A batch no bigger than what can be sent within its lease (a row left 'sending' by a dispatcher
  // killed mid-batch is claimed again once the lease is over).
  const plan = batchPlan();
  while (Date.now() < deadline) {
    const batch = await claimDue(plan.batch, plan.leaseSeconds);
    if (!batch.length) break;
    totals.claimed += batch.length;
    await eachLimited(batch, CONCURRENCY, async (reminder: ClaimedReminder) => {
      const result = await deliver(reminder);
      try {
        const status = await finish(reminder, result);
        if (status) totals[COUNTER[status]] += 1;
        else console.warn('[reminders-dispatch] outcome refused, the claim had run out:', reminder.id);
      } catch (err) {
        // Left 'sending': its lease runs out and a later run finds out what happened (reconciliation).
        console.error('[reminders-dispatch] not recorded:', reminder.id, (err as Error).message);
      }
      if (result.outcome !== 'sent') console.warn('[reminders-dispatch]', reminder.id, result.outcome, result.error);
    });
  }
  totals.surveys = await sendDueSurveys();
  totals.media = await deleteExpiredMedia().catch((err) => {
    console.error('[reminders-dispatch] media retention:', (err as Error).message);
    return 0;
  });
  return totals;
}

const job = serviceRoleJob('reminders-dispatch', dispatch);

// The e-mails' unsubscribe link is this function's one public route (signed token, no key).
Deno.serve((req) => (new URL(req.url).pathname.endsWith(UNSUBSCRIBE_PATH) ? unsubscribe(req) : job(req)));
