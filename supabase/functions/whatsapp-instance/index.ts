// POST /functions/v1/whatsapp-instance — the WhatsApp connection widget of the assistant setup:
// {action: 'create' | 'qrcode' | 'reconnect' | 'status' | 'delete'} on the
// caller's own Evolution instance (the QR code), and the official channel's (cloud.ts):
// {action: 'cloud_signup'} → Meta's Embedded Signup URL, {action: 'cloud_connect', code, waba_id,
// phone_number_id} → the number connected, {action: 'templates'} → the templates' review. The gateway's keys stay here; the instance row
// (public.whatsapp_instances) and agent_configs.whatsapp are written with the service role.
// The body and answer are shared-domain's contracts/whatsappInstance.ts. Errors: {error: {code, message}}
// with the widget's pt-BR texts; 502 gateway error, 504 time-out.
// With the service role key as bearer token, only {action: 'sync_webhooks', after?} (sync.ts): the
// operator's catch-up of instances whose gateway has not been given their webhook secret yet.
import {
  SYNC_WEBHOOKS,
  WHATSAPP_INSTANCE_MESSAGES,
  whatsappInstanceContract,
} from '../../../shared-domain/src/contracts/whatsappInstance.ts';
import { signedIn } from '../_shared/caller.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { isServiceRoleRequest } from '../_shared/http.ts';
import type { AuthUser } from '../_shared/supabase.ts';
import { ACTIONS, isAction } from './actions.ts';
import { syncWebhooks } from './sync.ts';

const UNKNOWN_ACTION = () => new HttpError(400, 'invalid_action', WHATSAPP_INSTANCE_MESSAGES.action);

/** The service role key (the operator) or a signed-in customer. */
const callerOf = async (req: Request): Promise<{ user: AuthUser | null }> =>
  isServiceRoleRequest(req) ? { user: null } : { user: await signedIn(req) };

Deno.serve(
  handler({
    name: 'whatsapp-instance',
    caller: callerOf,
    contract: whatsappInstanceContract,
    run: async ({ body, caller: { user } }) => {
      // The operator's sync_webhooks (sync.ts); nothing else is done with the service role key.
      if (!user) {
        if (body.action !== SYNC_WEBHOOKS) throw UNKNOWN_ACTION();
        return syncWebhooks(body.after ?? '');
      }
      if (!isAction(body.action)) throw UNKNOWN_ACTION();
      return ACTIONS[body.action](user, body);
    },
  }),
);
