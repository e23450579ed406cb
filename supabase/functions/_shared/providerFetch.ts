// The core every provider client (Evolution, Asaas, n8n, Google) shares: its settings from the
// environment, one fetch with a time-out, and the answer read as JSON when it is JSON. What an
// answer means (error shapes, messages) stays with each client. Web-standard only: it runs on Deno
// and under the local stack's Node shim.

/** A positive number of milliseconds from `envName`, else `fallback`. */
export function providerTimeout(envName: string, fallback: number): number {
  const value = Number(Deno.env.get(envName));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A provider reached at a base URL with one key: both must be set; the URL loses its trailing slashes. */
export function providerConfig(urlEnv: string, keyEnv: string, timeoutEnv: string, fallbackMs: number) {
  const baseUrl = Deno.env.get(urlEnv);
  const apiKey = Deno.env.get(keyEnv);
  if (!baseUrl || !apiKey) throw new Error(`${urlEnv} and ${keyEnv} must be set`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, timeoutMs: providerTimeout(timeoutEnv, fallbackMs) };
}

/** No answer: none in time (the call may or may not have been applied), or a network failure. */
export interface NoAnswer {
  timedOut: boolean;
  /** 'Tempo limite excedido ao <operação>', or 'Falha ao <operação>' for a network failure. */
  message: string;
}

export interface ProviderCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON, with its content-type, when defined. */
  body?: unknown;
  /** Sent form-encoded instead (OAuth's token endpoints). */
  form?: Record<string, string>;
  timeoutMs: number;
  /** What the call does, as said after 'ao' ('criar instância'): the no-answer message names it. */
  operation: string;
  /** The client's own error for no answer. */
  noAnswer: (failure: NoAnswer) => Error;
}

export interface ProviderAnswer {
  status: number;
  ok: boolean;
  /** The body parsed as JSON; null when it is empty or not JSON. */
  data: unknown;
  /** Whether the body was JSON (an empty body or a proxy's HTML page is not). */
  json: boolean;
  text: string;
}

/** One call; any answer is returned whatever its status, no answer raises `noAnswer(…)`. */
export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  let res: Response;
  let text: string;
  try {
    const headers = { ...call.headers };
    let body: string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    } else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    res = await fetch(call.url, { method: call.method, headers, body, signal: AbortSignal.timeout(call.timeoutMs) });
    text = await res.text();
  } catch (err) {
    const name = (err as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw call.noAnswer({
      timedOut,
      message: `${timedOut ? 'Tempo limite excedido' : 'Falha'} ao ${call.operation}`,
    });
  }
  try {
    return { status: res.status, ok: res.ok, data: JSON.parse(text) as unknown, json: true, text };
  } catch {
    return { status: res.status, ok: res.ok, data: null, json: false, text };
  }
}
