// POST /functions/v1/billing — the plan screen's data in one answer, for the
// signed-in customer, from the payment provider by e-mail; the provider's key stays on the server.
// Answer: {plan, nextPayment, history} (see supabase/README.md), or {error: {code, message}}.
import { AsaasError } from '../_shared/asaas.ts';
import { json, preflight } from '../_shared/http.ts';
import { userFromRequest } from '../_shared/supabase.ts';
import { billingSummary } from './summary.ts';

const LOAD_ERROR = 'Erro ao carregar dados do plano';

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST')
    return json({ error: { code: 'method_not_allowed', message: 'Método não permitido.' } }, 405);
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return json({ error: { code: 'unauthorized', message: 'Usuário não autenticado' } }, 401);
  try {
    return json(await billingSummary(user));
  } catch (err) {
    console.error('[billing]', err);
    const code = err instanceof AsaasError ? 'provider_unavailable' : 'internal_error';
    return json({ error: { code, message: LOAD_ERROR } }, err instanceof AsaasError ? 502 : 500);
  }
});
