import { stack } from './stack.ts';

/** The local Evolution API sandbox as tests reach it: its API (with the stack's key) and its controls. */
export const evolutionSandbox = {
  url: `${stack.url}/sandbox/evolution`,
  apiKey: process.env.STACK_EVOLUTION_API_KEY ?? '',
};

export async function evolutionApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  const key = init.key === undefined ? evolutionSandbox.apiKey : init.key;
  if (key !== null) headers.apikey = key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${evolutionSandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function evolutionControl<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${evolutionSandbox.url}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

export interface LoggedMessage {
  instance: string;
  number: string;
  text: string;
  at: string;
}

export const sentMessages = (instance: string) =>
  evolutionControl<LoggedMessage[]>(`/messages?instance=${encodeURIComponent(instance)}`);

/** The demo clinic's connected instance, as a fresh sandbox seeds it. */
export { DEMO_INSTANCE } from '../../src/sandboxes/evolution/index.ts';
