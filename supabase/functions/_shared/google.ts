// Google OAuth 2.0 (web server flow) and Calendar API v3 client of the calendar sync.
// Endpoints and the OAuth client come from the environment (GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL,
// GOOGLE_CALENDAR_API_URL, GOOGLE_REVOKE_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET; Google's own
// URLs when unset) and never leave the server. Every call has a time-out (GOOGLE_TIMEOUT_MS, 15 s).
import { callProvider, providerTimeout, type ProviderCall } from './providerFetch.ts';

export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const DEFAULT_TIMEOUT_MS = 15_000;

/** A failed call: the token endpoint's {error, error_description} or the API's {error: {code, message, errors}}. */
export class GoogleError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    /** OAuth error code ('invalid_grant', …) or the API's first reason ('notFound', 'authError', …). */
    readonly reason: string,
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'GoogleError';
  }

  /** The event no longer exists at Google (purged 404, or deleted 410). */
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

/** What google_calendar_tokens.token holds. */
// A type, not an interface: it is stored as jsonb (google_calendar_tokens.token), and an interface is not Json.
export type StoredToken = {
  access_token: string;
  refresh_token: string | null;
  /** When the access token stops working (ISO). */
  expires_at: string;
  scope: string;
  token_type: string;
};

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
  token_type?: string;
}

export interface EventTime {
  dateTime: string;
  timeZone: string;
}

export interface EventInput {
  summary: string;
  description: string;
  start: EventTime;
  end: EventTime;
  location?: string;
}

export interface CalendarEvent extends Partial<EventInput> {
  kind: 'calendar#event';
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  iCalUID: string;
  created: string;
  updated: string;
}

/** An event as events.list answers it: an all-day event has `date` instead of `dateTime`. */
export interface ListedEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  /** 'transparent': the event shows as free and blocks nothing. */
  transparency?: 'opaque' | 'transparent';
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
}

interface EventList {
  items?: ListedEvent[];
  nextPageToken?: string;
}

/** A busy period of the primary calendar (RFC 3339 instants; all-day events keep their dates). */
export interface BusyPeriod {
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
}

