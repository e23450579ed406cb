// GET /functions/v1/google-calendar-callback — where Google sends the browser after the consent
// screen (verify_jwt = false: a browser redirect carries no project key). The signed state names
// the user and the site page to return to; the code is exchanged for tokens, stored in
// google_calendar_tokens, and the browser goes back to `redirectTo?calendar=connected` (or
// `?calendar=error`). A state that is not ours is refused without any redirect.
import { CALENDAR_SCOPE, callbackUrl, GoogleError, google } from '../_shared/google.ts';
import { verifyState } from '../_shared/signedState.ts';
import { admin, must } from '../_shared/supabase.ts';

interface State {
  uid: string;
  email: string;
  redirectTo: string;
}

/** Scopes that let the sync write events (the user may have unticked ours on Google's screen). */
const WRITE_SCOPES = [CALENDAR_SCOPE, 'https://www.googleapis.com/auth/calendar'];

function back(redirectTo: string, outcome: 'connected' | 'error'): Response {
  const url = new URL(redirectTo);
  url.searchParams.set('calendar', outcome);
  return new Response(null, { status: 302, headers: { location: url.toString(), 'cache-control': 'no-store' } });
}

function refused(): Response {
  const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Google Agenda</title></head>
<body><main><h1>Não foi possível conectar o Google Agenda</h1>
<p role="alert">O pedido de conexão é inválido. Volte ao painel e clique em conectar novamente.</p></main></body></html>`;
  return new Response(page, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'GET') return new Response('Method Not Allowed', { status: 405 });
  const params = new URL(req.url).searchParams;
  const check = await verifyState<State>(params.get('state') ?? '');
  if (!check.ok) {
    // An expired state is still ours (signed): its page can be told; a forged one gets nothing.
    return check.reason === 'expired' && check.payload ? back(check.payload.redirectTo, 'error') : refused();
  }
  const { uid, email, redirectTo } = check.payload;
  const code = params.get('code');
  if (params.get('error') || !code) return back(redirectTo, 'error'); // access_denied, or nothing to exchange

  try {
    const token = await google.exchangeCode(code, callbackUrl());
    const granted = token.scope.split(' ');
    if (!WRITE_SCOPES.some((s) => granted.includes(s))) {
      await google.revoke(token).catch(() => {});
      return back(redirectTo, 'error');
    }
    must(
      await admin()
        .from('google_calendar_tokens')
        .upsert(
          { user_id: uid, user_email: email, token, updated_at: new Date().toISOString() },
          { onConflict: 'user_id' },
        ),
    );
    return back(redirectTo, 'connected');
  } catch (err) {
    console.error('[google-calendar-callback]', err instanceof GoogleError ? `${err.status} ${err.reason}` : err);
    return back(redirectTo, 'error');
  }
});
