import { expect } from '@playwright/test';
import { SITE } from './site';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail the local stack "sent" to `email` (its mailbox JSON). */
export async function lastMailTo(email: string): Promise<Mail> {
  const res = await fetch(`${SITE.stackUrl}/mailbox/api/messages`);
  const body = (await res.json()) as Mail[] | { messages: Mail[] };
  const mails = (Array.isArray(body) ? body : body.messages).filter((m) => m.to === email);
  expect(mails.length, `e-mails to ${email}`).toBeGreaterThan(0);
  return mails.sort((a, b) => b.id - a.id)[0];
}
