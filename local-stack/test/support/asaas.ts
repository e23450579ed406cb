import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Delivery } from '../../src/sandboxes/asaas/webhooks.ts';
import { stack, type TestUser } from './stack.ts';

/**
 * The local Asaas sandbox as tests reach it: its v3 API (with the stack's key), its test controls
 * (faults, webhook log), and the payments function as the checkout calls it.
 */
function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests through "npm test -w local-stack"`);
  return v;
}

export const asaasSandbox = {
  url: `${stack.url}/sandbox/asaas`,
  apiKey: need('STACK_ASAAS_API_KEY'),
  webhookToken: need('STACK_ASAAS_WEBHOOK_TOKEN'),
  timeoutMs: Number(need('STACK_ASAAS_TIMEOUT_MS')),
};

/** A call to the sandbox's Asaas v3 API; `key: null` sends no access_token. */
export async function asaasApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'user-agent': 'atende-ai-tests' };
  const key = init.key === undefined ? asaasSandbox.apiKey : init.key;
  if (key !== null) headers.access_token = key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${asaasSandbox.url}/v3${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The sandbox's own controls (not part of Asaas). */
export async function sandboxControl(path: string, method = 'GET', body?: unknown): Promise<Response> {
  return fetch(`${asaasSandbox.url}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function webhookLog(): Promise<Delivery[]> {
  return (await (await sandboxControl('/webhooks')).json()) as Delivery[];
}

/** The answer of the sandbox's clock: the charges it created, charged by card and made overdue. */
export interface ClockAdvance {
  days: number;
  created: string[];
  confirmed: string[];
  overdue: string[];
}

/**
 * Makes `days` pass at the sandbox: its dates move that many days earlier (PAYMENT_UPDATED and
 * SUBSCRIPTION_UPDATED), then subscriptions' charges fall due (created 10 days ahead, card charges
 * on the due day, unpaid ones OVERDUE after it), each with its webhook event.
 */
/** N days pass at the provider: for one customer (`cus_…`), or for every account when none is given. */
export async function advanceSandboxClock(days: number, customer?: string): Promise<ClockAdvance> {
  const res = await sandboxControl('/clock/advance', 'POST', customer ? { days, customer } : { days });
  if (res.status !== 200) throw new Error(`clock advance refused (${res.status}): ${await res.text()}`);
  return (await res.json()) as ClockAdvance;
}

/** Makes the card a subscription keeps be declined from now on (false: approved again). */
export async function declineSubscriptionCard(subscriptionId: string, declines = true): Promise<void> {
  const res = await sandboxControl(`/subscriptions/${subscriptionId}/card`, 'PUT', { declines });
  if (res.status !== 200) throw new Error(`no card kept for ${subscriptionId} (${res.status})`);
}

export interface PaymentAnswer {
  status: number;
  data: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
}

/** functions.invoke('payments') as the checkout makes it, with the HTTP status and error body read. */
export async function invokePayments(
  user: Pick<TestUser, 'client'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<PaymentAnswer> {
  const { data, error } = await user.client.functions.invoke('payments', { body, headers });
  if (!error) return { status: 200, data: data as Record<string, unknown>, error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    const json = (await res.json()) as { error: { code: string; message: string } };
    return { status: res.status, data: null, error: json.error };
  }
  throw error;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The PIX payload checksum, to check the sandbox's copy-paste codes. */
export { crc16 } from '../../src/sandboxes/asaas/pix.ts';
