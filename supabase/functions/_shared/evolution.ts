// Evolution API v2 client (PROVIDERS.md, spec 2 §7.5): the global key in `apikey`, JSON, a time-out
// on every call (30 s, spec 2 §9). The key is read from the environment and never leaves the server.
// Errors come as {status, error, response: {message: [...]}}; their first message is raised, or
// 'Erro desconhecido na API' (spec 2 §8).

const DEFAULT_TIMEOUT_MS = 30_000;

export class EvolutionError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'EvolutionError';
  }
}

export interface SentText {
  key: { remoteJid: string; fromMe: boolean; id: string };
  status: string;
}

export interface ConnectionState {
  instance: { instanceName: string; state: string };
}

function config() {
  const baseUrl = Deno.env.get('EVOLUTION_API_URL');
  const apiKey = Deno.env.get('EVOLUTION_API_KEY');
  if (!baseUrl || !apiKey) throw new Error('EVOLUTION_API_URL and EVOLUTION_API_KEY must be set');
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey };
}

function errorMessage(data: unknown): string {
  const body = data as { error?: unknown; message?: unknown; response?: { message?: unknown } } | null;
  const messages = body?.response?.message;
  const first = Array.isArray(messages) ? messages[0] : messages;
  if (typeof first === 'string' && first) return first;
  if (first && typeof first === 'object') return JSON.stringify(first);
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return 'Erro desconhecido na API';
}

async function call<T>(method: string, path: string, body?: unknown, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const { baseUrl, apiKey } = config();
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { apikey: apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const name = (err as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new EvolutionError(0, timedOut ? 'Tempo limite excedido' : 'Gateway indisponível', timedOut);
  }
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new EvolutionError(res.status, 'Erro desconhecido na API');
  }
  if (!res.ok) throw new EvolutionError(res.status, errorMessage(data));
  return data as T;
}

const instancePath = (name: string) => encodeURIComponent(name.toLowerCase());

export const evolution = {
  sendText: (instance: string, number: string, text: string) =>
    call<SentText>('POST', `/message/sendText/${instancePath(instance)}`, { number, text }),
  connectionState: (instance: string) =>
    call<ConnectionState>('GET', `/instance/connectionState/${instancePath(instance)}`),
};
