// /functions/v1/billing — 'Meu Plano', for the signed-in customer.
// GET (or POST {}): the plan screen's data in one answer, from the payment provider by e-mail plus
// the local subscription state: {plan, nextPayment, history, subscription} (see supabase/functions/README.md).
// POST {action: 'cancel'}: cancels the subscription and answers {subscription} (its new state).
// The body and answers are shared-domain's contracts/billing.ts; errors {error: {code, message}}.
// The provider's key stays on the server.
import { billingContract } from '../../../shared-domain/src/contracts/billing.ts';
import { AsaasError } from '../_shared/asaas.ts';
import { signedIn } from '../_shared/caller.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { cancelSubscription } from './cancel.ts';
import { billingSummary } from './summary.ts';

const LOAD_ERROR = 'Erro ao carregar dados do plano';
const CANCEL_ERROR = 'Não foi possível cancelar a assinatura. Tente novamente.';

Deno.serve(
  handler({
    name: 'billing',
    methods: ['GET', 'POST'],
    caller: signedIn,
    contract: billingContract,
    emptyBody: {},
    run: async ({ req, body, caller }) => {
      const cancel = req.method === 'POST' && body.action === 'cancel';
      try {
        if (!cancel) return await billingSummary(caller);
        const subscription = await cancelSubscription(caller.id);
        if (!subscription) throw new HttpError(409, 'no_subscription', 'Nenhuma assinatura para cancelar.');
        return { subscription };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        // The screen shows the message of what it asked for; the provider down is a 502.
        console.error('[billing]', err);
        const message = cancel ? CANCEL_ERROR : LOAD_ERROR;
        throw err instanceof AsaasError
          ? new HttpError(502, 'provider_unavailable', message)
          : new HttpError(500, 'internal_error', message);
      }
    },
  }),
);
