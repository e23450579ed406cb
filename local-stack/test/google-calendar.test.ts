/**
 * Calendar sync (spec 2 §4 'Calendar sync', §7.7): the Google sandbox's OAuth 2.0 and Calendar v3
 * contracts, and the google-calendar / google-calendar-callback functions driven over HTTP as the
 * browser does — authorize, the consent page's 'Permitir', the callback, status, sync, disconnect.
 */
import test, { after, afterEach, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { LOCAL_GOOGLE_CLIENT_ID, LOCAL_GOOGLE_CLIENT_SECRET } from '../src/config.ts';
import { createGoogleSandbox } from '../src/sandboxes/google/index.ts';
import { closeSql, newUser, sql, stack, type TestUser } from './support/stack.ts';

const GOOGLE = `${stack.url}/sandbox/google`;
const CALLBACK = `${stack.url}/functions/v1/google-calendar-callback`;
const SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const SITE_PAGE = 'http://localhost:3000/user-dashboard/agent';
const GOOGLE_TIMEOUT_MS = Number(process.env.STACK_GOOGLE_TIMEOUT_MS ?? 15_000);

after(closeSql);
afterEach(() => control('/faults', 'DELETE'));

interface GoogleEvent {
  kind: string;
  id: string;
  status: string;
  htmlLink: string;
  iCalUID: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  created: string;
  updated: string;
}

async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${GOOGLE}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

const eventsOf = (account: string) =>
  control<GoogleEvent[]>(`/events?account=${encodeURIComponent(account.toLowerCase())}`);

function authorizeUrl(overrides: Record<string, string | null> = {}): string {
  const q = new URLSearchParams();
  const params: Record<string, string | null> = {
    client_id: LOCAL_GOOGLE_CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    state: 'estado-123',
    ...overrides,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, v);
  return `${GOOGLE}/o/oauth2/v2/auth?${q}`;
}

/** The consent page's form: its action and fields, as a browser would submit them. */
function consentForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  const account = /name="account" type="email"[^>]*value="([^"]*)"/.exec(html)?.[1];
  assert.ok(action && requestId !== undefined, 'consent form present');
  return { action: action.replace(/&amp;/g, '&'), requestId, account: account ?? '' };
}

/** Opens a consent page and answers it; the 302 Location Google sends the browser to. */
async function consent(url: string, decision: 'allow' | 'deny', account?: string): Promise<URL> {
  const page = await fetch(url);
  assert.equal(page.status, 200);
  const form = consentForm(await page.text());
  const res = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: form.requestId, account: account ?? form.account, decision }),
  });
  assert.equal(res.status, 302);
  return new URL(res.headers.get('location')!);
}

