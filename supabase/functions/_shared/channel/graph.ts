// Meta's Graph API (the WhatsApp Cloud API): META_GRAPH_URL (default https://graph.facebook.com; the
// local stack points it at its sandbox) and META_GRAPH_VERSION (default v23.0), the business token as
// bearer, JSON, a time-out (META_TIMEOUT_MS, 15 s). Errors come as {error: {message, code,
// error_subcode?, error_data: {details}}} and are raised as GraphError with Meta's code.
import { callProvider, providerTimeout } from '../providerFetch.ts';

export class GraphError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    message: string,
    /** Meta's error code (190, 100, 131047…); 0 when there was no answer. */
    readonly code = 0,
    readonly details: string | null = null,
    readonly timedOut = false,
    /** Meta's error_subcode (2388024: a template of that name exists). */
    readonly subcode = 0,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

/** The API's base with its version, e.g. https://graph.facebook.com/v23.0. */
export function graphBase(): string {
  const base = (Deno.env.get('META_GRAPH_URL') || 'https://graph.facebook.com').replace(/\/+$/, '');
  return `${base}/${Deno.env.get('META_GRAPH_VERSION') || 'v23.0'}`;
}

export interface GraphCall {
  /** After the version: '/123/messages'. */
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** What the call does, after 'ao' ('enviar mensagem'). */
  operation: string;
  /** The whole URL (a media download), instead of graphBase() + path. */
  url?: string;
  /** Instead of META_TIMEOUT_MS (15 s). */
  timeoutMs?: number;
}

export async function graph<T>(call: GraphCall): Promise<T> {
  const url = new URL(call.url ?? `${graphBase()}${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const answer = await callProvider({
    url: url.toString(),
    method: call.method ?? 'GET',
    headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
    body: call.body,
    timeoutMs: call.timeoutMs ?? providerTimeout('META_TIMEOUT_MS', 15_000),
    operation: call.operation,
    noAnswer: (f) => new GraphError(0, f.message, 0, null, f.timedOut),
  });
  if (answer.ok) return answer.data as T;
  const error = (
    answer.data as {
      error?: { message?: unknown; code?: unknown; error_subcode?: unknown; error_data?: { details?: unknown } };
    }
  )?.error;
  throw new GraphError(
    answer.status,
    typeof error?.message === 'string' ? error.message : `Erro ${answer.status} da Meta`,
    typeof error?.code === 'number' ? error.code : 0,
    typeof error?.error_data?.details === 'string' ? error.error_data.details : null,
    false,
    typeof error?.error_subcode === 'number' ? error.error_subcode : 0,
  );
}

/** Why a Cloud API send failed, in the pt-BR the inbox shows (Meta's code, else a general reason). */
export function graphFailureReason(code: number): string {
  switch (code) {
    case 131047:
      return 'Fora da janela de 24 horas: só um modelo aprovado pode ser enviado.';
    case 131026:
      return 'Não entregue: este número não pode receber mensagens no WhatsApp.';
    case 132000:
    case 132001:
      return 'O modelo da mensagem não está aprovado pela Meta.';
    case 190:
      return 'A conexão com a Meta expirou. Conecte o WhatsApp de novo.';
    case 130429:
    case 131056:
      return 'Muitas mensagens em pouco tempo para este número. Tente mais tarde.';
    default:
      return 'Não foi possível entregar a mensagem.';
  }
}
