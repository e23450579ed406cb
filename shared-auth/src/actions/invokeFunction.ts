import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/getSupabase';
import { FunctionCallError } from '../errors/functionCallError';

export { FunctionCallError };

/**
 * Calls one of supabase/functions as the signed-in user and gives its JSON answer. A refusal is
 * thrown as a FunctionCallError carrying the function's own code and pt-BR message, so callers can
 * tell "not connected" from "provider down" without reading Response objects.
 */
export async function invokeFunction<T>(name: string, body: unknown = {}): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(name, { body: body as Record<string, unknown> });
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
