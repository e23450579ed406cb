// What POST /emails accepts, checked as Resend does (from, to and subject required; addresses as
// `email@example.com` or `Name <email@example.com>`; up to 50 recipients), and the accepted e-mail
// as Resend keeps it and as the stack's mailbox receives it.
import type { MailMessage } from '../../mail-types.ts';
import { invalidField, missingField } from './errors.ts';

export interface AcceptedEmail {
  object: 'email';
  id: string;
  from: string;
  to: string[];
  cc: string[] | null;
  bcc: string[] | null;
  reply_to: string[] | null;
  subject: string;
  html: string | null;
  text: string | null;
  /** Custom headers of the e-mail (Resend: an object of header name → value). */
  headers: Record<string, string> | null;
  created_at: string;
  last_event: 'delivered';
  scheduled_at: null;
}

const ADDRESS_FORMAT =
  'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';
const MAX_RECIPIENTS = 50;

/** The bare address of `email@example.com` or `Name <email@example.com>`; null when it is neither. */
export function addressOf(value: string): string | null {
  const bare = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  const address = bare.trim();
  return /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/.test(address) ? address : null;
}

/** One address or a list of them (a field Resend takes as `string | string[]`); null when absent. */
function addresses(body: Record<string, unknown>, field: string, required: boolean): string[] | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw missingField(field);
    return null;
  }
  const list = Array.isArray(value) ? value : [value];
  if (required && list.length === 0) throw missingField(field);
  if (list.length > MAX_RECIPIENTS) throw invalidField(field, `Maximum of ${MAX_RECIPIENTS} recipients.`);
  for (const item of list) {
    if (typeof item !== 'string' || !addressOf(item)) throw invalidField(field, ADDRESS_FORMAT);
  }
  return list as string[];
}

function optionalText(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidField(field, 'Expected a string.');
  return value;
}

function headersOf(body: Record<string, unknown>): Record<string, string> | null {
  const value = body.headers;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw invalidField('headers', 'Expected an object of strings.');
  }
  return value as Record<string, string>;
}

/** The e-mail a valid body describes (ResendError 422 otherwise). */
export function acceptEmail(body: Record<string, unknown>, id: string): AcceptedEmail {
  if (body.from === undefined || body.from === null || body.from === '') throw missingField('from');
  if (typeof body.from !== 'string' || !addressOf(body.from)) throw invalidField('from', ADDRESS_FORMAT);
  const to = addresses(body, 'to', true)!;
  if (typeof body.subject !== 'string' || !body.subject) throw missingField('subject');
  const html = optionalText(body, 'html');
  const text = optionalText(body, 'text');
  // Without a template, a message needs a body (the Node SDK's `react` becomes html before it is sent).
  if (!html && !text) throw missingField('html` or `text');
  return {
    object: 'email',
    id,
    from: body.from,
    to,
    cc: addresses(body, 'cc', false),
    bcc: addresses(body, 'bcc', false),
    // The SDKs send reply_to; some clients send replyTo.
    reply_to: addresses(body, body.reply_to !== undefined ? 'reply_to' : 'replyTo', false),
    subject: body.subject,
    html,
    text,
    headers: headersOf(body),
    created_at: new Date().toISOString(),
    last_event: 'delivered',
    scheduled_at: null,
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Resend derives the plain text from the HTML when none is given. */
function textOf(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One mailbox message per recipient (to, cc and bcc), as a mail server delivers to each mailbox. */
export function mailboxMessages(email: AcceptedEmail): MailMessage[] {
  const html = email.html ?? `<pre style="white-space:pre-wrap;font-family:inherit">${escape(email.text ?? '')}</pre>`;
  const text = email.text ?? textOf(email.html ?? '');
  const recipients = [...email.to, ...(email.cc ?? []), ...(email.bcc ?? [])].map((r) => addressOf(r)!);
  const headers = email.headers ? { headers: email.headers } : {};
  return [...new Set(recipients)].map((to) => ({
    to,
    from: email.from,
    subject: email.subject,
    html,
    text,
    ...headers,
  }));
}
