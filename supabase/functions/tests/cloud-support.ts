// The official channel (Meta's Cloud API) as the function tests drive it through the stack's Meta
// sandbox: Embedded Signup done as the owner's browser does (the dialog whatsapp-instance points to,
// its form posted), the number connected by cloud_connect, clients' messages sent with the sandbox's
// controls, and deliveries signed (or not) with the app secret like Meta's.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { raw, stack, type TestUser } from 'local-stack/testing';

export const metaUrl = `${stack.url}/sandbox/meta`;
export const APP_SECRET = process.env.STACK_META_APP_SECRET ?? '';
export const VERIFY_TOKEN = process.env.STACK_META_VERIFY_TOKEN ?? '';
export const CLOUD_WEBHOOK = `${stack.url}/functions/v1/whatsapp-cloud-webhook`;

export async function metaControl<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${metaUrl}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function instanceAction<T = Record<string, unknown>>(owner: TestUser, body: Record<string, unknown>) {
  const res = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export interface SignupResult {
  code: string;
  waba_id: string;
  phone_number_id: string;
}

const field = (html: string, name: string) =>
  new RegExp(`data-field="${name}">([^<]*)<`).exec(html)?.[1] ?? assert.fail(`no ${name} in the page`);

/** Opens the dialog cloud_signup names and presses 'Continuar' with `phone`, as the popup's form does. */
export async function embeddedSignup(owner: TestUser, phone: string, name = 'Clínica Oficial'): Promise<SignupResult> {
  const { status, body } = await instanceAction<{ url: string }>(owner, { action: 'cloud_signup' });
  assert.equal(status, 200);
  const dialog = await fetch(body.url);
  const html = await dialog.text();
  assert.equal(dialog.status, 200, html);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const form = new URLSearchParams();
  for (const [, k, v] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(k, v.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  }
  form.set('verified_name', name);
  form.set('phone', phone);
  const done = await (await fetch(action, { method: 'POST', body: form })).text();
  return {
    code: field(done, 'Código'),
    waba_id: field(done, 'waba_id'),
    phone_number_id: field(done, 'phone_number_id'),
  };
}

/** A new signup connected through cloud_connect; its phone_number_id. */
export async function connectCloud(owner: TestUser, phone: string, name?: string): Promise<SignupResult> {
  const signed = await embeddedSignup(owner, phone, name);
  const { status, body } = await instanceAction(owner, { action: 'cloud_connect', ...signed });
  assert.equal(status, 200, JSON.stringify(body));
  return signed;
}

/** A client's message reaching the number (the sandbox delivers it, signed, to whatsapp-cloud-webhook). */
export const clientWrites = (phoneNumberId: string, from: string, content: Record<string, unknown>, name = 'Cliente') =>
  metaControl<{ id: string }>('/receive', 'POST', { phone_number_id: phoneNumberId, from, name, ...content });

export interface SentByNumber {
  id: string;
  to: string;
  type: string;
  text?: { body: string };
  template?: { name: string; components?: Array<{ type: string; parameters?: Array<Record<string, string>> }> };
  phone_number_id: string;
}

export const sentBy = (phoneNumberId: string) =>
  metaControl<SentByNumber[]>(`/messages?phone_number_id=${phoneNumberId}`);

export const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** A delivery posted straight to the webhook, signed with `signature` (default: the app secret's). */
export async function postCloud(body: unknown, signature?: string | null) {
  const rawBody = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? sign(rawBody) : signature;
  if (sig !== null) headers['x-hub-signature-256'] = sig;
  const res = await fetch(CLOUD_WEBHOOK, { method: 'POST', headers, body: rawBody });
  const text = await res.text();
  return { status: res.status, text };
}

/** A Cloud API webhook body with one change of `field` for the number. */
export const cloudBody = (
  wabaId: string,
  phoneNumberId: string,
  value: Record<string, unknown>,
  field = 'messages',
) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: wabaId,
      changes: [
        {
          field,
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '5511900000000', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});
