// Integration: the Google Calendar card's calls (the google-calendar function and the
// google_calendar_status RPC) against the local stack and its Google sandbox, through the page's own
// client signed in as the owner.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeSql, newUser, sql } from 'local-stack/testing';
import { CALLBACK, consent, eventsOf, GOOGLE, SITE_PAGE } from 'local-stack/testing/google';
import { FunctionCallError } from 'shared-auth';
import { signInPage } from 'shared-auth/testing/stack';
import { authorizeCalendar } from '../src/features/calendar-sync/api/authorizeCalendar';
import { disconnectCalendar } from '../src/features/calendar-sync/api/disconnectCalendar';
import { fetchCalendarStatus } from '../src/features/calendar-sync/api/fetchCalendarStatus';
import { syncCalendar } from '../src/features/calendar-sync/api/syncCalendar';

after(closeSql);

test('connect through the consent page, sync the agenda, then disconnect', async () => {
  const owner = await newUser({ full_name: 'Clínica Calendário' }, 'calendario');
  await signInPage(owner);
  assert.deepEqual(await fetchCalendarStatus(), { isConnected: false, lastSync: null });
  await assert.rejects(
    syncCalendar(),
    (err: unknown) => err instanceof FunctionCallError && err.code === 'not_connected',
  );

  // 'Conectar Google Calendar': Google's consent page, 'Permitir', the callback, back on the page.
  const url = await authorizeCalendar(SITE_PAGE);
  assert.ok(url.startsWith(`${GOOGLE}/o/oauth2/v2/auth?`));
  const toCallback = await consent(url, 'allow');
  assert.equal(`${toCallback.origin}${toCallback.pathname}`, CALLBACK);
  const back = await fetch(toCallback, { redirect: 'manual' });
  assert.equal(back.headers.get('location'), `${SITE_PAGE}?calendar=connected`);
  assert.deepEqual(await fetchCalendarStatus(), { isConnected: true, lastSync: null });

  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, desc_agendamento)
     values ($1, '2030-05-14', '14:30', '15:00', 'Renata Dias', 'Limpeza de pele')`,
    [owner.idDono],
  );
  const result = await syncCalendar();
  assert.equal(result.synced, 1);
  assert.equal(result.created, 1);
  assert.equal((await eventsOf(owner.email)).length, 1);
  const status = await fetchCalendarStatus();
  assert.equal(status.isConnected, true);
  assert.equal(Date.parse(status.lastSync ?? ''), Date.parse(result.lastSync));

  await disconnectCalendar();
  assert.deepEqual(await fetchCalendarStatus(), { isConnected: false, lastSync: null });
});
