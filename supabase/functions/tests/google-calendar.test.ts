/**
 * The google-calendar and google-calendar-callback functions driven over HTTP as the browser does:
 * authorize, the consent page's 'Permitir', the callback, status, sync, disconnect.
 */
import test, { after, afterEach, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  CALLBACK,
  calendarCall,
  consent,
  control,
  eventsOf,
  GOOGLE,
  GOOGLE_TIMEOUT_MS,
  googleClient,
  SCOPE,
  SITE_PAGE,
} from 'local-stack/testing/google';
import { closeSql, newUser, sql, stack, type TestUser } from 'local-stack/testing';

after(closeSql);
afterEach(() => control('/faults', 'DELETE'));

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
      client_id: googleClient.client_id,
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

  test('sync pushes the caller’s appointments with the event payload, stores the ids, and a second sync updates them', async () => {
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
