// What an edge function (supabase/functions/<name>) takes and answers, written once for both sides:
// the function validates its body against `request` (in _shared/handler.ts) and the browser's
// callFunction() takes its body and answer types from the same module.
import type * as v from 'valibot';

/** How a refused field is answered: `{error: {code, message}}` with `status` (400 by default). */
export interface Refusal {
  code: string;
  status?: number;
  /** Answered instead of the schema's own message (e.g. a login that says nothing about which field). */
  message?: string;
}

/** The key of `refusals` for a body that is not JSON at all ('Requisição inválida.' by default). */
export const NOT_JSON = '$json';
/** The key of `refusals` for a JSON body refused as a whole (not an object, say). */
export const BODY = '$body';
/** The key of `refusals` for every field not listed by name. */
export const ANY_FIELD = '$field';

/** What a body that is not JSON is told unless the contract says otherwise. */
export const INVALID_REQUEST_MESSAGE = 'Requisição inválida.';

export interface FunctionContract<TSchema extends v.GenericSchema = v.GenericSchema> {
  /** The body, with pt-BR messages naming each field. */
  readonly request: TSchema;
  /**
   * The code (and status) each top-level field answers when refused, where the function's callers
   * read one; otherwise 400 'invalid_request' with the field's message.
   */
  readonly refusals?: Readonly<Record<string, Refusal>>;
}

/** The body a caller sends (before the schema's trims and defaults). */
export type RequestOf<C extends FunctionContract> = v.InferInput<C['request']>;
/** The body the function works with (after them). */
export type ParsedRequestOf<C extends FunctionContract> = v.InferOutput<C['request']>;

/** A refusal as every function answers it (send-notification adds `success: false`). */
export interface FunctionErrorBody {
  error: { code: string; message: string };
}

/**
 * The message of an object schema: valibot words a missing key with the object's own message, so
 * it is the missing field's (from `messages`), or `whole` for the body refused as a whole.
 */
export function fieldMessages(messages: Readonly<Record<string, string>>, whole: string) {
  return (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.[0]?.key;
    return (typeof key === 'string' && messages[key]) || whole;
  };
}
