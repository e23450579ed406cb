// Embedded Signup and the code exchange:
//   GET  /{v}/dialog/oauth?client_id&config_id…   the popup FB.login opens (a pt-BR stand-in)
//   POST /{v}/dialog/oauth/confirm                its 'Continuar': a new WABA, number, token and code
//   GET  [/{v}]/oauth/access_token?client_id&client_secret&code   → {access_token, token_type}
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { invalidParameter, MetaError, V } from './errors.ts';
import { renderSignup, renderSignupDone, renderSignupError } from './signup-page.ts';
import { graphId, type MetaStore } from './store.ts';

export interface MetaApp {
  appId: string;
  appSecret: string;
  configId: string;
}

/** A Brazilian mobile for the form's default: 55 + 11 + 9 + 8 digits. */
const randomPhone = () => `55119${String(crypto.randomInt(1e8)).padStart(8, '0')}`;

export function signupRoutes(store: MetaStore, app: MetaApp, publicUrl: string): Hono {
  const routes = new Hono({ strict: false });
  const html = (body: string, status: 200 | 400 = 200, headers: Record<string, string> = {}) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

  /** The dialog's own query must name this app and its Embedded Signup configuration. */
  const wrongDialog = (q: Record<string, string>) =>
    q.client_id !== app.appId
      ? `O app ${q.client_id || '(sem client_id)'} não existe.`
      : q.config_id !== app.configId
        ? `A configuração ${q.config_id || '(sem config_id)'} não pertence a este app.`
        : null;

  routes.get(`${V}/dialog/oauth`, (c) => {
    const query = c.req.query();
    const wrong = wrongDialog(query);
    if (wrong) return html(renderSignupError(wrong), 400);
    return html(
      renderSignup({
        action: `${publicUrl}/${c.req.param('version')}/dialog/oauth/confirm`,
        hidden: query,
        verifiedName: 'Clínica Local',
        phone: randomPhone(),
      }),
    );
  });

  routes.post(`${V}/dialog/oauth/confirm`, async (c) => {
    const form = Object.fromEntries(
      [...(await c.req.formData()).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const wrong = wrongDialog(form);
    if (wrong) return html(renderSignupError(wrong), 400);
    const digits = (form.phone ?? '').replace(/\D/g, '');
    const name = (form.verified_name ?? '').trim();
    if (digits.length < 10 || digits.length > 15 || !name) {
      return html(renderSignupError('Informe o nome de exibição e um número com DDI e DDD.'), 400);
    }
    if (store.numbers.some((n) => n.display_phone_number === digits)) {
      return html(renderSignupError(`O número ${digits} já está conectado a outra conta.`), 400);
    }
    const number = {
      phone_number_id: graphId(),
      waba_id: graphId(),
      display_phone_number: digits,
      verified_name: name,
      access_token: `EAA${crypto.randomBytes(48).toString('base64url')}`,
      subscribed: false,
      registered: false,
      created_at: new Date().toISOString(),
    };
    const code = `AQ${crypto.randomBytes(32).toString('base64url')}`;
    store.numbers.push(number);
    store.codes[code] = number.phone_number_id;
    store.save();
    const nonce = crypto.randomBytes(16).toString('base64');
    return html(renderSignupDone({ code, business_id: graphId(), ...number }, nonce), 200, {
      // This page alone runs a script (its postMessage), so it brings its own policy.
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`,
    });
  });

  const exchange = (q: Record<string, string>) => {
    if (q.client_id !== app.appId) {
      throw invalidParameter(`Error validating application. Invalid application ID.`, 36006);
    }
    if (!sameSecret(q.client_secret ?? '', app.appSecret)) {
      throw new MetaError(1, 'Error validating client secret.', 'Invalid client_secret');
    }
    const id = q.code ? store.codes[q.code] : undefined;
    const number = id ? store.number(id) : undefined;
    if (!number) throw invalidParameter('This authorization code has been used or is invalid.', 36009);
    // Each code is good once.
    delete store.codes[q.code];
    store.save();
    return { access_token: number.access_token, token_type: 'bearer' };
  };
  routes.get('/oauth/access_token', (c) => c.json(exchange(c.req.query())));
  routes.get(`${V}/oauth/access_token`, (c) => c.json(exchange(c.req.query())));
  return routes;
}
