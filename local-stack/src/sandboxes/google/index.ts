// A local stand-in for Google's OAuth 2.0 server and Calendar API v3, mounted by the gateway at
// /sandbox/google:
//   GET  /o/oauth2/v2/auth            the consent screen (accounts.google.com/o/oauth2/v2/auth)
//   POST /o/oauth2/v2/auth/consent    its 'Permitir' / 'Cancelar' form
//   POST /token, POST /revoke         oauth2.googleapis.com/token and /revoke
//   /calendar/v3/calendars/{calendarId}/events[/{eventId}]   www.googleapis.com/calendar/v3
//   POST /calendar/v3/freeBusy        freeBusy.query over the same events
// Under /_control, the sandbox's own test controls (not Google's): events per account, grants,
// expiring access tokens, purging an event, faults.
import { Hono } from 'hono';
import { bearerToken, readJsonObject } from '../../http.ts';
import { finish, sandboxApp } from '../app.ts';
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
  /** Its routes, relative to the mount point (/o/oauth2/…, /token, /calendar/v3/…, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

const readBody = (req: Request) => readJsonObject(req, () => new GoogleApiError(400, 'parseError', 'Parse Error'));

const WRITE_SCOPES = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events'];
const READ_SCOPES = [...WRITE_SCOPES, 'https://www.googleapis.com/auth/calendar.readonly'];
/** freeBusy.query is not covered by calendar.events: it needs a calendar-wide or a free/busy scope. */
const FREEBUSY_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events.freebusy',
];

export function createGoogleSandbox(options: GoogleSandboxOptions): GoogleSandbox {
  const store = new GoogleStore(options.dataFile ?? null);
  const oauth = createOAuth(store, options, options.publicUrl);
  const calendar = createCalendar(store, options.publicUrl);

  /** The account behind the request's bearer token, with the scope the call needs. */
  function accountOf(req: Request, scopesNeeded: string[]): string {
    const token = bearerToken(req);
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
    if (!scopesNeeded.some((s) => scopes.includes(s))) {
      throw new GoogleApiError(
        403,
        'insufficientPermissions',
        'Insufficient Permission',
        'Request had insufficient authentication scopes.',
      );
    }
    return grant.account;
  }

  const app = sandboxApp({
    name: 'sandbox/google',
    faults: new Faults(),
    unavailable: (status) =>
      googleError(status, 'backendError', 'Backend Error', 'The service is currently unavailable.'),
    error: (err) =>
      err instanceof GoogleApiError ? googleError(err.code, err.reason, err.message, err.topMessage, err.extra) : null,
    internalError: () => googleError(500, 'backendError', 'Backend Error'),
  });

  app.get('/_control/events', (c) => {
    const only = c.req.query('account')?.toLowerCase();
    const events = [...store.events.values()].filter((e) => !only || e.account === only);
    const byAccount: Record<string, unknown[]> = {};
    for (const e of events) (byAccount[e.account] ??= []).push(calendar.resource(e));
    return c.json(only ? (byAccount[only] ?? []) : byAccount);
  });
  app.delete('/_control/events/:id', (c) => {
    // Gone for good (the trash emptied): the API answers 404 for it from now on.
    const existed = store.events.delete(c.req.param('id'));
    store.save();
    return existed ? c.body(null, 204) : c.json({ error: 'no such event' }, 404);
  });
  app.get('/_control/grants', (c) => {
    const only = c.req.query('account')?.toLowerCase();
    return c.json(
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
  });
  app.post('/_control/tokens/expire', async (c) => {
    const body = (await readBody(c.req.raw).catch(() => ({}))) as { account?: string };
    return c.json({ expired: oauth.expireAccessTokens(body.account?.toLowerCase() ?? null) });
  });

  app.route('/', oauth.routes);

  app.get('/calendar/event', (c) => {
    const e = calendar.byEid(c.req.query('eid') ?? '');
    if (!e) return c.text('Evento não encontrado', 404);
    return c.html(
      renderEventPage({ ...e, when: `${e.start.dateTime} – ${e.end.dateTime} (${e.start.timeZone ?? 'UTC'})` }),
    );
  });

  // The Calendar API: the account behind the bearer token, its primary calendar (or its e-mail).
  const events = new Hono<{ Variables: { account: string } }>({ strict: false });
  events.use('*', async (c, next) => {
    const account = accountOf(c.req.raw, c.req.method !== 'GET' ? WRITE_SCOPES : READ_SCOPES);
    calendar.checkCalendar(c.req.param('calendarId') as string, account);
    c.set('account', account);
    await next();
  });
  events.post('/', async (c) => c.json(calendar.insert(c.var.account, await readBody(c.req.raw))));
  events.get('/', (c) => c.json(calendar.list(c.var.account, new URL(c.req.url).searchParams)));
  events.get('/:eventId', (c) => c.json(calendar.get(c.var.account, c.req.param('eventId'))));
  events.patch('/:eventId', async (c) =>
    c.json(calendar.patch(c.var.account, c.req.param('eventId'), await readBody(c.req.raw))),
  );
  events.delete('/:eventId', (c) => {
    calendar.remove(c.var.account, c.req.param('eventId'));
    return c.body(null, 204);
  });
  events.all('*', (c) => {
    throw new GoogleApiError(405, 'httpMethodNotAllowed', `Method not allowed: ${c.req.method}`);
  });
  app.route('/calendar/v3/calendars/:calendarId/events', events);
  app.post('/calendar/v3/freeBusy', async (c) =>
    c.json(calendar.freeBusy(accountOf(c.req.raw, FREEBUSY_SCOPES), await readBody(c.req.raw))),
  );

  finish(app, () => {
    throw new GoogleApiError(404, 'notFound', 'Not Found');
  });
  return {
    app,
    handle: async (req) => app.fetch(req),
    close() {
      store.flush();
    },
  };
}
