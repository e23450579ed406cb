// POST /functions/v1/whatsapp-instance — the WhatsApp connection widget of the assistant setup:
// {action: 'create' | 'qrcode' | 'reconnect' | 'status' | 'delete'} on the
// caller's own Evolution instance. The gateway's keys stay here; the instance row
// (public.whatsapp_instances) and agent_configs.whatsapp are written with the service role.
// Errors: {error: {code, message}} with the widget's pt-BR texts; 502 gateway error, 504 time-out.
// With the service role key as bearer token, only {action: 'sync_webhooks', after?} (sync.ts): the
// operator's catch-up of instances whose gateway has not been given their webhook secret yet.
import { isServiceRoleRequest, json, preflight } from '../_shared/http.ts';
import { userFromRequest } from '../_shared/supabase.ts';
import { ACTIONS, isAction } from './actions.ts';
import { ActionError } from './failures.ts';
import { syncWebhooks } from './sync.ts';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  if (isServiceRoleRequest(req)) return operatorSync(req);
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return fail(401, 'unauthorized', 'Usuário não autenticado');
  let body: { action?: unknown } | null;
  try {
    body = (await req.json()) as { action?: unknown } | null;
  } catch {
    return fail(400, 'invalid_request', 'Requisição inválida.');
  }
  const action = body?.action;
  if (!isAction(action)) return fail(400, 'invalid_action', 'Ação desconhecida.');
  try {
    return json(await ACTIONS[action](user));
  } catch (err) {
    if (err instanceof ActionError) return fail(err.status, err.code, err.message);
    console.error('[whatsapp-instance]', action, err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente.');
  }
});

/** The operator's sync_webhooks (sync.ts); nothing else is done with the service role key. */
async function operatorSync(req: Request): Promise<Response> {
  const body = (await req.json().catch(() => null)) as { action?: unknown; after?: unknown } | null;
  if (body?.action !== 'sync_webhooks') return fail(400, 'invalid_action', 'Ação desconhecida.');
  if (body.after !== undefined && typeof body.after !== 'string') {
    return fail(400, 'invalid_request', 'Requisição inválida.');
  }
  try {
    return json(await syncWebhooks(body.after ?? ''));
  } catch (err) {
    console.error('[whatsapp-instance] sync_webhooks', err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente.');
  }
}
