// The official channel's actions (Meta's Cloud API) on the caller's own row:
// - cloud_signup: the Embedded Signup dialog's URL (the app's id and Embedded Signup configuration,
//   coexistence by default so the WhatsApp Business app keeps working on the phone), for a popup;
// - cloud_connect: the popup's code exchanged for the business token (sealed before it is stored, never
//   answered), the number read with it (it must be the token's), the app subscribed to the WABA's
//   webhooks, the number registered, the row saved as channel 'cloud', and the platform's templates
//   created for review;
// - templates: their review, read again from Meta;
// and, through status / delete, the row's state and its disconnection. A number on the QR code must
// be disconnected first: switching keeps conversations and appointments (they belong to the owner).
import type { ParsedRequestOf } from '../../../shared-domain/src/contracts/contract.ts';
import {
  WHATSAPP_INSTANCE_MESSAGES,
  type whatsappInstanceContract,
} from '../../../shared-domain/src/contracts/whatsappInstance.ts';
import { graph, GraphError } from '../_shared/channel/graph.ts';
import { createTemplates, currentTemplates } from '../_shared/channel/templates.ts';
import { openToken, sealToken } from '../_shared/channel/tokenBox.ts';
import { newWebhookSecret } from '../_shared/instanceWebhook.ts';
import { admin, type AuthUser, must } from '../_shared/supabase.ts';
import { instanceOfUser, type InstanceRow, removeInstance, saveInstance } from '../_shared/whatsappState.ts';
import { ActionError } from './failures.ts';

type Body = ParsedRequestOf<typeof whatsappInstanceContract>;

const SIGNUP_FAILED = () => new ActionError(400, 'invalid_signup', WHATSAPP_INSTANCE_MESSAGES.signup);
const META_FAILED = () =>
  new ActionError(502, 'cloud_connect_failed', 'Não foi possível conectar com a Meta. Tente novamente.');

function metaApp() {
  const appId = Deno.env.get('META_APP_ID');
  const appSecret = Deno.env.get('META_APP_SECRET');
  const configId = Deno.env.get('META_CONFIG_ID');
  if (!appId || !appSecret || !configId) throw new Error('META_APP_ID, META_APP_SECRET and META_CONFIG_ID must be set');
  return { appId, appSecret, configId };
}

/** The product's endpoint for Meta's webhooks (set once in the app's dashboard, recorded on the row). */
const cloudWebhookUrl = () =>
  `${(Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '')}/functions/v1/whatsapp-cloud-webhook`;

export function cloudSignup() {
  const { appId, configId } = metaApp();
  const dialog = (Deno.env.get('META_DIALOG_URL') || 'https://www.facebook.com').replace(/\/+$/, '');
  const url = new URL(`${dialog}/${Deno.env.get('META_GRAPH_VERSION') || 'v23.0'}/dialog/oauth`);
  url.search = new URLSearchParams({
    client_id: appId,
    config_id: configId,
    response_type: 'code',
    override_default_response_type: 'true',
    display: 'popup',
    extras: JSON.stringify({ setup: {}, featureType: 'whatsapp_business_app_onboarding', sessionInfoVersion: '3' }),
  }).toString();
  return { url: url.toString() };
}

interface NumberProfile {
  display_phone_number?: string;
  verified_name?: string;
}

export async function cloudConnect(user: AuthUser, body: Body) {
  const { code, waba_id: wabaId, phone_number_id: numberId } = body;
  if (!code || !wabaId || !numberId) throw SIGNUP_FAILED();
  const existing = await instanceOfUser(user.id);
  if (existing && existing.channel === 'evolution' && existing.status !== 'disconnected') {
    throw new ActionError(409, 'already_connected', 'Desconecte o WhatsApp atual antes de trocar de canal.');
  }
  const { appId, appSecret } = metaApp();
  let token: string;
  let profile: NumberProfile;
  try {
    const exchanged = await graph<{ access_token?: string }>({
      path: '/oauth/access_token',
      query: { client_id: appId, client_secret: appSecret, code },
      operation: 'trocar o código da Meta',
    });
    if (!exchanged?.access_token) throw SIGNUP_FAILED();
    token = exchanged.access_token;
    // Read with the new token: a number id that is not this business's is refused here.
    profile = await graph<NumberProfile>({ path: `/${numberId}`, token, operation: 'ler o número' });
    await graph({ path: `/${wabaId}/subscribed_apps`, method: 'POST', token, operation: 'assinar os webhooks' });
    // The two-step PIN is Meta's requirement for a number new to the Cloud API.
    const pin = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');
    await graph({
      path: `/${numberId}/register`,
      method: 'POST',
      token,
      body: { messaging_product: 'whatsapp', pin },
      operation: 'registrar o número',
    });
  } catch (err) {
    if (err instanceof ActionError) throw err;
    if (!(err instanceof GraphError)) throw err;
    console.error('[whatsapp-instance] cloud_connect', err.status, err.code, err.message);
    // A code used or not this app's, a number the token cannot reach: the signup did not finish.
    throw err.code === 100 || err.code === 190 ? SIGNUP_FAILED() : META_FAILED();
  }
  const number = (profile.display_phone_number ?? '').replace(/\D/g, '') || null;
  const row: InstanceRow = {
    user_id: user.id,
    instance_name: user.id.toLowerCase(),
    api_key: null,
    whatsapp_number: number,
    webhook_url: cloudWebhookUrl(),
    status: 'connected',
    webhook_secret: existing?.webhook_secret ?? newWebhookSecret(),
    webhook_synced_at: null,
    channel: 'cloud',
    phone_number_id: numberId,
    waba_id: wabaId,
    display_name: profile.verified_name ?? null,
    access_token: await sealToken(token),
  };
  await saveInstance(row);
  try {
    await createTemplates(row);
  } catch (err) {
    // The number works without them (free text in the window); the settings show what is missing.
    console.error('[whatsapp-instance] templates not created:', (err as Error).message);
  }
  return { status: 'connected' as const, channel: 'cloud' as const, number, displayName: row.display_name };
}

export function cloudStatus(row: InstanceRow) {
  const connected = row.status === 'connected';
  return {
    status: connected ? ('connected' as const) : ('disconnected' as const),
    instanceId: row.instance_name,
    channel: 'cloud' as const,
    number: connected ? row.whatsapp_number : null,
    displayName: row.display_name,
  };
}

/**
 * The number leaves the product: the app's subscription to the WABA is removed (the number itself
 * stays the business's, on the phone and at Meta), then the row, its token and its templates' record.
 */
export async function cloudDisconnect(row: InstanceRow) {
  try {
    await graph({
      path: `/${row.waba_id}/subscribed_apps`,
      method: 'DELETE',
      token: await openToken(row.access_token!),
      operation: 'cancelar os webhooks',
    });
  } catch (err) {
    // An expired token or a WABA already gone: nothing more to undo there.
    console.warn('[whatsapp-instance] unsubscribe:', (err as Error).message);
  }
  must(await admin().from('whatsapp_templates').delete().eq('user_id', row.user_id));
  await removeInstance(row.user_id);
  return { status: 'disconnected' as const };
}

export async function templates(user: AuthUser) {
  try {
    return { templates: await currentTemplates(user.id) };
  } catch (err) {
    if (!(err instanceof GraphError)) throw err;
    console.error('[whatsapp-instance] templates', err.status, err.code, err.message);
    throw new ActionError(502, 'templates_failed', 'Não foi possível ler os modelos na Meta. Tente novamente.');
  }
}
