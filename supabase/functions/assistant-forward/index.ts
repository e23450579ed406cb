// POST /functions/v1/assistant-forward — every minute (pg_cron + pg_net on Supabase, the local stack's
// timer): the clients' messages n8n did not take when they arrived (down, 5xx) are offered to the
// owner's assistant again, each at most once at a time, with backoff (_shared/assistantForward.ts).
// Service role only. Answer {claimed, forwarded, failed}.
import { forwardPending } from '../_shared/assistantForward.ts';
import { json } from '../_shared/http.ts';
import { sameSecret } from '../_shared/secret.ts';

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ error: 'method not allowed' }, 405);
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const token = /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!key || !token || !sameSecret(token, key)) return json({ error: 'unauthorized' }, 401);
  await req.body?.cancel();
  try {
    return json(await forwardPending());
  } catch (err) {
    console.error('[assistant-forward]', err);
    return json({ error: 'forward failed' }, 500);
  }
});
