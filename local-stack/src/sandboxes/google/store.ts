// What Google would keep for the sandbox: authorization codes, grants (one per consent, holding the
// refresh token), access tokens and each account's primary-calendar events. Kept in a JSON file of
// the stack's data folder when one is given, so a restart keeps connections and events.
import crypto from 'node:crypto';
import { JsonFile } from '../jsonFile.ts';

export interface AuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  account: string;
  /** The account's name, as typed on a sign-in consent (null: not asked). */
  name?: string | null;
  scope: string;
  offline: boolean;
  expiresAt: number;
  used: boolean;
}

/** One consent: the refresh token and what it allows. Revoking it kills its access tokens too. */
export interface Grant {
  id: string;
  clientId: string;
  account: string;
  name?: string | null;
  scope: string;
  refreshToken: string | null;
  revoked: boolean;
  createdAt: string;
}

export interface AccessToken {
  token: string;
  grantId: string;
  expiresAt: number;
}

export interface EventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface CalendarEvent {
  id: string;
  /** The Google account (e-mail) whose primary calendar holds the event. */
  account: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  /** 'transparent': shown as free, so free/busy ignores it (absent: opaque, Google's default). */
  transparency?: 'opaque' | 'transparent';
  start: EventTime;
  end: EventTime;
  created: string;
  updated: string;
  sequence: number;
}

interface Snapshot {
  codes: AuthCode[];
  grants: Grant[];
  accessTokens: AccessToken[];
  events: CalendarEvent[];
}

/** Random URL-safe text, as Google's opaque tokens are. */
export const opaque = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** The account's Google user id: stable per e-mail address, 21 digits like Google's. */
export function googleSubject(email: string): string {
  const n = BigInt('0x' + crypto.createHash('sha256').update(email.toLowerCase()).digest('hex')) % 10n ** 20n;
  return '1' + n.toString().padStart(20, '0');
}

export class GoogleStore {
  readonly codes = new Map<string, AuthCode>();
  readonly grants = new Map<string, Grant>();
  readonly accessTokens = new Map<string, AccessToken>();
  readonly events = new Map<string, CalendarEvent>();
  private readonly data: JsonFile<Snapshot>;

  constructor(file: string | null) {
    this.data = new JsonFile(file, () => this.snapshot());
    const saved = this.data.read();
    if (!saved) return;
    for (const c of saved.codes) this.codes.set(c.code, c);
    for (const g of saved.grants) this.grants.set(g.id, g);
    for (const t of saved.accessTokens) this.accessTokens.set(t.token, t);
    for (const e of saved.events) this.events.set(e.id, e);
  }

  private snapshot(): Snapshot {
    const now = Date.now();
    // Spent codes and expired access tokens are of no use after a restart.
    return {
      codes: [...this.codes.values()].filter((c) => !c.used && c.expiresAt > now),
      grants: [...this.grants.values()],
      accessTokens: [...this.accessTokens.values()].filter((t) => t.expiresAt > now),
      events: [...this.events.values()],
    };
  }

  grantOfRefreshToken(token: string): Grant | null {
    return [...this.grants.values()].find((g) => g.refreshToken === token) ?? null;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }
}
