// POST /functions/v1/assistant-forward — every minute (pg_cron + pg_net on Supabase, the local stack's
// timer): the clients' messages n8n did not take when they arrived (down, 5xx) are offered to the
// owner's assistant again, each at most once at a time, with backoff (_shared/assistantForward.ts);
// one whose conversation a person took over meanwhile is withheld. Service role only. Answer
// {claimed, forwarded, withheld, failed}.
import { forwardPending } from '../_shared/assistantForward.ts';
import { serviceRoleJob } from '../_shared/http.ts';

Deno.serve(serviceRoleJob('assistant-forward', () => forwardPending()));
