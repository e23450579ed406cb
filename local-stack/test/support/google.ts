// The Google sandbox (OAuth 2.0 and Calendar v3) as tests reach it through the stack.
import { LOCAL_GOOGLE_CLIENT_ID, LOCAL_GOOGLE_CLIENT_SECRET } from '../../src/config.ts';
import assert from 'node:assert/strict';
import { stack } from './stack.ts';

export const GOOGLE = `${stack.url}/sandbox/google`;
export const CALLBACK = `${stack.url}/functions/v1/google-calendar-callback`;
export const SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const SITE_PAGE = 'http://localhost:3000/user-dashboard/agent';
export const GOOGLE_TIMEOUT_MS = Number(process.env.STACK_GOOGLE_TIMEOUT_MS ?? 15_000);

export interface GoogleEvent {
  kind: string;
  id: string;
  status: string;
  htmlLink: string;
  iCalUID: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  created: string;
  updated: string;
}

export async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${GOOGLE}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

export const eventsOf = (account: string) =>
  control<GoogleEvent[]>(`/events?account=${encodeURIComponent(account.toLowerCase())}`);

export function authorizeUrl(overrides: Record<string, string | null> = {}): string {
  const q = new URLSearchParams();
  const params: Record<string, string | null> = {
    client_id: LOCAL_GOOGLE_CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    state: 'estado-123',
    ...overrides,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, v);
  return `${GOOGLE}/o/oauth2/v2/auth?${q}`;
}

/** The consent page's form: its action and fields, as a browser would submit them. */
export function consentForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  const account = /name="account" type="email"[^>]*value="([^"]*)"/.exec(html)?.[1];
  assert.ok(action && requestId !== undefined, 'consent form present');
  return { action: action.replace(/&amp;/g, '&'), requestId, account: account ?? '' };
}

/** Opens a consent page and answers it; the 302 Location Google sends the browser to. */
export async function consent(url: string, decision: 'allow' | 'deny', account?: string): Promise<URL> {
  const page = await fetch(url);
  assert.equal(page.status, 200);
  const form = consentForm(await page.text());
  const res = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: form.requestId, account: account ?? form.account, decision }),
  });
  assert.equal(res.status, 302);
  return new URL(res.headers.get('location')!);
}

export async function tokenCall(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  const res = await fetch(`${GOOGLE}/token`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const googleClient = { client_id: LOCAL_GOOGLE_CLIENT_ID, client_secret: LOCAL_GOOGLE_CLIENT_SECRET };

/** What the Calendar API answers: an event, a list, or Google's error body (read loosely in tests). */
export type CalendarBody = Partial<GoogleEvent> & {
  error: { code: number; message: string; errors: Array<{ domain: string; reason: string; message: string }> };
  items: GoogleEvent[];
};

export async function calendarCall(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${GOOGLE}/calendar/v3/calendars/primary/events${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as CalendarBody };
}
