// Integration: a returning user's page reads the stored session and the profile before supabase-js
// has loaded, over PostgREST with the user's token (row-level security decides), against the real
// local stack. Run by local-stack's test runner.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import './support/pageGlobals';
import { client, newUser } from 'local-stack/testing';
import { rememberMeStorage } from '../src/config/rememberMeStorage';
import { getRest } from '../src/rest/getRest';
import { useAuthStore } from '../src/store/authStore';
import { renewStoredSession } from '../src/store/renewStoredSession';
import { restoreStoredSession } from '../src/store/restoreStoredSession';
import { AUTH_STORAGE_KEY, readStoredSession, storedRefreshToken } from '../src/store/storedSession';

/** Signs in as supabase-js does on the page: the session lands where the page keeps it. */
async function signInOnThisDevice() {
  const user = await newUser({ full_name: 'Ana Retorno' });
  const page = client({ auth: { storageKey: AUTH_STORAGE_KEY, storage: rememberMeStorage, persistSession: true } });
  const { error } = await page.auth.signInWithPassword({ email: user.email, password: user.password });
  assert.ifError(error);
  return user;
}

/** The store as a page starts it: nobody known yet, loading. */
function freshStore() {
  useAuthStore.getState().reset();
  useAuthStore.setState({ loading: true });
}

function profileLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (useAuthStore.getState().profile) return resolve();
    const stop = useAuthStore.subscribe((s) => {
      if (!s.profile) return;
      stop();
      resolve();
    });
  });
}

test('the stored session is in the store at once, and the own profile follows over PostgREST', async () => {
  freshStore();
  const user = await signInOnThisDevice();
  restoreStoredSession(useAuthStore);
  // Known at once; the guard waits for the profile ('profile-loading').
  assert.equal(useAuthStore.getState().user?.id, user.id);
  assert.equal(useAuthStore.getState().loading, true);
  await profileLoaded();
  const state = useAuthStore.getState();
  assert.equal(state.profile?.id, user.id);
  assert.equal(state.profile?.full_name, 'Ana Retorno');
  assert.equal(state.authorized, true);
  assert.equal(state.loading, false);
});

test("with the user's token, PostgREST shows their own rows only", async () => {
  freshStore();
  const other = await newUser();
  const me = await signInOnThisDevice();
  restoreStoredSession(useAuthStore);
  const own = await getRest().from('profiles').select('id').eq('id', me.id);
  assert.deepEqual(own.data, [{ id: me.id }]);
  const { data, error } = await getRest().from('profiles').select('id').eq('id', other.id);
  assert.ifError(error);
  assert.deepEqual(data, []);
});

test('a session about to expire, or none, is left to supabase-js', async () => {
  freshStore();
  await signInOnThisDevice();
  const stored = JSON.parse(rememberMeStorage.getItem(AUTH_STORAGE_KEY)!);
  rememberMeStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...stored, expires_at: Date.now() / 1000 + 30 }));
  assert.equal(readStoredSession(), null);
  restoreStoredSession(useAuthStore);
  assert.equal(useAuthStore.getState().user, null);

  rememberMeStorage.removeItem(AUTH_STORAGE_KEY);
  restoreStoredSession(useAuthStore);
  assert.equal(useAuthStore.getState().user, null);
});

/** The stored session as it is the next morning: its access token past its time. */
function expireStoredSession(changes: Record<string, unknown> = {}) {
  const stored = JSON.parse(rememberMeStorage.getItem(AUTH_STORAGE_KEY)!);
  const expired = { ...stored, expires_at: Math.round(Date.now() / 1000) - 60, ...changes };
  rememberMeStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(expired));
  return expired;
}

test('an expired access token is renewed with the refresh token and stored where supabase-js reads it', async () => {
  freshStore();
  const user = await signInOnThisDevice();
  const expired = expireStoredSession();
  assert.equal(readStoredSession(), null);
  assert.equal(storedRefreshToken(), expired.refresh_token);

  const renewed = await renewStoredSession();
  assert.ok(renewed);
  assert.equal(renewed.user.id, user.id);
  assert.notEqual(renewed.refresh_token, expired.refresh_token);
  assert.equal(readStoredSession()?.access_token, renewed.access_token);

  assert.equal(restoreStoredSession(useAuthStore), true);
  await profileLoaded();
  assert.equal(useAuthStore.getState().profile?.id, user.id);
});

test('a refused renewal leaves the stored session as it was, for supabase-js to decide', async () => {
  freshStore();
  await signInOnThisDevice();
  const expired = expireStoredSession({ refresh_token: 'revogado-ou-inventado' });
  assert.equal(await renewStoredSession(), null);
  assert.deepEqual(JSON.parse(rememberMeStorage.getItem(AUTH_STORAGE_KEY)!), expired);
  rememberMeStorage.removeItem(AUTH_STORAGE_KEY);
  assert.equal(await renewStoredSession(), null);
});
