// Evolution's error body, {status, error, response: {message: [...]}}, and what the routes share:
// the instance named in the path (404 in Evolution's words when unknown) and the JSON body.
import { readJsonObject } from '../../http.ts';
import type { EvolutionStore, Instance } from './store.ts';

export type Body = Record<string, unknown>;

export function evoError(status: number, messages: unknown[]): Response {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error';
  return Response.json({ status, error, response: { message: messages } }, { status });
}

/** Thrown by a route; the sandbox answers it with evoError(). */
export class EvoError extends Error {
  constructor(
    readonly status: number,
    readonly messages: unknown[],
  ) {
    super(String(messages[0]));
  }
}

export const readBody = (req: Request): Promise<Body> =>
  readJsonObject(req, () => new EvoError(400, ['Invalid JSON body']));

export const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;

export function instanceOf(store: EvolutionStore, name: string): Instance {
  const instance = store.instances.get(name);
  if (!instance) throw new EvoError(404, [`The "${name}" instance does not exist`]);
  return instance;
}

/** A WhatsApp number as the gateway accepts it: 10 to 13 digits (55 + DDD + number). */
export function whatsappNumber(value: unknown): string | null {
  const digits = String(value ?? '')
    .replace(/@.*$/, '')
    .replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13 ? digits : null;
}