function setting(name: string, fallback?: string): string {
  const value = Deno.env.get(name) || fallback;
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Read at call time: the local stack sets the environment before the first request. */
export function googleConfig() {
  const tokenUrl = setting('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token');
  return {
    authUrl: setting('GOOGLE_OAUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
    tokenUrl,
    revokeUrl: setting('GOOGLE_REVOKE_URL', tokenUrl.replace(/\/token$/, '/revoke')),
    calendarUrl: setting('GOOGLE_CALENDAR_API_URL', 'https://www.googleapis.com/calendar/v3').replace(/\/+$/, ''),
    clientId: setting('GOOGLE_CLIENT_ID'),
    clientSecret: setting('GOOGLE_CLIENT_SECRET'),
    timeoutMs: providerTimeout('GOOGLE_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
  };
}

type Send = Pick<ProviderCall, 'method' | 'headers' | 'body' | 'form'>;

async function call(url: string, send: Send, what: string): Promise<{ status: number; body: unknown }> {
  const res = await callProvider({
    url,
    ...send,
    timeoutMs: googleConfig().timeoutMs,
    operation: what,
    noAnswer: ({ timedOut, message }) => new GoogleError(0, timedOut ? 'timeout' : 'network', message, timedOut),
  });
  // A body that is not JSON is kept as its text.
  const body = res.json ? res.data : res.text || null;
  if (res.ok) return { status: res.status, body };
  const err = (body ?? {}) as {
    error?: string | { message?: string; errors?: Array<{ reason?: string }> };
    error_description?: string;
  };
  if (typeof err.error === 'string') {
    throw new GoogleError(res.status, err.error, err.error_description ?? err.error);
  }
  const api = err.error ?? {};
  throw new GoogleError(res.status, api.errors?.[0]?.reason ?? String(res.status), api.message ?? `HTTP ${res.status}`);
}

function stored(answer: TokenAnswer, previousRefresh: string | null): StoredToken {
  return {
    access_token: answer.access_token,
    // Google sends a refresh token on the first exchange only; keep the one we have otherwise.
    refresh_token: answer.refresh_token ?? previousRefresh,
    expires_at: new Date(Date.now() + answer.expires_in * 1000).toISOString(),
    scope: answer.scope ?? CALENDAR_SCOPE,
    token_type: answer.token_type ?? 'Bearer',
  };
}

const form = (fields: Record<string, string>): Send => ({ method: 'POST', headers: {}, form: fields });

export const google = {
  /** The consent URL: offline access and a fresh consent, so Google returns a refresh token. */
  consentUrl(redirectUri: string, state: string, loginHint?: string): string {
    const c = googleConfig();
    const q = new URLSearchParams({
      client_id: c.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: CALENDAR_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
    });
    if (loginHint) q.set('login_hint', loginHint);
    return `${c.authUrl}?${q}`;
  },

  async exchangeCode(code: string, redirectUri: string): Promise<StoredToken> {
    const c = googleConfig();
    const { body } = await call(
      c.tokenUrl,
      form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: c.clientId,
        client_secret: c.clientSecret,
      }),
      'conectar ao Google Agenda',
    );
    return stored(body as TokenAnswer, null);
  },

  async refresh(token: StoredToken): Promise<StoredToken> {
    if (!token.refresh_token) throw new GoogleError(400, 'invalid_grant', 'Sem refresh token');
    const c = googleConfig();
    const { body } = await call(
      c.tokenUrl,
      form({
        grant_type: 'refresh_token',
        refresh_token: token.refresh_token,
        client_id: c.clientId,
        client_secret: c.clientSecret,
      }),
      'renovar o acesso ao Google Agenda',
    );
    return stored(body as TokenAnswer, token.refresh_token);
  },

  /** Revokes the grant (refresh token preferred: it takes its access tokens with it). */
  async revoke(token: StoredToken): Promise<void> {
    await call(
      googleConfig().revokeUrl,
      form({ token: token.refresh_token ?? token.access_token }),
      'desconectar o Google Agenda',
    );
  },

  async insertEvent(accessToken: string, event: EventInput): Promise<CalendarEvent> {
    const { body } = await call(
      `${googleConfig().calendarUrl}/calendars/primary/events`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: event,
      },
      'sincronizar eventos',
    );
    return body as CalendarEvent;
  },

  /**
   * The periods the primary calendar is busy between two instants: its events, recurring ones
   * expanded, except cancelled ones and those marked 'free' (transparent). Read through events.list
   * rather than freeBusy.query: the calendar.events scope the owner grants covers events.list, while
   * freeBusy.query needs a calendar-wide or free/busy scope the consent does not ask for.
   */
  async busyPeriods(accessToken: string, timeMin: string, timeMax: string): Promise<BusyPeriod[]> {
    const busy: BusyPeriod[] = [];
    let pageToken: string | undefined;
    do {
      const q = new URLSearchParams({ timeMin, timeMax, singleEvents: 'true', maxResults: '2500' });
      if (pageToken) q.set('pageToken', pageToken);
      const { body } = await call(
        `${googleConfig().calendarUrl}/calendars/primary/events?${q}`,
        { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
        'ler a agenda do Google',
      );
      const page = (body ?? {}) as EventList;
      for (const e of page.items ?? []) {
        if (e.status === 'cancelled' || e.transparency === 'transparent' || !e.start || !e.end) continue;
        busy.push({ start: e.start, end: e.end });
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return busy;
  },

  async patchEvent(accessToken: string, eventId: string, event: EventInput): Promise<CalendarEvent> {
    const { body } = await call(
      `${googleConfig().calendarUrl}/calendars/primary/events/${encodeURIComponent(eventId)}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${accessToken}` },
        body: event,
      },
      'sincronizar eventos',
    );
    return body as CalendarEvent;
  },
};

/** Where Google sends the browser back: the public google-calendar-callback function. */
export function callbackUrl(): string {
  return Deno.env.get('GOOGLE_REDIRECT_URI') || `${setting('SUPABASE_URL')}/functions/v1/google-calendar-callback`;
}
