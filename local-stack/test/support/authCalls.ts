/**
 * What the auth server's tests (test/auth-*.test.ts) share: fresh e-mail addresses, the redirect the
 * app asks for, raw fetch against /auth/v1, a sign-up through supabase-js, and the last e-mail sent
 * to an address (its code and link).
 */
import assert from 'node:assert/strict';
import { client as freshClient, mails, stack } from './stack.ts';

let seq = 0;
export const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;
export const REDIRECT = 'http://localhost:3000/auth/callback';

/** fetch against /auth/v1 with the apikey and, unless told otherwise, the 2024-01-01 API version. */
export function api(path: string, init: RequestInit & { version?: string | null; apikey?: string | null } = {}) {
  const headers = new Headers(init.headers);
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? stack.anonKey);
  if (init.version !== null) headers.set('X-Supabase-Api-Version', init.version ?? '2024-01-01');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers, redirect: 'manual' });
}

export async function signUp(email = unique('user'), password = 'senha-forte-1', data: Record<string, unknown> = {}) {
  const { data: out, error } = await freshClient().auth.signUp({ email, password, options: { data } });
  assert.equal(error, null);
  assert.ok(out.session);
  return { email, password, session: out.session, user: out.user! };
}

export async function lastMailTo(email: string) {
  const [mail] = await mails(email);
  assert.ok(mail, `no e-mail to ${email}`);
  const code = /Código: (\d{6})/.exec(mail.text)?.[1];
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
  assert.ok(code && link, 'e-mail carries a code and a link');
  return { mail, code, link };
}
