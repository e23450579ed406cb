// Evolution API v2 client: the global key in `apikey`, JSON, a time-out
// on every call (30 s by default, or EVOLUTION_TIMEOUT_MS; a call may ask for another,
// e.g. the alternate flow's create 45 s, check 15 s, delete 20 s). The URL and key are read from the
// environment (EVOLUTION_API_URL, EVOLUTION_API_KEY) and never leave the server. Instance names are lower-cased
// before use.
//
// Errors come as {status, error, response: {message: [...]}}; the first message is raised, else the
// body's `message` or `error` field, else 'Erro desconhecido na API'. No answer in time
// raises 'Tempo limite excedido ao <operação>'.
import { callProvider, providerConfig } from './providerFetch.ts';

const DEFAULT_TIMEOUT_MS = 30_000;

export class EvolutionError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    message: string,
    readonly timedOut = false,
    /** The gateway's error body, when it answered JSON. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'EvolutionError';
  }

  /** The instance does not exist at the gateway (404). */
  get notFound(): boolean {
    return this.status === 404;
  }
}

/** What the gateway reports: open (connected), close, connecting. */
export type GatewayState = 'open' | 'close' | 'connecting';

export interface QrCode {
  pairingCode: string | null;
  /** The QR's text. */
  code: string | null;
  /** 'data:image/png;base64,…' */
  base64?: string;
  /** QR codes generated in this attempt; 0 (and no code) before the first one exists. */
  count: number;
}

export interface ConnectionState {
  instance: { instanceName: string; state: GatewayState };
}

/** GET /instance/connect: the QR, or the state when the instance is already open. */
export type ConnectAnswer = QrCode | ConnectionState;

export interface WebhookSettings {
  enabled: boolean;
  url: string;
  headers?: Record<string, string>;
  /** Deliver each event to `${url}/${event-name}`. */
  byEvents?: boolean;
  base64?: boolean;
  /** Upper-case names: QRCODE_UPDATED, CONNECTION_UPDATE, MESSAGES_UPSERT, SEND_MESSAGE… (none: all). */
  events: string[];
}

export interface CreateInstanceInput {
  instanceName: string;
  qrcode?: boolean;
  integration?: 'WHATSAPP-BAILEYS';
  /** The instance's own key; the gateway generates one when absent. */
  token?: string;
  webhook?: WebhookSettings;
  settings?: Record<string, unknown>;
}

export interface CreatedInstance {
  instance: { instanceName: string; instanceId: string; integration?: string; status: GatewayState };
  /** The instance's own API key. */
  hash: string;
  qrcode?: Partial<QrCode>;
}

export interface FetchedInstance {
  id: string;
  name: string;
  connectionStatus: GatewayState;
  ownerJid: string | null;
  number: string | null;
  integration: string;
  token: string;
}

/** Logout and delete: {status: 'SUCCESS', error: false, response: {message}}. */
export interface GatewayResult {
  status: string;
  error: boolean;
  response: { message: string };
}

export interface SentText {
  key: { remoteJid: string; fromMe: boolean; id: string };
  message?: { conversation: string };
  messageTimestamp?: number;
  status: string;
}

/** One message of an instance's history, as findMessages lists it (sent and received alike). */
export interface StoredMessage {
  id?: string;
  key: { id: string; fromMe: boolean; remoteJid: string };
  pushName?: string;
  messageType?: string;
  message?: { conversation?: string; extendedTextMessage?: { text?: string } } | null;
  /** Seconds since the epoch. */
  messageTimestamp?: number | string;
}

export interface FoundMessages {
  messages: { total: number; pages: number; currentPage: number; records: StoredMessage[] };
}

export interface FindMessagesQuery {
  /** '5511987654321@s.whatsapp.net' */
  remoteJid: string;
  fromMe?: boolean;
  page?: number;
  /** Page size. */
  offset?: number;
}

export interface CallOptions {
  /** Per-call time-out (default EVOLUTION_TIMEOUT_MS, else 30 s). */
  timeoutMs?: number;
  /** Another key than the global one (an instance's own hash works for that instance's routes). */
  apiKey?: string;
}

/** The widget's view of a gateway state, case-insensitive; anything unknown is disconnected. */
export function connectionStatus(state: unknown): 'connected' | 'connecting' | 'disconnected' {
  const s = String(state ?? '').toLowerCase();
  if (s === 'open' || s === 'connected') return 'connected';
  if (s === 'connecting' || s === 'qrcode' || s === 'loading') return 'connecting';
  return 'disconnected';
}

/** The error text of a gateway body ({status, error, response: {message: [...]}} in v2). */
export function errorMessage(data: unknown): string {
  const body = data as { error?: unknown; message?: unknown; response?: { message?: unknown } } | null;
  const messages = body?.response?.message;
  const first = Array.isArray(messages) ? messages[0] : messages;
  if (typeof first === 'string' && first) return first;
  if (first && typeof first === 'object') {
    // sendText to a number WhatsApp does not know: [{exists: false, jid, number}].
    const missing = first as { exists?: unknown; number?: unknown };
    if (missing.exists === false) {
      return missing.number
        ? `O número ${String(missing.number)} não tem WhatsApp`
        : 'O número informado não tem WhatsApp';
    }
    return JSON.stringify(first);
  }
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return 'Erro desconhecido na API';
}

