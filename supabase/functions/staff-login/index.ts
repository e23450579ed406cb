// POST /functions/v1/staff-login {username, password} — the developer console's login
// (username and password). The auth server signs in by e-mail, so the username is looked up here,
// with the service role, among developer profiles only; the password is then checked by the auth
// server itself (its password grant, rate limits included) and its session is handed back as is.
// A visitor learns nothing: unknown username, wrong password and a customer's account all get the
// same 401 'Credenciais inválidas', and a customer's password never even reaches the auth server.
// The body (a malformed one is refused as any wrong login) is shared-domain's contracts/staffLogin.ts.
import { STAFF_LOGIN_MESSAGES, staffLoginContract } from '../../../shared-domain/src/contracts/staffLogin.ts';
import { clientAddress, UNKNOWN_ADDRESS } from '../_shared/clientAddress.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { admin, must } from '../_shared/supabase.ts';

const INVALID = () => new HttpError(401, 'invalid_credentials', STAFF_LOGIN_MESSAGES.refused);
const UNAVAILABLE = new HttpError(502, 'auth_unavailable', 'Erro ao fazer login');

async function developerEmail(username: string): Promise<string | null> {
  const row = must(
    await admin().from('profiles').select('email').eq('username', username).eq('role', 'developer').maybeSingle(),
  );
  return row?.email ?? null;
}

/**
 * The project's secret API key (`sb_secret_…`), from the JSON dictionary hosted Supabase and the local
 * stack give every function; null when the project has none.
 */
function secretKey(): string | null {
  try {
    const keys = JSON.parse(Deno.env.get('SUPABASE_SECRET_KEYS') ?? '{}') as Record<string, unknown>;
    return typeof keys.default === 'string' && keys.default ? keys.default : null;
  } catch {
    return null;
  }
}

let warnedNoSecretKey = false;

/**
 * The password grant's headers. Supabase Auth limits attempts per client address (the local auth
 * server per address and account too); called from here, every visitor would be this function's one
 * address and one attacker would lock everyone out. So the visitor's address, as the platform's proxy
 * saw it, goes in Sb-Forwarded-For, which Supabase Auth honours only on a request made with a secret
 * API key (and IP address forwarding enabled in the project's rate-limit settings).
 */
function grantHeaders(req: Request, anonKey: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const key = secretKey();
  const address = clientAddress(req);
  if (key && address !== UNKNOWN_ADDRESS) return { ...headers, apikey: key, 'sb-forwarded-for': address };
  if (!key && !warnedNoSecretKey) {
    warnedNoSecretKey = true;
    console.warn('[staff-login] no SUPABASE_SECRET_KEYS: the auth server limits every visitor as one address');
  }
  return { ...headers, apikey: anonKey };
}

Deno.serve(
  handler({
    name: 'staff-login',
    contract: staffLoginContract,
    run: async ({ req, body: input }) => {
      const email = await developerEmail(input.username);
      if (!email) throw INVALID();
      const url = Deno.env.get('SUPABASE_URL');
      const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
      if (!url || !anonKey) throw new Error('SUPABASE_URL or SUPABASE_ANON_KEY is not set');
      const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: grantHeaders(req, anonKey),
        body: JSON.stringify({ email, password: input.password }),
        signal: AbortSignal.timeout(8000),
      });
      if (res.status === 429) {
        throw new HttpError(429, 'rate_limited', 'Muitas tentativas de login. Por favor, tente novamente mais tarde.');
      }
      if (!res.ok) throw INVALID();
      return await res.json();
    },
    // Logged by the handler; the visitor is told the login could not be done.
    internal: UNAVAILABLE,
  }),
);
