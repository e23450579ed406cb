import type { WebhookDelivery, Workflow } from '../../src/sandboxes/n8n/store.ts';
import { stack } from './stack.ts';

/**
 * The stack's n8n as tests reach it: its public API v1 (with the stack's key) and webhooks; the
 * sandbox's controls too when the stack runs the sandbox (STACK_N8N_KIND).
 */
export const n8nSandbox = {
  url: process.env.STACK_N8N_URL ?? `${stack.url}/sandbox/n8n`,
  apiKey: process.env.STACK_N8N_API_KEY ?? '',
  timeoutMs: Number(process.env.STACK_N8N_TIMEOUT_MS ?? 3000),
};

/** A call to /api/v1; `key: null` sends no X-N8N-API-KEY. */
export async function n8nApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  const key = init.key === undefined ? n8nSandbox.apiKey : init.key;
  if (key !== null) headers['x-n8n-api-key'] = key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${n8nSandbox.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function n8nControl<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${n8nSandbox.url}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

export const webhookDeliveries = (path: string) =>
  n8nControl<WebhookDelivery[]>(`/webhooks?path=${encodeURIComponent(path)}`);

/** Every workflow with exactly this name, read across pages. */
export async function workflowsNamed(name: string): Promise<Workflow[]> {
  const out: Workflow[] = [];
  let cursor: string | null = null;
  do {
    const qs: URLSearchParams = new URLSearchParams({ name, limit: '250', ...(cursor ? { cursor } : {}) });
    const page: { body: { data: Workflow[]; nextCursor: string | null } } = await n8nApi(`/workflows?${qs}`);
    out.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return out.filter((w) => w.name === name);
}

export type { Workflow };
