import type { AcceptedEmail } from '../../src/sandboxes/resend/email.ts';
import { stack } from './stack.ts';

/** The local Resend sandbox as tests reach it: its API (with the stack's key) and its controls. */
export const resendSandbox = {
  url: `${stack.url}/sandbox/resend`,
  apiKey: process.env.STACK_RESEND_API_KEY ?? '',
};

/** A call to the sandbox's API; `key: null` sends no Authorization header. */
export async function resendApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...init.headers };
  const key = init.key === undefined ? resendSandbox.apiKey : init.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${resendSandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The sandbox's own controls (faults, the accepted e-mails), not part of Resend. */
export async function resendControl<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${resendSandbox.url}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

/** The e-mails the sandbox accepted, newest first. */
export const acceptedEmails = () => resendControl<AcceptedEmail[]>('/emails');
