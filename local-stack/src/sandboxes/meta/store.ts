// What the sandbox's Meta holds: the numbers created by Embedded Signup (each with its WABA and the
// business token the code exchange hands out), pending codes, templates, what each number sent and
// received (the received ones open the 24-hour window) and received media. Kept in the data folder
// when a file is given, so a restart keeps connected numbers as Meta would.
import crypto from 'node:crypto';
import { JsonFile } from '../jsonFile.ts';

export interface PhoneNumber {
  phone_number_id: string;
  waba_id: string;
  /** Digits, as webhooks' metadata carry it. */
  display_phone_number: string;
  verified_name: string;
  access_token: string;
  subscribed: boolean;
  registered: boolean;
  created_at: string;
}

export type TemplateStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface Template {
  id: string;
  waba_id: string;
  name: string;
  language: string;
  category: string;
  components: unknown[];
  created_at: string;
}

/** A message a number sent: the request's fields, its wamid and when. */
export interface SentMessage extends Record<string, unknown> {
  id: string;
  phone_number_id: string;
  to: string;
  type: string;
  at: string;
}

/** A client's message that reached a number (what the receive control delivered). */
export interface ReceivedMessage {
  id: string;
  phone_number_id: string;
  from: string;
  type: string;
  at: string;
  read: boolean;
}

export interface Media {
  id: string;
  phone_number_id: string;
  mime_type: string;
  base64: string;
  sha256: string;
  file_size: number;
}

interface Snapshot {
  numbers: PhoneNumber[];
  codes: Record<string, string>;
  templates: Template[];
  sent: SentMessage[];
  received: ReceivedMessage[];
  media: Media[];
}

/** Logs keep the newest entries; media the newest files (their bytes are in the JSON file). */
const LOG_LIMIT = 5000;
const MEDIA_LIMIT = 200;

const keepNewest = <T>(list: T[], limit: number) => {
  if (list.length > limit) list.splice(0, list.length - limit);
};

/** A numeric Graph id (Meta's ids are 15–16 digit numbers). */
export const graphId = () => `1${String(crypto.randomInt(10 ** 12)).padStart(12, '0')}${crypto.randomInt(100, 1000)}`;

export class MetaStore {
  numbers: PhoneNumber[] = [];
  /** Embedded Signup codes not yet exchanged → the phone_number_id they stand for. */
  codes: Record<string, string> = {};
  templates: Template[] = [];
  sent: SentMessage[] = [];
  received: ReceivedMessage[] = [];
  media: Media[] = [];
  private readonly data: JsonFile<Snapshot>;

  constructor(file: string | null = null) {
    this.data = new JsonFile<Snapshot>(file, () => ({
      numbers: this.numbers,
      codes: this.codes,
      templates: this.templates,
      sent: this.sent,
      received: this.received,
      media: this.media,
    }));
    const snap = this.data.read();
    if (snap) Object.assign(this, snap);
  }

  number(id: string): PhoneNumber | undefined {
    return this.numbers.find((n) => n.phone_number_id === id);
  }

  logSent(message: SentMessage): void {
    this.sent.push(message);
    keepNewest(this.sent, LOG_LIMIT);
    this.save();
  }

  logReceived(message: ReceivedMessage): void {
    this.received.push(message);
    keepNewest(this.received, LOG_LIMIT);
    this.save();
  }

  addMedia(media: Media): void {
    this.media.push(media);
    keepNewest(this.media, MEDIA_LIMIT);
    this.save();
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
