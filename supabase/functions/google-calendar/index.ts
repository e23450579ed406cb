// POST /functions/v1/google-calendar — the agent page's calendar card
// (Calendar sync). Body {action}:
//   authorize {redirectTo} → {url}: Google's consent URL, with a signed state bound to the caller
//   status                 → {isConnected, lastSync}
//   sync                   → {synced, created, updated, lastSync}; 409 not_connected without a connection
//   disconnect             → {disconnected: true}; the grant is revoked at Google where possible
// Tokens live in google_calendar_tokens, which only the service role reads; they never reach the browser.
// The body and answers are shared-domain's contracts/googleCalendar.ts.
import {
  GOOGLE_CALENDAR_MESSAGES,
  googleCalendarContract,
  type GoogleCalendarAnswers,
} from '../../../shared-domain/src/contracts/googleCalendar.ts';
import { signedIn } from '../_shared/caller.ts';
import { callbackUrl, GoogleError, google, type StoredToken } from '../_shared/google.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { signState } from '../_shared/signedState.ts';
import { admin, must, type AuthUser } from '../_shared/supabase.ts';
import { isAllowedRedirect } from './redirect.ts';
import { GoogleSession, ReconnectRequired, tokenRowOf } from '../_shared/googleSession.ts';
import { syncAgenda } from './sync.ts';

/** How long the consent may take before its state is refused. */
const STATE_TTL_SECONDS = 10 * 60;

const notConnected = (message = 'Google Agenda não conectado.') => new HttpError(409, 'not_connected', message);

type Answers = GoogleCalendarAnswers;

async function authorize(user: AuthUser, redirectTo: string | undefined): Promise<Answers['authorize']> {
  if (!isAllowedRedirect(redirectTo)) {
    throw new HttpError(400, 'invalid_redirect', GOOGLE_CALENDAR_MESSAGES.redirectTo);
  }
  const state = await signState({ uid: user.id, email: user.email, redirectTo }, STATE_TTL_SECONDS);
  return { url: google.consentUrl(callbackUrl(), state, user.email || undefined) };
}

async function status(user: AuthUser): Promise<Answers['status']> {
  const row = await tokenRowOf(user.id);
  const lastSync = row?.last_sync_at ? new Date(row.last_sync_at).toISOString() : null;
  return { isConnected: row !== null, lastSync };
}

async function sync(user: AuthUser): Promise<Answers['sync']> {
  const row = await tokenRowOf(user.id);
  if (!row) throw notConnected();
  const profile = must(await admin().from('profiles').select('id_dono').eq('id', user.id).maybeSingle());
  if (!profile) throw new HttpError(404, 'not_found', 'Perfil não encontrado.');
  try {
    const result = await syncAgenda(new GoogleSession(row), profile.id_dono);
    const lastSync = new Date().toISOString();
    must(await admin().from('google_calendar_tokens').update({ last_sync_at: lastSync }).eq('user_id', user.id));
    return { ...result, lastSync };
  } catch (err) {
    if (err instanceof ReconnectRequired) {
      // The grant is gone at Google: forget it, so the card offers to connect again.
      must(await admin().from('google_calendar_tokens').delete().eq('user_id', user.id));
      throw notConnected('A conexão com o Google Agenda expirou. Conecte novamente.');
    }
    if (err instanceof GoogleError) {
      console.error('[google-calendar] sync', err.status, err.reason, err.message);
      throw err.timedOut
        ? new HttpError(504, 'timeout', 'Tempo limite excedido ao sincronizar eventos')
        : new HttpError(502, 'sync_failed', 'Erro ao sincronizar eventos');
    }
    throw err;
  }
}

async function disconnect(user: AuthUser): Promise<Answers['disconnect']> {
  const row = must(
    await admin().from('google_calendar_tokens').delete().eq('user_id', user.id).select('token').maybeSingle(),
  );
  if (row) {
    // Best effort: the connection is gone here whatever Google answers (an already revoked grant is 400).
    await google
      .revoke(row.token as StoredToken)
      .catch((err: Error) => console.warn('[google-calendar] revoke', err.message));
  }
  return { disconnected: true };
}

Deno.serve(
  handler({
    name: 'google-calendar',
    caller: signedIn,
    contract: googleCalendarContract,
    run: ({ body, caller }) => {
      switch (body.action) {
        case 'authorize':
          return authorize(caller, body.redirectTo);
        case 'status':
          return status(caller);
        case 'sync':
          return sync(caller);
        case 'disconnect':
          return disconnect(caller);
      }
    },
  }),
);
