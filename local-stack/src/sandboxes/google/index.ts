// A local stand-in for Google's OAuth 2.0 server and Calendar API v3, mounted by the gateway at
// /sandbox/google:
//   GET  /o/oauth2/v2/auth            the consent screen (accounts.google.com/o/oauth2/v2/auth)
//   POST /o/oauth2/v2/auth/consent    its 'Permitir' / 'Cancelar' form
//   POST /token, POST /revoke         oauth2.googleapis.com/token and /revoke
//   /calendar/v3/calendars/{calendarId}/events[/{eventId}]   www.googleapis.com/calendar/v3
// Under /_control, the sandbox's own test controls (not Google's): events per account, grants,
// expiring access tokens, purging an event, faults.
import { dispatch } from '../dispatch.ts';
import { Faults } from '../faults.ts';
import { createCalendar, GoogleApiError, googleError } from './calendar.ts';
import { renderEventPage } from './consent-page.ts';
import { createOAuth, type OAuthClient } from './oauth.ts';
import { GoogleStore } from './store.ts';

export interface GoogleSandboxOptions extends OAuthClient {
  /** This sandbox's URL as callers reach it, e.g. http://127.0.0.1:54321/sandbox/google. */
  publicUrl: string;
  /** JSON file keeping grants and events between runs (null: memory only). */
  dataFile?: string | null;
}

export interface GoogleSandbox {
  handle(req: Request): Promise<Response>;
  close(): void;
}

async function readJson(req: Request): Promise<Record<string, unknown>> {
  const raw = await req.text();
  let body: unknown = {};
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      throw new GoogleApiError(400, 'parseError', 'Parse Error');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new GoogleApiError(400, 'parseError', 'Parse Error');
  }
  return body as Record<string, unknown>;
}

const WRITE_SCOPES = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events'];
const READ_SCOPES = [...WRITE_SCOPES, 'https://www.googleapis.com/auth/calendar.readonly'];

export function createGoogleSandbox(options: GoogleSandboxOptions): GoogleSandbox {
  const store = new GoogleStore(options.dataFile ?? null);
  const oauth = createOAuth(store, options, options.publicUrl);
  const calendar = createCalendar(store, options.publicUrl);
  const faults = new Faults();

  /** The account behind the request's bearer token, with the scope the call needs. */
  function accountOf(req: Request, write: boolean): string {
    const token = /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    const grant = oauth.grantOfAccessToken(token);
    const where = { location: 'Authorization', locationType: 'header' };
    if (grant === 'missing') {
      throw new GoogleApiError(
        401,
        'required',
        'Login Required.',
        'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        where,
      );
    }
    if (grant === 'invalid') {
      throw new GoogleApiError(
        401,
        'authError',
        'Invalid Credentials',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        where,
      );
    }
    const scopes = grant.scope.split(' ');
    if (!(write ? WRITE_SCOPES : READ_SCOPES).some((s) => scopes.includes(s))) {
      throw new GoogleApiError(
        403,
        'insufficientPermissions',
        'Insufficient Permission',
        'Request had insufficient authentication scopes.',
      );
    }
    return grant.account;
  }

  async function calendarApi(req: Request, path: string, params: URLSearchParams): Promise<Response> {
    const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!m) throw new GoogleApiError(404, 'notFound', 'Not Found');
    const account = accountOf(req, req.method !== 'GET');
    calendar.checkCalendar(decodeURIComponent(m[1]), account);
    const id = m[2] ? decodeURIComponent(m[2]) : null;
    if (!id && req.method === 'POST') return Response.json(calendar.insert(account, await readJson(req)));
    if (!id && req.method === 'GET') return Response.json(calendar.list(account, params));
    if (id && req.method === 'GET') return Response.json(calendar.get(account, id));
    if (id && req.method === 'PATCH') return Response.json(calendar.patch(account, id, await readJson(req)));
    if (id && req.method === 'DELETE') {
      calendar.remove(account, id);
      return new Response(null, { status: 204 });
    }
    throw new GoogleApiError(405, 'httpMethodNotAllowed', `Method not allowed: ${req.method}`);
  }

  async function control(req: Request, path: string, params: URLSearchParams): Promise<Response | null> {
    if (path === '/_control/events' && req.method === 'GET') {
      const only = params.get('account')?.toLowerCase();
      const events = [...store.events.values()].filter((e) => !only || e.account === only);
      const byAccount: Record<string, unknown[]> = {};
      for (const e of events) (byAccount[e.account] ??= []).push(calendar.resource(e));
      return Response.json(only ? (byAccount[only] ?? []) : byAccount);
    }
    const purge = /^\/_control\/events\/([^/]+)$/.exec(path);
    if (purge && req.method === 'DELETE') {
      // Gone for good (the trash emptied): the API answers 404 for it from now on.
      const existed = store.events.delete(decodeURIComponent(purge[1]));
      store.save();
      return existed ? new Response(null, { status: 204 }) : Response.json({ error: 'no such event' }, { status: 404 });
    }
    if (path === '/_control/grants' && req.method === 'GET') {
      const only = params.get('account')?.toLowerCase();
      return Response.json(
        [...store.grants.values()]
          .filter((g) => !only || g.account === only)
          .map(({ id, account, scope, revoked, createdAt, refreshToken }) => ({
            id,
            account,
            scope,
            revoked,
            createdAt,
            offline: refreshToken !== null,
          })),
      );
    }
    if (path === '/_control/tokens/expire' && req.method === 'POST') {
      const body = (await readJson(req).catch(() => ({}))) as { account?: string };
      return Response.json({ expired: oauth.expireAccessTokens(body.account?.toLowerCase() ?? null) });
    }
    return null;
  }

  async function route(req: Request, path: string, params: URLSearchParams): Promise<Response> {
    if (path === '/o/oauth2/v2/auth' && req.method === 'GET') return oauth.authorize(params);
    if (path === '/o/oauth2/v2/auth/consent' && req.method === 'POST') {
      return oauth.consent(new URLSearchParams(await req.text()));
    }
    if (path === '/token') return oauth.token(req);
    if (path === '/revoke') return oauth.revoke(req, params);
    if (path === '/calendar/event' && req.method === 'GET') {
      const e = calendar.byEid(params.get('eid') ?? '');
      if (!e) return new Response('Evento não encontrado', { status: 404 });
      return new Response(
        renderEventPage({ ...e, when: `${e.start.dateTime} – ${e.end.dateTime} (${e.start.timeZone ?? 'UTC'})` }),
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      );
    }
    if (path.startsWith('/calendar/v3/')) return calendarApi(req, path, params);
    throw new GoogleApiError(404, 'notFound', 'Not Found');
  }

  return {
    handle: dispatch({
      name: 'sandbox/google',
      faults,
      control,
      route,
      unavailable: (status) =>
        googleError(status, 'backendError', 'Backend Error', 'The service is currently unavailable.'),
      error: (err) =>
        err instanceof GoogleApiError
          ? googleError(err.code, err.reason, err.message, err.topMessage, err.extra)
          : null,
      internalError: () => googleError(500, 'backendError', 'Backend Error'),
    }),
    close() {
      store.flush();
    },
  };
}
