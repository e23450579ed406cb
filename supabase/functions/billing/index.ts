// /functions/v1/billing — 'Meu Plano', for the signed-in customer.
// GET (or POST {}): the plan screen's data in one answer, from the payment provider by e-mail plus
// the local subscription state: {plan, nextPayment, history, subscription} (see supabase/README.md).
// POST {action: 'cancel'}: cancels the subscription and answers {subscription} (its new state).
// Errors: {error: {code, message}}. The provider's key stays on the server.
import { AsaasError } from '../_shared/asaas.ts';
import { json, preflight } from '../_shared/http.ts';
import { userFromRequest } from '../_shared/supabase.ts';
import { cancelSubscription } from './cancel.ts';
import { billingSummary } from './summary.ts';

const LOAD_ERROR = 'Erro ao carregar dados do plano';
const CANCEL_ERROR = 'Não foi possível cancelar a assinatura. Tente novamente.';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

async function action(req: Request): Promise<string | null> {
  if (req.method === 'GET') return null;
  const body = await req.json().catch(() => ({}));
  const value = (body as { action?: unknown } | null)?.action;
  return typeof value === 'string' ? value : null;
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST' && req.method !== 'GET') return fail(405, 'method_not_allowed', 'Método não permitido.');
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return fail(401, 'unauthorized', 'Usuário não autenticado');
  const wanted = await action(req);
  if (wanted !== null && wanted !== 'cancel') return fail(400, 'invalid_action', 'Ação inválida.');
  try {
    if (wanted === 'cancel') {
      const subscription = await cancelSubscription(user.id);
      if (!subscription) return fail(409, 'no_subscription', 'Nenhuma assinatura para cancelar.');
      return json({ subscription });
    }
    return json(await billingSummary(user));
  } catch (err) {
    console.error('[billing]', err);
    const message = wanted === 'cancel' ? CANCEL_ERROR : LOAD_ERROR;
    if (err instanceof AsaasError) return fail(502, 'provider_unavailable', message);
    return fail(500, 'internal_error', message);
  }
});
