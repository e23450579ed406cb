/**
 * The Google sandbox's OAuth 2.0 and Calendar v3 contracts (what the calendar functions call), driven
 * over HTTP as Google's clients do.
 */
import test, { after, afterEach, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGoogleSandbox } from '../src/sandboxes/google/index.ts';
import {
  authorizeUrl,
  CALLBACK,
  calendarCall,
  consent,
  consentForm,
  control,
  eventsOf,
  GOOGLE,
  googleClient as client,
  SCOPE,
  tokenCall,
  type GoogleEvent,
} from './support/google.ts';
import { closeSql } from './support/stack.ts';

after(closeSql);
afterEach(() => control('/faults', 'DELETE'));

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

  test('freeBusy answers the busy periods of the primary calendar, and needs a free/busy or calendar-wide scope', async () => {
    const freeBusy = async (accessToken: string, body: unknown) => {
      const res = await fetch(`${GOOGLE}/calendar/v3/freeBusy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          calendars: Record<string, { busy: Array<{ start: string; end: string }> }>;
          error: { errors: Array<{ reason: string }> };
        },
      };
    };
    const at = (time: string) => ({ dateTime: `2030-04-02T${time}:00`, timeZone: 'America/Sao_Paulo' });
    for (const [start, end, transparency] of [
      ['09:00', '10:00', undefined],
      ['09:30', '11:00', undefined], // overlaps the first: merged
      ['14:00', '15:00', 'transparent'], // shown as free
      ['16:00', '17:00', undefined],
    ] as const) {
      const res = await calendarCall('', token, {
        method: 'POST',
        body: { summary: 'Ocupado', start: at(start), end: at(end), transparency },
      });
      assert.equal(res.status, 200);
    }
    const cancelled = await calendarCall('', token, { method: 'POST', body: { start: at('18:00'), end: at('19:00') } });
    await calendarCall(`/${cancelled.body.id}`, token, { method: 'DELETE' });

    const query = {
      timeMin: '2030-04-02T00:00:00-03:00',
      timeMax: '2030-04-02T16:30:00-03:00',
      items: [{ id: 'primary' }, { id: 'outra.agenda@exemplo.com.br' }],
    };
    // The calendar.events grant alone does not cover free/busy, as at Google.
    const refused = await freeBusy(token, query);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.errors[0].reason, 'insufficientPermissions');

    const back = await consent(
      authorizeUrl({ scope: 'https://www.googleapis.com/auth/calendar.events.freebusy' }),
      'allow',
      account,
    );
    const granted = await tokenCall({
      ...client,
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: CALLBACK,
    });
    const fbToken = String(granted.body.access_token);
    const utc = await freeBusy(fbToken, query);
    assert.equal(utc.status, 200);
    assert.deepEqual(utc.body, {
      kind: 'calendar#freeBusy',
      timeMin: '2030-04-02T03:00:00Z',
      timeMax: '2030-04-02T19:30:00Z',
      calendars: {
        primary: {
          busy: [
            { start: '2030-04-02T12:00:00Z', end: '2030-04-02T14:00:00Z' },
            { start: '2030-04-02T19:00:00Z', end: '2030-04-02T19:30:00Z' },
          ],
        },
        'outra.agenda@exemplo.com.br': { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] },
      },
    });
    const local = await freeBusy(fbToken, { ...query, timeZone: 'America/Sao_Paulo', items: [{ id: account }] });
    assert.deepEqual(local.body.calendars[account].busy[0], {
      start: '2030-04-02T09:00:00-03:00',
      end: '2030-04-02T11:00:00-03:00',
    });
    const empty = await freeBusy(fbToken, { ...query, timeMax: query.timeMin });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error.errors[0].reason, 'timeRangeEmpty');
    const missing = await freeBusy(fbToken, { items: [{ id: 'primary' }] });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.errors[0].reason, 'required');
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
