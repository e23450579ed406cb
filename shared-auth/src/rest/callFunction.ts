import { FunctionsHttpError } from '@supabase/functions-js';
import { FunctionCallError } from '../errors/functionCallError';
import { getFunctions } from './getFunctions';

export interface CallFunctionOptions {
  /** POST by default. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (not with GET). */
  body?: unknown;
}

/**
 * Calls one of supabase/functions as the signed-in user and gives its JSON answer: the one way the
 * pages reach the functions. It goes over getFunctions() (no supabase-js to wait for). A refusal is
 * thrown as a FunctionCallError with the function's own code and pt-BR message and the HTTP status;
 * no answer at all is code 'network_error', status 0.
 */
export async function callFunction<T>(name: string, { method = 'POST', body }: CallFunctionOptions = {}): Promise<T> {
  const { data, error } = await getFunctions().invoke<T>(name, {
    method,
    ...(method === 'GET' ? {} : { body: (body ?? {}) as Record<string, unknown> }),
  });
  if (!error) return data as T;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new FunctionCallError(
      answer?.error?.message ?? error.message,
      answer?.error?.code ?? 'http_error',
      response.status,
    );
  }
  throw new FunctionCallError(error.message, 'network_error', 0);
}
