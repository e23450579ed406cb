// A client's phone in a provider sandbox: writes to a clinic's number and reads what the clinic's
// number sent back (the assistant, the platform or the owner from the panel). The QR code's number
// lives in the gateway sandbox (whatsappClient), an official one in the Meta sandbox (cloudClient).
import { expect } from '@playwright/test';
import { SITE } from './site';

const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution/_control`;
const META = `${SITE.stackUrl}/sandbox/meta/_control`;

export interface SentMessage {
  number: string;
  text: string;
}

/** Everything the instance's number sent, oldest first. */
export async function sentBy(instance: string): Promise<SentMessage[]> {
  return (await (await fetch(`${EVOLUTION}/messages?instance=${instance}`)).json()) as SentMessage[];
}

/** What an official number sent, oldest first: text as its body, a template as its name. */
export interface CloudSent {
  id: string;
  to: string;
  type: string;
  text?: { body: string };
  template?: { name: string; components?: Array<{ type: string; parameters?: Array<Record<string, string>> }> };
}

export async function sentByNumber(phoneNumberId: string): Promise<CloudSent[]> {
  return (await (await fetch(`${META}/messages?phone_number_id=${phoneNumberId}`)).json()) as CloudSent[];
}

export interface WhatsAppClient {
  /** Writes `text` to the clinic; resolves with the first new message to this client matching `answer`. */
  say(text: string, answer: RegExp): Promise<string>;
  /** Writes `text` to the clinic and does not wait for an answer. */
  write(text: string): Promise<void>;
  /** What the clinic's number sent this client since `since` messages of the number. */
  received(since?: number): Promise<string[]>;
}

/**
 * A playable voice note of its own: a WAV (8 kHz, 16-bit mono) of `seconds` of a tone whose pitch is
 * random, so its bytes (by which the transcription sandbox knows what it says) are never repeated.
 */
export function voiceNoteWav(seconds = 1): string {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  const pitch = 300 + Math.random() * 400;
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * pitch * i) / rate)), 44 + i * 2);
  return wav.toString('base64');
}

interface Phone {
  write(text: string): Promise<void>;
  /** Everything the clinic's number sent (to anyone), oldest first, and this client's among them. */
  sent(): Promise<unknown[]>;
  mine(sent: unknown[]): string[];
}

function clientOf(phone: Phone): WhatsAppClient & {
  answerTo(send: () => Promise<void>, answer: RegExp, what: string): Promise<string>;
} {
  const received = async (since = 0) => phone.mine((await phone.sent()).slice(since));
  /** Sends something, then waits for the first new message to this client matching `answer`. */
  async function answerTo(send: () => Promise<void>, answer: RegExp, what: string): Promise<string> {
    const before = (await phone.sent()).length;
    await send();
    let found = '';
    await expect
      .poll(
        async () => {
          found = (await received(before)).find((m) => answer.test(m)) ?? '';
          return found;
        },
        { timeout: 30_000, message: `an answer to ${what} matching ${answer}` },
      )
      .not.toBe('');
    return found;
  }
  return {
    write: phone.write,
    received,
    answerTo,
    say: (text, answer) => answerTo(() => phone.write(text), answer, `"${text}"`),
  };
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

export function whatsappClient(instance: string, number: string, pushName: string) {
  const receive = `${EVOLUTION}/instances/${instance}/receive`;
  const client = clientOf({
    write: (text) => post(receive, { from: number, text, pushName }),
    sent: () => sentBy(instance),
    mine: (sent) => (sent as SentMessage[]).filter((m) => m.number === number).map((m) => m.text),
  });
  const speak = (words: string) =>
    post(receive, {
      from: number,
      pushName,
      audio: { base64: voiceNoteWav(), mimetype: 'audio/wav', seconds: 1, text: words },
    });
  return {
    ...client,
    /** Sends a voice note that says `words`; resolves with the first new answer matching `answer`. */
    sayByVoice: (words: string, answer: RegExp) =>
      client.answerTo(() => speak(words), answer, `the voice note "${words}"`),
  };
}

/** A client of an official number: also taps a template's quick reply. */
export function cloudClient(phoneNumberId: string, number: string, name: string) {
  const client = clientOf({
    write: (text) => post(`${META}/receive`, { phone_number_id: phoneNumberId, from: number, name, text }),
    sent: () => sentByNumber(phoneNumberId),
    mine: (sent) =>
      (sent as CloudSent[]).filter((m) => m.to === number && m.type === 'text').map((m) => m.text?.body ?? ''),
  });
  return {
    ...client,
    tap: (payload: string, text: string) =>
      post(`${META}/receive`, { phone_number_id: phoneNumberId, from: number, name, button: { payload, text } }),
  };
}