async function call<T>(
  operation: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const { baseUrl, apiKey, timeoutMs } = providerConfig(
    'EVOLUTION_API_URL',
    'EVOLUTION_API_KEY',
    'EVOLUTION_TIMEOUT_MS',
    DEFAULT_TIMEOUT_MS,
  );
  const res = await callProvider({
    url: `${baseUrl}${path}`,
    method,
    headers: { apikey: options.apiKey ?? apiKey, accept: 'application/json' },
    body,
    timeoutMs: options.timeoutMs ?? timeoutMs,
    operation,
    noAnswer: ({ timedOut, message }) =>
      new EvolutionError(0, timedOut ? message : 'API do WhatsApp indisponível', timedOut),
  });
  const data = res.data;
  // An HTML error page (a proxy in front of the gateway): no error field to read.
  if (res.ok && !res.json && res.text) throw new EvolutionError(res.status, 'Erro desconhecido na API');
  if (!res.ok) throw new EvolutionError(res.status, errorMessage(data), false, data);
  // A 2xx carrying an error field is still an error.
  const maybe = data as { error?: unknown } | null;
  if (maybe && typeof maybe === 'object' && typeof maybe.error === 'string' && maybe.error) {
    throw new EvolutionError(res.status, errorMessage(data), false, data);
  }
  return data as T;
}

const instancePath = (name: string) => encodeURIComponent(name.toLowerCase());

export const evolution = {
  createInstance: (input: CreateInstanceInput, options?: CallOptions) =>
    call<CreatedInstance>(
      'criar instância',
      'POST',
      '/instance/create',
      { integration: 'WHATSAPP-BAILEYS', ...input, instanceName: input.instanceName.toLowerCase() },
      options,
    ),
  connect: (instance: string, options?: CallOptions) =>
    call<ConnectAnswer>('gerar QR Code', 'GET', `/instance/connect/${instancePath(instance)}`, undefined, options),
  connectionState: (instance: string, options?: CallOptions) =>
    call<ConnectionState>(
      'verificar status',
      'GET',
      `/instance/connectionState/${instancePath(instance)}`,
      undefined,
      options,
    ),
  /** Every instance, or only `instanceName` (its number and own key). */
  fetchInstances: (options?: CallOptions & { instanceName?: string }) =>
    call<FetchedInstance[]>(
      'listar instâncias',
      'GET',
      options?.instanceName
        ? `/instance/fetchInstances?instanceName=${instancePath(options.instanceName)}`
        : '/instance/fetchInstances',
      undefined,
      options,
    ),
  logout: (instance: string, options?: CallOptions) =>
    call<GatewayResult>('desconectar', 'DELETE', `/instance/logout/${instancePath(instance)}`, undefined, options),
  deleteInstance: (instance: string, options?: CallOptions) =>
    call<GatewayResult>(
      'deletar instância',
      'DELETE',
      `/instance/delete/${instancePath(instance)}`,
      undefined,
      options,
    ),
  setWebhook: (instance: string, webhook: WebhookSettings, options?: CallOptions) =>
    call<unknown>('configurar webhook', 'POST', `/webhook/set/${instancePath(instance)}`, { webhook }, options),
  sendText: (instance: string, number: string, text: string, options?: CallOptions) =>
    call<SentText>('enviar mensagem', 'POST', `/message/sendText/${instancePath(instance)}`, { number, text }, options),
  /** Marks a client's message read on the connected phone. */
  markRead: (instance: string, chat: string, id: string, options?: CallOptions) =>
    call<unknown>(
      'marcar como lida',
      'POST',
      `/chat/markMessageAsRead/${instancePath(instance)}`,
      { readMessages: [{ remoteJid: `${chat}@s.whatsapp.net`, fromMe: false, id }] },
      options,
    ),
  /** A received media's bytes (base64) and type. */
  mediaOf: (instance: string, id: string, options?: CallOptions) =>
    call<{ mimetype: string; base64: string }>(
      'baixar mídia',
      'POST',
      `/chat/getBase64FromMediaMessage/${instancePath(instance)}`,
      { message: { key: { id } }, convertToMp4: false },
      options,
    ),
  /** The instance's history with one chat, newest first. */
  findMessages: (instance: string, query: FindMessagesQuery, options?: CallOptions) =>
    call<FoundMessages>(
      'buscar mensagens',
      'POST',
      `/chat/findMessages/${instancePath(instance)}`,
      {
        where: {
          key: { remoteJid: query.remoteJid, ...(query.fromMe === undefined ? {} : { fromMe: query.fromMe }) },
        },
        ...(query.page ? { page: query.page } : {}),
        ...(query.offset ? { offset: query.offset } : {}),
      },
      options,
    ),
};

/** The text of a stored or delivered message: a plain conversation or an extended text; else ''. */
export function textOf(message: StoredMessage['message'] | undefined): string {
  if (!message) return '';
  if (typeof message.conversation === 'string') return message.conversation;
  const extended = message.extendedTextMessage?.text;
  return typeof extended === 'string' ? extended : '';
}

/** Whether a connect answer is the QR (and not the state of an instance already open). */
export function isQrCode(answer: ConnectAnswer): answer is QrCode {
  return !('instance' in answer);
}
