import { FunctionsHttpError } from '@supabase/functions-js';
import type { FunctionAnswer, FunctionName, FunctionRequest } from 'shared-domain';
import { FunctionCallError } from '../errors/functionCallError';
import { getFunctions } from './getFunctions';

export interface CallFunctionOptions<Body = unknown> {
  /** POST by default. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (not with GET): the function's contract request (shared-domain's contracts/). */
  body?: Body;
}

/**
 * Calls one of supabase/functions as the signed-in user and gives its JSON answer: the one way the
 * pages reach the functions. It goes over getFunctions() (no supabase-js to wait for). A refusal is
 * thrown as a FunctionCallError with the function's own code and pt-BR message and the HTTP status;
 * no answer at all is code 'network_error', status 0.
 * The body and the answer are typed by the function's contract: for a function answering per action,
 * the answer of the action the body names.
 */
export async function callFunction<N extends FunctionName, const B extends FunctionRequest<N> = FunctionRequest<N>>(
  name: N,
  { method = 'POST', body }: CallFunctionOptions<B> = {},
): Promise<FunctionAnswer<N, B>> {
  type T = FunctionAnswer<N, B>;
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