async function tokenCall(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  const res = await fetch(`${GOOGLE}/token`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const client = { client_id: LOCAL_GOOGLE_CLIENT_ID, client_secret: LOCAL_GOOGLE_CLIENT_SECRET };

/** What the Calendar API answers: an event, a list, or Google's error body (read loosely in tests). */
type CalendarBody = Partial<GoogleEvent> & {
  error: { code: number; message: string; errors: Array<{ domain: string; reason: string; message: string }> };
  items: GoogleEvent[];
};

async function calendarCall(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${GOOGLE}/calendar/v3/calendars/primary/events${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as CalendarBody };
}

describe('Google sandbox: OAuth 2.0 web server flow', () => {
  test('the authorization request is checked as Google does, on an error page without redirect', async () => {
    const cases: Array<[Record<string, string | null>, number, string]> = [
      [{ client_id: 'someone-else.apps.googleusercontent.com' }, 401, 'invalid_client'],
      [{ client_id: null }, 400, 'invalid_request'],
      [{ redirect_uri: 'https://evil.example/callback' }, 400, 'redirect_uri_mismatch'],
      [{ response_type: null }, 400, 'invalid_request'],
      [{ response_type: 'token' }, 400, 'unsupported_response_type'],
      [{ scope: null }, 400, 'invalid_request'],
      [{ scope: 'https://www.googleapis.com/auth/drive' }, 400, 'invalid_scope'],
      [{ access_type: 'forever' }, 400, 'invalid_request'],
      [{ prompt: 'always' }, 400, 'invalid_request'],
    ];
    for (const [overrides, status, error] of cases) {
      const res = await fetch(authorizeUrl(overrides), { redirect: 'manual' });
      assert.equal(res.status, status, JSON.stringify(overrides));
      assert.match(await res.text(), new RegExp(`Erro ${status}: ${error}`), JSON.stringify(overrides));
    }
  });

  test("the consent page is pt-BR with 'Permitir' and 'Cancelar'; 'Cancelar' answers access_denied with the state", async () => {
    const page = await fetch(authorizeUrl({ login_hint: 'Ana@Exemplo.com.br' }));
    const html = await page.text();
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(html, /<html lang="pt-BR">/);
    assert.match(html, /<button type="submit" name="decision" value="allow">Permitir<\/button>/);
    assert.match(html, /<button type="submit" name="decision" value="deny" formnovalidate>Cancelar<\/button>/);
    assert.match(html, /<label for="account">/);
    assert.match(html, /Ver e editar eventos em todas as suas agendas/);
    assert.equal(consentForm(html).account, 'Ana@Exemplo.com.br');

    const back = await consent(authorizeUrl({ state: 'volta-aqui' }), 'deny');
    assert.equal(`${back.origin}${back.pathname}`, CALLBACK);
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), 'volta-aqui');
    assert.equal(back.searchParams.get('code'), null);
  });

  test('a code is exchanged once, with the same redirect_uri and the client secret; refresh gives new access tokens', async () => {
    const back = await consent(authorizeUrl({ state: 's1' }), 'allow', 'contrato@exemplo.com.br');
    assert.equal(back.searchParams.get('state'), 's1');
    const code = back.searchParams.get('code')!;
    assert.ok(code);

    const exchange = { ...client, grant_type: 'authorization_code', code, redirect_uri: CALLBACK };
    assert.deepEqual(await tokenCall({ ...exchange, client_secret: 'errado' }), {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unauthorized' },
    });
    assert.equal(
      (await tokenCall({ ...exchange, client_id: 'x.apps.googleusercontent.com' })).body.error,
      'invalid_client',
    );
    assert.equal((await tokenCall(exchange, 'application/json')).body.error, 'invalid_request');
    assert.deepEqual(await tokenCall({ ...exchange, redirect_uri: `${CALLBACK}/outro` }), {
      status: 400,
      body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' },
    });
    assert.equal((await tokenCall({ ...exchange, grant_type: 'password' })).body.error, 'unsupported_grant_type');

    const first = await tokenCall(exchange);
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body).sort(), [
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    assert.equal(first.body.token_type, 'Bearer');
    assert.equal(first.body.scope, SCOPE);
    assert.equal(typeof first.body.expires_in, 'number');

    const reuse = await tokenCall(exchange);
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, 'invalid_grant');
    assert.equal(typeof reuse.body.error_description, 'string');

    const refreshed = await tokenCall({
      ...client,
      grant_type: 'refresh_token',
      refresh_token: String(first.body.refresh_token),
    });
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.body.refresh_token, undefined);
    assert.notEqual(refreshed.body.access_token, first.body.access_token);
    assert.equal((await calendarCall('', String(refreshed.body.access_token))).status, 200);

    const bogus = await tokenCall({ ...client, grant_type: 'refresh_token', refresh_token: '1//nada' });
    assert.deepEqual(bogus, {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });

    // Revoking the refresh token ends the grant: its access tokens and further refreshes stop working.
    const revoke = await fetch(`${GOOGLE}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: String(first.body.refresh_token) }),
    });
    assert.equal(revoke.status, 200);
    const dead = await calendarCall('', String(refreshed.body.access_token));
    assert.equal(dead.status, 401);
    assert.equal(dead.body.error.errors[0].reason, 'authError');
    const again = await tokenCall({
      ...client,
      grant_type: 'refresh_token',
      refresh_token: String(first.body.refresh_token),
    });
    assert.equal(again.body.error, 'invalid_grant');
  });
});

describe('Google sandbox: Calendar v3 events', () => {
  let token = '';
  const account = 'agenda.contrato@exemplo.com.br';
  const event = {
    summary: 'Atendimento: Teste',
    description: 'Status: agendado',
    location: 'Presencial',
    start: { dateTime: '2030-03-10T09:00:00', timeZone: 'America/Sao_Paulo' },
    end: { dateTime: '2030-03-10T09:30:00', timeZone: 'America/Sao_Paulo' },
  };

  test('requests without a valid bearer token get 401 in Google’s error shape', async () => {
    const back = await consent(authorizeUrl(), 'allow', account);
    const answer = await tokenCall({
      ...client,
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: CALLBACK,
    });
    token = String(answer.body.access_token);

    const missing = await calendarCall('', null, { method: 'POST', body: event });
    assert.equal(missing.status, 401);
    assert.equal(missing.body.error.code, 401);
    assert.equal(missing.body.error.errors[0].domain, 'global');
    assert.equal(missing.body.error.errors[0].reason, 'required');
    const wrong = await calendarCall('', 'ya29.forjado', { method: 'POST', body: event });
    assert.deepEqual(
      {
        code: wrong.body.error.code,
        reason: wrong.body.error.errors[0].reason,
        message: wrong.body.error.errors[0].message,
      },
      { code: 401, reason: 'authError', message: 'Invalid Credentials' },
    );
    assert.equal(typeof wrong.body.error.message, 'string');
  });

  test('insert checks start and end as Google does and answers the event resource', async () => {
    const bad: Array<[unknown, string, string]> = [
      [{ ...event, end: undefined }, 'required', 'Missing end time.'],
      [
        { ...event, start: { dateTime: '2030-03-10T09:00:00' } },
        'required',
        'Missing time zone definition for start time.',
      ],
      [
        { ...event, start: { dateTime: '2030-03-10T09:00:00', timeZone: 'Marte/Olympus' } },
        'invalid',
        'Invalid time zone definition for start time.',
      ],
      [
        { ...event, end: { dateTime: '2030-02-30T10:00:00', timeZone: 'America/Sao_Paulo' } },
        'invalid',
        'Invalid end time.',
      ],
      [
        { ...event, end: { dateTime: '2030-03-10T08:00:00', timeZone: 'America/Sao_Paulo' } },
        'timeRangeEmpty',
        'The specified time range is empty.',
      ],
    ];
    for (const [body, reason, message] of bad) {
      const res = await calendarCall('', token, { method: 'POST', body });
      assert.equal(res.status, 400, message);
      assert.deepEqual(res.body.error.errors[0], { domain: 'global', reason, message });
    }
    const created = await calendarCall('', token, { method: 'POST', body: event });
    assert.equal(created.status, 200);
    const e = created.body as GoogleEvent;
    assert.equal(e.kind, 'calendar#event');
    assert.match(e.id, /^[a-v0-9]{5,}$/);
    assert.equal(e.status, 'confirmed');
    assert.equal(e.iCalUID, `${e.id}@google.com`);
    assert.deepEqual(e.start, { dateTime: '2030-03-10T09:00:00-03:00', timeZone: 'America/Sao_Paulo' });
    assert.deepEqual([e.summary, e.description, e.location], [event.summary, event.description, event.location]);
    assert.equal((await fetch(e.htmlLink)).status, 200);

    const patched = await calendarCall(`/${e.id}`, token, {
      method: 'PATCH',
      body: { summary: 'Atendimento: Outro', end: { dateTime: '2030-03-10T10:00:00' } },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.summary, 'Atendimento: Outro');
    assert.equal(patched.body.description, event.description, 'fields not sent are kept');
    assert.deepEqual(patched.body.end, { dateTime: '2030-03-10T10:00:00-03:00', timeZone: 'America/Sao_Paulo' });
    assert.equal((await calendarCall(`/${e.id}`, token)).body.summary, 'Atendimento: Outro');
    const listed = await calendarCall('', token);
    assert.equal(listed.body.kind, 'calendar#events');
    assert.deepEqual(
      listed.body.items.map((i: GoogleEvent) => i.id),
      [e.id],
    );
    assert.equal((await calendarCall('/naoexiste00', token)).status, 404);

    // Deleted: still readable as cancelled, out of the list, a second delete is 410.
    assert.equal((await calendarCall(`/${e.id}`, token, { method: 'DELETE' })).status, 204);
    assert.equal((await calendarCall(`/${e.id}`, token)).body.status, 'cancelled');
    assert.deepEqual((await calendarCall('', token)).body.items, []);
    const gone = await calendarCall(`/${e.id}`, token, { method: 'DELETE' });
    assert.equal(gone.status, 410);
    assert.equal(gone.body.error.errors[0].reason, 'deleted');
    assert.equal((await eventsOf(account)).length, 1, 'the control lists deleted events too');
  });
});

describe('Google sandbox: kept data', () => {
  test('grants and events survive a restart (the JSON file in the data folder)', async () => {
    const file = path.join(os.tmpdir(), `google-sandbox-${process.pid}-${Date.now()}.json`);
    const options = {
      clientId: 'cliente.apps.googleusercontent.com',
      clientSecret: 'segredo',
      redirectUris: ['http://app.test/callback'],
      accessTokenTtlSeconds: 3599,
      publicUrl: 'http://google.test',
      dataFile: file,
    };
    let sandbox = createGoogleSandbox(options);
    const call = (p: string, init?: RequestInit) => sandbox.handle(new Request(`http://google.test${p}`, init));
    const form = (fields: Record<string, string>): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      const page = await call(
        `/o/oauth2/v2/auth?${new URLSearchParams({ client_id: options.clientId, redirect_uri: 'http://app.test/callback', response_type: 'code', scope: SCOPE, access_type: 'offline' })}`,
      );
      const { requestId } = consentForm(await page.text());
      const back = await call(
        '/o/oauth2/v2/auth/consent',
        form({ request_id: requestId, account: 'reinicio@exemplo.com.br', decision: 'allow' }),
      );
      const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
      const tokens = (await (
        await call(
          '/token',
          form({
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'http://app.test/callback',
            client_id: options.clientId,
            client_secret: 'segredo',
          }),
        )
      ).json()) as { access_token: string; refresh_token: string };
      const created = await call('/calendar/v3/calendars/primary/events', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          summary: 'Atendimento: Reinício',
          start: { dateTime: '2030-01-02T10:00:00', timeZone: 'America/Sao_Paulo' },
          end: { dateTime: '2030-01-02T11:00:00', timeZone: 'America/Sao_Paulo' },
        }),
      });
      const { id } = (await created.json()) as { id: string };
      sandbox.close();

      sandbox = createGoogleSandbox(options);
      const got = await call(`/calendar/v3/calendars/primary/events/${id}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      assert.equal(got.status, 200);
      assert.equal(((await got.json()) as { summary: string }).summary, 'Atendimento: Reinício');
      const refreshed = await call(
        '/token',
        form({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: options.clientId,
          client_secret: 'segredo',
        }),
      );
      assert.equal(refreshed.status, 200);
    } finally {
      sandbox.close();
      fs.rmSync(file, { force: true });
    }
  });
});

// ---- the functions ----------------------------------------------------------------------------

interface Answer<T> {
  status: number;
  data: T | null;
  error: { code: string; message: string } | null;
}

async function calendarFn<T = Record<string, unknown>>(
  user: TestUser,
  body: Record<string, unknown>,
): Promise<Answer<T>> {
  const { data, error } = await user.client.functions.invoke('google-calendar', { body });
  if (!error) return { status: 200, data: data as T, error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: null, error: ((await res.json()) as { error: Answer<T>['error'] }).error };
  }
  throw error;
}

/** authorize → Google's consent page → 'Permitir' → the callback → back on the site. */
async function connect(user: TestUser, redirectTo = SITE_PAGE): Promise<URL> {
  const { data } = await calendarFn<{ url: string }>(user, { action: 'authorize', redirectTo });
  assert.ok(data?.url);
  const toCallback = await consent(data.url, 'allow');
  assert.equal(`${toCallback.origin}${toCallback.pathname}`, CALLBACK);
  const res = await fetch(toCallback, { redirect: 'manual' });
  assert.equal(res.status, 302);
  return new URL(res.headers.get('location')!);
}

interface TokenRow {
  user_email: string;
  token: { access_token: string; refresh_token: string | null; expires_at: string; scope: string };
  last_sync_at: Date | null;
}
const tokenRow = async (user: TestUser) =>
  (
    await sql<TokenRow>(
      'select user_email, token, last_sync_at from public.google_calendar_tokens where user_id = $1',
      [user.id],
    )
  )[0];

async function addAppointment(user: TestUser, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await user.client
    .from('g_agenda')
    .insert({ id_dono: user.idDono, ...row })
    .select('id')
    .single();
  assert.equal(error, null);
  return (data as { id: string }).id;
}

const eventIdOf = async (id: string) =>
  (await sql<{ google_event_id: string | null }>('select google_event_id from public.g_agenda where id = $1', [id]))[0]
    .google_event_id;

/** Signs a state as the functions do, for tests of the callback's checks. */
function signedState(payload: object, secret = stack.serviceRoleKey): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

describe('google-calendar functions', () => {
  test('connecting: authorize → consent → callback stores the token; status and the RPC say connected', async () => {
    const user = await newUser({ full_name: 'Clínica Agenda Google' }, 'gcal-conecta');
    assert.deepEqual((await calendarFn(user, { action: 'status' })).data, { isConnected: false, lastSync: null });

    const { data } = await calendarFn<{ url: string }>(user, { action: 'authorize', redirectTo: SITE_PAGE });
    const url = new URL(data!.url);
    assert.equal(`${url.origin}${url.pathname}`, `${GOOGLE}/o/oauth2/v2/auth`);
    for (const [k, v] of Object.entries({
      client_id: LOCAL_GOOGLE_CLIENT_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      login_hint: user.email,
    })) {
      assert.equal(url.searchParams.get(k), v, k);
    }
    assert.ok(url.searchParams.get('state'));
    assert.equal(url.searchParams.has('client_secret'), false);

    const back = await connect(user);
    assert.equal(back.toString(), `${SITE_PAGE}?calendar=connected`);
    const row = await tokenRow(user);
    assert.equal(row.user_email, user.email);
    assert.match(row.token.access_token, /^ya29\./);
    assert.match(row.token.refresh_token ?? '', /^1\/\//);
    assert.equal(row.token.scope, SCOPE);
    assert.ok(Date.parse(row.token.expires_at) > Date.now());

    assert.deepEqual((await calendarFn(user, { action: 'status' })).data, { isConnected: true, lastSync: null });
    const rpc = await user.client.rpc('google_calendar_status');
    assert.deepEqual(rpc.data, { isConnected: true, lastSync: null });
    // The tokens never reach the browser.
    const direct = await user.client.from('google_calendar_tokens').select('*');
    assert.notEqual(direct.error, null);
  });

  test('sync pushes the caller’s appointments with spec 2’s payload, stores the ids, and a second sync updates them', async () => {
    const user = await newUser({ full_name: 'Clínica Sincroniza' }, 'gcal-sync');
    const other = await newUser({ full_name: 'Outra Clínica' }, 'gcal-outra');
    await connect(user);
    const a = await addAppointment(user, {
      data: '2030-05-14',
      inicio: '14:30',
      fim: '15:00',
      nome: 'Renata Dias',
      desc_agendamento: 'Limpeza de pele',
      local: 'Online',
      status: 'confirmado',
    });
    const b = await addAppointment(user, {
      data: '2030-05-13',
      inicio: '09:00:00',
      fim: '09:45:00',
      nome: 'João Lima',
      status: 'agendado',
    });
    await addAppointment(user, { data: '2030-05-13', inicio: '10:00', fim: '10:30', status: 'disponivel' });
    const foreign = await addAppointment(other, {
      data: '2030-05-13',
      inicio: '11:00',
      fim: '11:30',
      nome: 'Paciente Alheio',
    });

    const first = await calendarFn<{ synced: number; created: number; updated: number; lastSync: string }>(user, {
      action: 'sync',
    });
    assert.equal(first.status, 200);
    assert.deepEqual(
      { ...first.data, lastSync: undefined },
      { synced: 2, created: 2, updated: 0, lastSync: undefined },
    );
    assert.ok(Date.parse(first.data!.lastSync) <= Date.now());

    const events = await eventsOf(user.email);
    assert.equal(events.length, 2, 'the free slot is left out');
    const byId = new Map(events.map((e) => [e.id, e]));
    const ea = byId.get((await eventIdOf(a))!)!;
    const eb = byId.get((await eventIdOf(b))!)!;
    assert.deepEqual(
      { summary: ea.summary, description: ea.description, location: ea.location, start: ea.start, end: ea.end },
      {
        summary: 'Atendimento: Renata Dias',
        description: 'Limpeza de pele\nStatus: confirmado',
        location: 'Online',
        start: { dateTime: '2030-05-14T14:30:00-03:00', timeZone: 'America/Sao_Paulo' },
        end: { dateTime: '2030-05-14T15:00:00-03:00', timeZone: 'America/Sao_Paulo' },
      },
    );
    assert.deepEqual(
      { summary: eb.summary, description: eb.description, location: eb.location, start: eb.start },
      {
        summary: 'Atendimento: João Lima',
        description: 'Status: agendado',
        location: 'Presencial',
        start: { dateTime: '2030-05-13T09:00:00-03:00', timeZone: 'America/Sao_Paulo' },
      },
    );
    // Another clinic's appointment is neither pushed nor touched.
    assert.equal(await eventIdOf(foreign), null);
    assert.equal(
      events.some((e) => e.summary?.includes('Paciente Alheio')),
      false,
    );
    assert.equal((await eventsOf(other.email)).length, 0);
    assert.deepEqual((await calendarFn(user, { action: 'status' })).data, {
      isConnected: true,
      lastSync: first.data!.lastSync,
    });
    assert.equal((await tokenRow(user)).last_sync_at?.toISOString(), first.data!.lastSync);

    // Rescheduled and re-described in the agenda: the same events are patched, none duplicated.
    await user.client.from('g_agenda').update({ inicio: '16:00', fim: '16:30', status: 'reagendado' }).eq('id', a);
    const idA = await eventIdOf(a);
    const second = await calendarFn<{ synced: number; created: number; updated: number }>(user, { action: 'sync' });
    assert.deepEqual(
      { ...second.data, lastSync: undefined },
      { synced: 2, created: 0, updated: 2, lastSync: undefined },
    );
    const after = await eventsOf(user.email);
    assert.equal(after.length, 2);
    assert.equal(await eventIdOf(a), idA);
    const moved = after.find((e) => e.id === idA)!;
    assert.equal(moved.start.dateTime, '2030-05-14T16:00:00-03:00');
    assert.equal(moved.description, 'Limpeza de pele\nStatus: reagendado');
  });

  test('an event deleted or purged at Google is created again', async () => {
    const user = await newUser({}, 'gcal-recria');
    await connect(user);
    const a = await addAppointment(user, { data: '2030-06-01', inicio: '08:00', fim: '08:30', nome: 'Ana' });
    const b = await addAppointment(user, { data: '2030-06-02', inicio: '08:00', fim: '08:30', nome: 'Bia' });
    await calendarFn(user, { action: 'sync' });
    const [oldA, oldB] = [await eventIdOf(a), await eventIdOf(b)];
    const token = (await tokenRow(user)).token.access_token;
    assert.equal((await calendarCall(`/${oldA}`, token, { method: 'DELETE' })).status, 204); // in the trash (cancelled)
    await control(`/events/${oldB}`, 'DELETE'); // gone for good (404)

    const res = await calendarFn<{ created: number; updated: number }>(user, { action: 'sync' });
    assert.deepEqual([res.data?.created, res.data?.updated], [2, 0]);
    const [newA, newB] = [await eventIdOf(a), await eventIdOf(b)];
    assert.ok(newA && newA !== oldA && newB && newB !== oldB);
    const live = (await eventsOf(user.email)).filter((e) => e.status === 'confirmed').map((e) => e.id);
    assert.deepEqual(live.sort(), [newA, newB].sort());
  });

  test('an expired access token is refreshed (before the call, or after Google refuses it) and stored', async () => {
    const user = await newUser({}, 'gcal-renova');
    await connect(user);
    await addAppointment(user, { data: '2030-07-01', inicio: '10:00', fim: '11:00', nome: 'Carla' });
    const before = await tokenRow(user);

    // Expired by the clock: refreshed before calling the API.
    await control('/tokens/expire', 'POST', { account: user.email });
    await sql(
      `update public.google_calendar_tokens set token = jsonb_set(token, '{expires_at}', to_jsonb('2020-01-01T00:00:00.000Z'::text)) where user_id = $1`,
      [user.id],
    );
    assert.equal((await calendarFn(user, { action: 'sync' })).status, 200);
    const mid = await tokenRow(user);
    assert.notEqual(mid.token.access_token, before.token.access_token);
    assert.equal(mid.token.refresh_token, before.token.refresh_token, 'the refresh token is kept');
    assert.ok(Date.parse(mid.token.expires_at) > Date.now());

    // Refused early by Google (the stored expiry says it is fine): refreshed and retried.
    await control('/tokens/expire', 'POST', { account: user.email });
    const res = await calendarFn<{ updated: number }>(user, { action: 'sync' });
    assert.equal(res.status, 200);
    assert.equal(res.data?.updated, 1);
    assert.notEqual((await tokenRow(user)).token.access_token, mid.token.access_token);
    assert.equal((await eventsOf(user.email)).length, 1);
  });

  test('Google down → 502 "Erro ao sincronizar eventos"; a revoked grant → 409 and the connection is dropped', async () => {
    const user = await newUser({}, 'gcal-falha');
    await connect(user);
    await addAppointment(user, { data: '2030-08-01', inicio: '10:00', fim: '11:00', nome: 'Davi' });
    await control('/faults', 'POST', { path: '/calendar/v3', status: 503, times: 5 });
    const down = await calendarFn(user, { action: 'sync' });
    assert.equal(down.status, 502);
    assert.deepEqual(down.error, { code: 'sync_failed', message: 'Erro ao sincronizar eventos' });
    assert.equal((await tokenRow(user)).last_sync_at, null);
    await control('/faults', 'DELETE');

    // The user removed the app's access in their Google account.
    const { refresh_token } = (await tokenRow(user)).token;
    await fetch(`${GOOGLE}/revoke?token=${encodeURIComponent(refresh_token!)}`, { method: 'POST' });
    const revoked = await calendarFn(user, { action: 'sync' });
    assert.equal(revoked.status, 409);
    assert.equal(revoked.error?.code, 'not_connected');
    assert.equal(await tokenRow(user), undefined);
    assert.deepEqual((await calendarFn(user, { action: 'status' })).data, { isConnected: false, lastSync: null });
  });

  test('Google too slow → 504 "Tempo limite excedido ao sincronizar eventos"', async () => {
    const user = await newUser({}, 'gcal-lento');
    await connect(user);
    await addAppointment(user, { data: '2030-09-01', inicio: '10:00', fim: '11:00', nome: 'Eva' });
    await control('/faults', 'POST', { path: '/calendar/v3', delayMs: GOOGLE_TIMEOUT_MS + 1000, times: 1 });
    const slow = await calendarFn(user, { action: 'sync' });
    assert.equal(slow.status, 504);
    assert.deepEqual(slow.error, { code: 'timeout', message: 'Tempo limite excedido ao sincronizar eventos' });
    assert.equal((await tokenRow(user)).last_sync_at, null);
  });

  test('disconnect revokes the grant and clears the connection; sync then answers 409', async () => {
    const user = await newUser({}, 'gcal-desconecta');
    assert.deepEqual((await calendarFn(user, { action: 'sync' })).error, {
      code: 'not_connected',
      message: 'Google Agenda não conectado.',
    });
    await connect(user);
    await calendarFn(user, { action: 'sync' });
    const res = await calendarFn(user, { action: 'disconnect' });
    assert.deepEqual(res, { status: 200, data: { disconnected: true }, error: null });
    assert.equal(await tokenRow(user), undefined);
    const grants = await control<Array<{ revoked: boolean }>>(
      `/grants?account=${encodeURIComponent(user.email.toLowerCase())}`,
    );
    assert.ok(grants.length >= 1 && grants.every((g) => g.revoked));
    assert.deepEqual((await calendarFn(user, { action: 'status' })).data, { isConnected: false, lastSync: null });
    const sync = await calendarFn(user, { action: 'sync' });
    assert.equal(sync.status, 409);
    assert.equal(sync.error?.code, 'not_connected');
    // Disconnecting twice is fine.
    assert.equal((await calendarFn(user, { action: 'disconnect' })).status, 200);
  });

  test('authorize only returns to the site; unauthenticated and unknown actions are refused', async () => {
    const user = await newUser({}, 'gcal-valida');
    for (const redirectTo of [
      'https://evil.example/agent',
      'javascript:alert(1)',
      'http://localhost:3000.evil.example/',
      undefined,
      42,
    ]) {
      const res = await calendarFn(user, { action: 'authorize', redirectTo });
      assert.equal(res.status, 400, String(redirectTo));
      assert.equal(res.error?.code, 'invalid_redirect');
    }
    assert.equal(
      (await calendarFn(user, { action: 'authorize', redirectTo: 'http://localhost:3000/auth/callback?x=1' })).status,
      200,
    );
    assert.equal((await calendarFn(user, { action: 'explode' })).status, 400);
    const anon = await fetch(`${stack.url}/functions/v1/google-calendar`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'status' }),
    });
    assert.equal(anon.status, 401);
    assert.deepEqual(await anon.json(), { error: { code: 'unauthorized', message: 'Usuário não autenticado' } });
  });

  test('the callback refuses forged, foreign-signed and expired states, a denied consent and a replayed code', async () => {
    const victim = await newUser({}, 'gcal-vitima');
    const attacker = await newUser({}, 'gcal-atacante');
    const { data } = await calendarFn<{ url: string }>(attacker, { action: 'authorize', redirectTo: SITE_PAGE });
    const toCallback = await consent(data!.url, 'allow');
    const code = toCallback.searchParams.get('code')!;
    const realState = toCallback.searchParams.get('state')!;

    // The attacker's code bound to the victim's id: the payload changed, the signature does not match.
    const [body, mac] = realState.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, uid: victim.id, email: victim.email })).toString(
      'base64url',
    );
    const attempts = [
      `${forgedBody}.${mac}`,
      signedState({ ...payload, uid: victim.id }, 'outro-segredo-qualquer-com-32-caracteres'),
      'nada',
      '',
    ];
    for (const state of attempts) {
      const res = await fetch(`${CALLBACK}?${new URLSearchParams({ code, state })}`, { redirect: 'manual' });
      assert.equal(res.status, 400, state);
      assert.equal(res.headers.get('location'), null);
    }
    const expired = signedState({
      uid: victim.id,
      email: victim.email,
      redirectTo: SITE_PAGE,
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const late = await fetch(`${CALLBACK}?${new URLSearchParams({ code, state: expired })}`, { redirect: 'manual' });
    assert.equal(late.status, 302);
    assert.equal(late.headers.get('location'), `${SITE_PAGE}?calendar=error`);
    assert.equal(await tokenRow(victim), undefined);

    // The genuine callback works once; the same code again is refused by Google.
    const ok = await fetch(toCallback, { redirect: 'manual' });
    assert.equal(ok.headers.get('location'), `${SITE_PAGE}?calendar=connected`);
    assert.equal((await tokenRow(attacker)).user_email, attacker.email);
    await sql('delete from public.google_calendar_tokens where user_id = $1', [attacker.id]);
    const replay = await fetch(toCallback, { redirect: 'manual' });
    assert.equal(replay.headers.get('location'), `${SITE_PAGE}?calendar=error`);
    assert.equal(await tokenRow(attacker), undefined);

    // 'Cancelar' on Google's screen: back to the site with an error, nothing stored.
    const denied = await calendarFn<{ url: string }>(victim, { action: 'authorize', redirectTo: SITE_PAGE });
    const deniedBack = await consent(denied.data!.url, 'deny');
    assert.equal(deniedBack.searchParams.get('error'), 'access_denied');
    const res = await fetch(deniedBack, { redirect: 'manual' });
    assert.equal(res.headers.get('location'), `${SITE_PAGE}?calendar=error`);
    assert.equal(await tokenRow(victim), undefined);
  });
});
