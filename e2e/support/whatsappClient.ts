// A client's phone in the gateway sandbox: writes to a clinic's number and reads what the clinic's
// number sent back (the assistant, the platform or the owner from the panel).
import { expect } from '@playwright/test';
import { SITE } from './site';

const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution/_control`;

export interface SentMessage {
  number: string;
  text: string;
}

/** Everything the instance's number sent, oldest first. */
export async function sentBy(instance: string): Promise<SentMessage[]> {
  return (await (await fetch(`${EVOLUTION}/messages?instance=${instance}`)).json()) as SentMessage[];
}

export interface WhatsAppClient {
  /** Writes `text` to the clinic; resolves with the first new message to this client matching `answer`. */
  say(text: string, answer: RegExp): Promise<string>;
  /** Writes `text` to the clinic and does not wait for an answer. */
  write(text: string): Promise<void>;
  /** What the clinic's number sent this client since `since` messages of the instance. */
  received(since?: number): Promise<string[]>;
}

export function whatsappClient(instance: string, number: string, pushName: string): WhatsAppClient {
  async function write(text: string) {
    const res = await fetch(`${EVOLUTION}/instances/${instance}/receive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: number, text, pushName }),
    });
    expect(res.status).toBe(200);
  }
  const received = async (since = 0) =>
    (await sentBy(instance))
      .slice(since)
      .filter((m) => m.number === number)
      .map((m) => m.text);
  return {
    write,
    received,
    async say(text, answer) {
      const before = (await sentBy(instance)).length;
      await write(text);
      let found = '';
      await expect
        .poll(
          async () => {
            found = (await received(before)).find((m) => answer.test(m)) ?? '';
            return found;
          },
          { timeout: 30_000, message: `an answer to "${text}" matching ${answer}` },
        )
        .not.toBe('');
      return found;
    },
  };
}
