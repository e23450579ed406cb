// The Meta Cloud API sandbox as its tests drive it: one sandbox of their own (memory only, a short
// template review), Embedded Signup done as the popup's form does, a webhook receiver recording the
// raw bodies and their signatures, and a fetch sending graph.facebook.com to the sandbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMetaSandbox, type MetaSandbox, type MetaSandboxOptions } from '../../src/sandboxes/meta/index.ts';

export const META_APP = {
  appId: '1000000000000001',
  appSecret: 'test-meta-app-secret',
  configId: '2000000000000002',
  verifyToken: 'test-verify-token',
};
const ORIGIN = 'http://meta.sandbox';

export function metaSandbox(options: Partial<MetaSandboxOptions> = {}): MetaSandbox {
  return createMetaSandbox({ ...META_APP, publicUrl: ORIGIN, approveAfterMs: 150, ...options });
}

export async function call<T = Record<string, unknown>>(
  sb: MetaSandbox,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await sb.handle(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  return { status: res.status, body: (await res.json()) as T };
}

/** A fetch for whatsapp-api-js: its graph.facebook.com URLs (and the media URLs) reach the sandbox. */
export const graphFetch =
  (sb: MetaSandbox): typeof fetch =>
  (input, init) =>
    sb.handle(
      new Request(
        String(input instanceof Request ? input.url : input).replace('https://graph.facebook.com', ORIGIN),
        init,
      ),
    );

export interface Signed {
  phone_number_id: string;
  waba_id: string;
  code: string;
  access_token: string;
  display_phone_number: string;
}

/** Embedded Signup's 'Continuar' (the form's fields as the page fills them), then the code exchange. */
export async function signUp(sb: MetaSandbox, phone?: string): Promise<Signed> {
  const query = `client_id=${META_APP.appId}&config_id=${META_APP.configId}&response_type=code`;
  const dialog = await sb.handle(new Request(`${ORIGIN}/v24.0/dialog/oauth?${query}`));
  const page = await dialog.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields.set(name, value);
  if (phone) fields.set('phone', phone);
  const done = await sb.handle(new Request(`${ORIGIN}/v24.0/dialog/oauth/confirm`, { method: 'POST', body: fields }));
  const html = await done.text();
  const field = (k: string) => new RegExp(`data-field="${k}">([^<]*)<`).exec(html)?.[1] ?? '';
  const code = field('Código');
  const token = await call<{ access_token: string }>(
    sb,
    `/v24.0/oauth/access_token?client_id=${META_APP.appId}&client_secret=${META_APP.appSecret}&code=${code}`,
  );
  return {
    phone_number_id: field('phone_number_id'),
    waba_id: field('waba_id'),
    code,
    access_token: token.body.access_token,
    display_phone_number: field('Número'),
  };
}

export interface Hook {
  raw: string;
  signature: string;
  body: { entry: Array<{ id: string; changes: Array<{ field: string; value: Record<string, unknown> }> }> };
}

/** A callback URL recording what reaches it. */
export async function webhookReceiver(): Promise<{ url: string; hooks: Hook[]; close(): Promise<void> }> {
  const hooks: Hook[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      hooks.push({
        raw,
        signature: String(req.headers['x-hub-signature-256'] ?? ''),
        body: JSON.parse(raw) as Hook['body'],
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    hooks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(what: () => T | undefined | false, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = what();
    if (found) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
