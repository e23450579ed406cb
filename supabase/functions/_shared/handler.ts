// One way every browser-facing function answers: CORS and the preflight, the method check (405), the
// caller's check, the body read and validated against the function's contract (shared-domain's
// contracts/<name>.ts), refusals thrown as HttpError, and the answer as JSON. Each function keeps only
// what it does.
// The contract's schema is read through Standard Schema (`~standard`, which valibot 1.x implements),
// so this module needs no validation library of its own.
import { json, preflight } from './http.ts';

/** A refusal: answered as `{error: {code, message}}` with `status`. Functions throw it (or a subclass). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The part of the Standard Schema interface read here. */
interface StandardSchema<Output> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<unknown> }> };

interface Refusal {
  code: string;
  status?: number;
  message?: string;
}

/** Structurally shared-domain's FunctionContract, without its valibot types. */
export interface Contract<Body> {
  readonly request: StandardSchema<Body>;
  readonly refusals?: Readonly<Record<string, Refusal>>;
}

// The keys of shared-domain's contracts/contract.ts (NOT_JSON, BODY, ANY_FIELD), repeated here so
// this module imports nothing from shared-domain.
const NOT_JSON = '$json';
const BODY = '$body';
const ANY_FIELD = '$field';
const INVALID_REQUEST = 'Requisição inválida.';

export interface HandlerOptions<Ctx, Body> {
  /** For the logs: '[name] …'. */
  name: string;
  /** POST by default. OPTIONS is always the preflight. */
  methods?: readonly string[];
  /** Who calls: runs before the body is read (so a stranger learns nothing about its shape). Throws HttpError. */
  caller?: (req: Request) => Promise<Ctx>;
  /** The body's contract; without one the body is not read. GET never has one. */
  contract?: Contract<Body>;
  /** What an empty body stands for (e.g. `{}`); without it an empty body is not JSON. */
  emptyBody?: unknown;
  /** The function's work: an answer to send as JSON (200), or a Response of its own. */
  run: (input: { req: Request; body: Body; caller: Ctx }) => Promise<unknown>;
  /** Any other error thrown: logged, then answered as this (500 'Erro interno. Tente novamente.' by default). */
  internal?: HttpError | ((err: unknown) => HttpError);
  /** The error's JSON (send-notification's callers read `success: false` too). */
  errorBody?: (code: string, message: string) => unknown;
}

const INTERNAL = new HttpError(500, 'internal_error', 'Erro interno. Tente novamente.');

const defaultErrorBody = (code: string, message: string) => ({ error: { code, message } });

/** The body read as JSON: `undefined` stands for a body that is not JSON. */
async function readJson(req: Request, emptyBody: unknown): Promise<unknown> {
  const text = await req.text();
  if (!text.trim() && emptyBody !== undefined) return emptyBody;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refusal(contract: Contract<unknown>, key: string, fallbackMessage: string): HttpError {
  const r = contract.refusals?.[key] ?? (key.startsWith('$') ? undefined : contract.refusals?.[ANY_FIELD]);
  return new HttpError(r?.status ?? 400, r?.code ?? 'invalid_request', r?.message ?? fallbackMessage);
}

/** The first issue's top-level field ('$body' when the body as a whole is refused). */
function fieldOf(path: ReadonlyArray<unknown> | undefined): string {
  const first = path?.[0];
  const key = typeof first === 'object' && first !== null && 'key' in first ? (first as { key: unknown }).key : first;
  return typeof key === 'string' ? key : BODY;
}

/** The body checked against the contract, or the HttpError its first refused field answers. */
export async function parseBody<Body>(req: Request, contract: Contract<Body>, emptyBody?: unknown): Promise<Body> {
  const raw = await readJson(req, emptyBody);
  if (raw === undefined) throw refusal(contract as Contract<unknown>, NOT_JSON, INVALID_REQUEST);
  const result = await contract.request['~standard'].validate(raw);
  if (!result.issues) return result.value;
  const issue = result.issues[0];
  throw refusal(contract as Contract<unknown>, fieldOf(issue?.path), issue?.message ?? INVALID_REQUEST);
}

/** The request handler for Deno.serve. */
export function handler<Ctx = undefined, Body = undefined>(
  options: HandlerOptions<Ctx, Body>,
): (req: Request) => Promise<Response> {
  const methods = options.methods ?? ['POST'];
  const errorBody = options.errorBody ?? defaultErrorBody;
  const answer = (err: HttpError) => json(errorBody(err.code, err.message), err.status);
  return async (req) => {
    if (req.method === 'OPTIONS') return preflight();
    if (!methods.includes(req.method)) return answer(new HttpError(405, 'method_not_allowed', 'Método não permitido.'));
    try {
      const caller = options.caller ? await options.caller(req) : (undefined as Ctx);
      const body =
        options.contract && req.method !== 'GET'
          ? await parseBody(req, options.contract, options.emptyBody)
          : (undefined as Body);
      const result = await options.run({ req, body, caller });
      return result instanceof Response ? result : json(result);
    } catch (err) {
      if (err instanceof HttpError) return answer(err);
      console.error(`[${options.name}]`, err);
      const internal = options.internal ?? INTERNAL;
      return answer(typeof internal === 'function' ? internal(err) : internal);
    }
  };
}
