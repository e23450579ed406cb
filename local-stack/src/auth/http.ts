/**
 * Request/response plumbing shaped like GoTrue's: sendJSON, retrieveRequestParams (bad_json with
 * Go's unmarshal wording), HandleResponseError (two error body formats chosen by the request's
 * X-Supabase-Api-Version) and http.Redirect.
 */
import { randomUUID } from 'node:crypto';
import { parseJson } from '../http.ts';
import { ApiError, OAuthError, UNEXPECTED_FAILURE_MESSAGE, badRequest } from './errors.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = Date.UTC(2024, 0, 1);
/** GoTrue's body limit is its HTTP server's; 1 MiB is plenty for every auth payload. */
const MAX_BODY_BYTES = 1024 * 1024;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Session-bearing bodies must not be cached (RFC 6749 §5.1). */
export function tokenJson(body: unknown): Response {
  return json(200, body, { 'Cache-Control': 'no-store' });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function redirect(status: 302 | 303, location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: location, ...headers } });
}

/**
 * GoTrue's DetermineClosestAPIVersion: a YYYY-MM-DD date on or after 2024-01-01 selects the
 * 2024-01-01 format; anything else (absent, earlier, malformed) the initial one.
 */
export function requestApiVersion(req: Request): '2024-01-01' | null {
  const raw = req.headers.get(API_VERSION_HEADER);
  if (!raw) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t)) return null;
  return t >= API_VERSION_2024_01_01 ? '2024-01-01' : null;
}

/**
 * HandleResponseError. With API version 2024-01-01 the body is `{code, message}` and the version
 * header is echoed; otherwise the legacy `{code: <status>, error_code, msg}`.
 */
export function errorResponse(err: unknown, req: Request, log?: (e: unknown) => void): Response {
  const version = requestApiVersion(req);
  const headers: Record<string, string> = version ? { [API_VERSION_HEADER]: version } : {};

  if (err instanceof OAuthError) {
    const body: Record<string, string> = { error: err.error };
    if (err.description) body.error_description = err.description;
    return json(400, body, headers);
  }

  let apiErr: ApiError;
  if (err instanceof ApiError) {
    apiErr = err;
  } else {
    log?.(err);
    apiErr = new ApiError(500, 'unexpected_failure', UNEXPECTED_FAILURE_MESSAGE);
  }
  if (apiErr.status >= 500 && err instanceof ApiError) log?.(err.cause ?? err);

  if (version) {
    return json(apiErr.status, { code: apiErr.code, message: apiErr.message, ...apiErr.extra }, headers);
  }
  const legacy: Record<string, unknown> = {
    code: apiErr.status,
    error_code: apiErr.code,
    msg: apiErr.message,
    ...apiErr.extra,
  };
  if (apiErr.status >= 500) legacy.error_id = randomUUID();
  return json(apiErr.status, legacy, headers);
}

export async function readBodyText(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return '';
  const buf = new Uint8Array(await req.arrayBuffer());
  if (buf.byteLength > MAX_BODY_BYTES) throw tooLarge();
  return new TextDecoder().decode(buf);
}

function tooLarge(): ApiError {
  return new ApiError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
}

/** Field types of a GoTrue params struct, for Go-like unmarshal errors. */
export type FieldType = 'string' | 'bool' | 'object';
export type ParamsShape = Record<string, FieldType>;

const GO_TYPE: Record<FieldType, string> = {
  string: 'string',
  bool: 'bool',
  object: 'map[string]interface {}',
};

function jsonKind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  return typeof v; // string | number | boolean
}

function goSyntaxMessage(text: string, e: unknown): string {
  const trimmed = text.trim();
  if (trimmed === '') return 'unexpected end of JSON input';
  const first = trimmed[0];
  if (!'{["-0123456789tfn'.includes(first)) return `invalid character '${first}' looking for beginning of value`;
  return e instanceof Error ? e.message : String(e);
}

/**
 * retrieveRequestParams: the body must be JSON, whatever the Content-Type says (GoTrue reads the
 * body without looking at it). Values of a declared field must have the declared type; JSON null
 * leaves the field unset, as in Go.
 */
export function parseParams(text: string, struct: string, shape: ParamsShape): Record<string, unknown> {
  const syntaxError = (e: unknown) =>
    badRequest('bad_json', `Could not parse request body as JSON: ${goSyntaxMessage(text, e)}`);
  const value = parseJson(text, syntaxError);
  if (value === undefined) throw syntaxError(null);
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go value of type api.${struct}`,
    );
  }
  if (containsNul(value)) {
    // PostgreSQL text and jsonb cannot hold U+0000; refuse it here rather than fail in the database.
    throw badRequest('validation_failed', 'Request body contains a NUL character, which is not allowed');
  }
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(shape)) {
    const v = obj[key];
    if (v === undefined || v === null) continue;
    const ok =
      (type === 'string' && typeof v === 'string') ||
      (type === 'bool' && typeof v === 'boolean') ||
      (type === 'object' && typeof v === 'object' && !Array.isArray(v));
    if (!ok) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(v)} into Go struct field ${struct}.${key} of type ${GO_TYPE[type]}`,
      );
    }
    out[key] = v;
  }
  return out;
}

function containsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 64 || v === null || typeof v !== 'object') return false;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (k.includes('\u0000') || containsNul(x, depth + 1)) return true;
  }
  return false;
}

export async function readParams(req: Request, struct: string, shape: ParamsShape): Promise<Record<string, unknown>> {
  return parseParams(await readBodyText(req), struct, shape);
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
