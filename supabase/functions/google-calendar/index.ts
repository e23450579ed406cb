// POST /functions/v1/google-calendar — the agent page's calendar card
// (Calendar sync). Body {action}:
//   authorize {redirectTo} → {url}: Google's consent URL, with a signed state bound to the caller
//   status                 → {isConnected, lastSync}
//   sync                   → {synced, created, updated, lastSync}; 409 not_connected without a connection
//   disconnect             → {disconnected: true}; the grant is revoked at Google where possible
// Tokens live in google_calendar_tokens, which only the service role reads; they never reach the browser.
import { callbackUrl, GoogleError, google, type StoredToken } from '../_shared/google.ts';
import { json, preflight } from '../_shared/http.ts';
import { signState } from '../_shared/signedState.ts';
import { admin, must, userFromRequest, type AuthUser } from '../_shared/supabase.ts';
import { isAllowedRedirect } from './redirect.ts';
import { GoogleSession, ReconnectRequired, tokenRowOf } from '../_shared/googleSession.ts';
import { syncAgenda } from './sync.ts';

/** How long the consent may take before its state is refused. */
const STATE_TTL_SECONDS = 10 * 60;

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);
const notConnected = (message = 'Google Agenda não conectado.') => fail(409, 'not_connected', message);

async function authorize(user: AuthUser, body: Record<string, unknown>) {
  if (!isAllowedRedirect(body.redirectTo)) {
    return fail(400, 'invalid_redirect', 'Endereço de retorno não permitido.');
  }
  const state = await signState({ uid: user.id, email: user.email, redirectTo: body.redirectTo }, STATE_TTL_SECONDS);
  return json({ url: google.consentUrl(callbackUrl(), state, user.email || undefined) });
}

async function status(user: AuthUser) {
  const row = await tokenRowOf(user.id);
  const lastSync = row?.last_sync_at ? new Date(row.last_sync_at).toISOString() : null;
  return json({ isConnected: row !== null, lastSync });
}

async function sync(user: AuthUser) {
  const row = await tokenRowOf(user.id);
  if (!row) return notConnected();
  const profile = must(await admin().from('profiles').select('id_dono').eq('id', user.id).maybeSingle());
  if (!profile) return fail(404, 'not_found', 'Perfil não encontrado.');
  try {
    const result = await syncAgenda(new GoogleSession(row), profile.id_dono);
    const lastSync = new Date().toISOString();
    must(await admin().from('google_calendar_tokens').update({ last_sync_at: lastSync }).eq('user_id', user.id));
    return json({ ...result, lastSync });
  } catch (err) {
    if (err instanceof ReconnectRequired) {
      // The grant is gone at Google: forget it, so the card offers to connect again.
      must(await admin().from('google_calendar_tokens').delete().eq('user_id', user.id));
      return notConnected('A conexão com o Google Agenda expirou. Conecte novamente.');
    }
    if (err instanceof GoogleError) {
      console.error('[google-calendar] sync', err.status, err.reason, err.message);
      return err.timedOut
        ? fail(504, 'timeout', 'Tempo limite excedido ao sincronizar eventos')
        : fail(502, 'sync_failed', 'Erro ao sincronizar eventos');
    }
    throw err;
  }
}

async function disconnect(user: AuthUser) {
  const row = must(
    await admin().from('google_calendar_tokens').delete().eq('user_id', user.id).select('token').maybeSingle(),
  );
  if (row) {
    // Best effort: the connection is gone here whatever Google answers (an already revoked grant is 400).
    await google
      .revoke(row.token as StoredToken)
      .catch((err: Error) => console.warn('[google-calendar] revoke', err.message));
  }
  return json({ disconnected: true });
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return fail(401, 'unauthorized', 'Usuário não autenticado');
  let body: Record<string, unknown>;
  try {
    body = (await req.json()) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
  } catch {
    return fail(400, 'invalid_request', 'Requisição inválida.');
  }
  try {
    switch (body.action) {
      case 'authorize':
        return await authorize(user, body);
      case 'status':
        return await status(user);
      case 'sync':
        return await sync(user);
      case 'disconnect':
        return await disconnect(user);
      default:
        return fail(400, 'invalid_action', 'Ação desconhecida.');
    }
  } catch (err) {
    console.error('[google-calendar]', err);
    return fail(500, 'internal_error', 'Erro interno. Tente novamente.');
  }
});
