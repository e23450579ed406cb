// Transactional e-mail through Resend's API (`POST /emails`, Bearer key, JSON): the URL and key from
// the environment (RESEND_API_URL — the local stack points it at its sandbox — RESEND_API_KEY), the
// sender from EMAIL_FROM, extra headers (List-Unsubscribe) in Resend's `headers` field, a time-out
// on every call (RESEND_TIMEOUT_MS, 15 s by default).
// An Idempotency-Key makes a repeated send (a retry after a time-out whose first try went through)
// answer the first result instead of sending a second e-mail; the same key with another body (a
// retry worded for another day) is refused with 409 invalid_idempotent_request, which also means the
// first one was accepted.
//
// Errors come as {statusCode, name, message}: the message is raised, else 'Erro desconhecido na API';
// no answer in time raises 'Tempo limite excedido ao enviar e-mail'.
import { callProvider, providerConfig } from './providerFetch.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_FROM = 'Atende AI <lembretes@atende.ai>';

export class EmailError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    message: string,
    readonly timedOut = false,
    /** Resend's error name ('validation_error', 'invalid_idempotent_request'…), when it answered one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'EmailError';
  }

  /** The key was used before with another body: that first request was accepted (and sent). */
  get keyAlreadyUsed(): boolean {
    return this.code === 'invalid_idempotent_request';
  }
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same key within 24 h sends nothing new (Resend keeps the first answer). */
  idempotencyKey?: string;
  /** Extra headers of the e-mail (Resend's `headers`), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * The headers of an e-mail a client may stop (RFC 2369 + RFC 8058 one-click): mail clients show an
 * 'unsubscribe' button that POSTs `List-Unsubscribe=One-Click` to the link.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export async function sendEmail(message: EmailMessage): Promise<{ id: string }> {
  const { baseUrl, apiKey, timeoutMs } = providerConfig(
    'RESEND_API_URL',
    'RESEND_API_KEY',
    'RESEND_TIMEOUT_MS',
    DEFAULT_TIMEOUT_MS,
  );
  const res = await callProvider({
    url: `${baseUrl}/emails`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      accept: 'application/json',
      ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
    },
    body: {
      from: Deno.env.get('EMAIL_FROM') || DEFAULT_FROM,
      to: [message.to],
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
    },
    timeoutMs,
    operation: 'enviar e-mail',
    noAnswer: ({ timedOut, message }) => new EmailError(0, message, timedOut),
  });
  const data = res.data as { id?: unknown; message?: unknown; name?: unknown } | null;
  if (!res.ok) {
    const text = typeof data?.message === 'string' && data.message ? data.message : 'Erro desconhecido na API';
    throw new EmailError(res.status, text, false, typeof data?.name === 'string' ? data.name : null);
  }
  if (typeof data?.id !== 'string') throw new EmailError(res.status, 'Erro desconhecido na API');
  return { id: data.id };
}
