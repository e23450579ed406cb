// POST /functions/v1/staff-login {username, password} — the developer console's login
// (username and password). The auth server signs in by e-mail, so the username is looked up here,
// with the service role, among developer profiles only; the password is then checked by the auth
// server itself (its password grant, rate limits included) and its session is handed back as is.
// A visitor learns nothing: unknown username, wrong password and a customer's account all get the
// same 401 'Credenciais inválidas', and a customer's password never even reaches the auth server.
import { clientAddress, UNKNOWN_ADDRESS } from '../_shared/clientAddress.ts';
import { json, preflight } from '../_shared/http.ts';
import { admin, must } from '../_shared/supabase.ts';

const INVALID = { error: { code: 'invalid_credentials', message: 'Credenciais inválidas' } };
const UNAVAILABLE = { error: { code: 'auth_unavailable', message: 'Erro ao fazer login' } };

function readInput(body: unknown): { username: string; password: string } | null {
  const { username, password } = (body ?? {}) as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string') return null;
  const name = username.trim().toLowerCase();
  // The column's own rule: anything else cannot be a username, and must not reach a filter.
  if (!/^[a-z0-9][a-z0-9._-]{1,31}$/.test(name) || !password) return null;
  return { username: name, password };
}

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

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST')
    return json({ error: { code: 'method_not_allowed', message: 'Método não permitido.' } }, 405);
  const input = readInput(await req.json().catch(() => null));
  if (!input) return json(INVALID, 401);
  try {
    const email = await developerEmail(input.username);
    if (!email) return json(INVALID, 401);
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
      return json(
        {
          error: {
            code: 'rate_limited',
            message: 'Muitas tentativas de login. Por favor, tente novamente mais tarde.',
          },
        },
        429,
      );
    }
    if (!res.ok) return json(INVALID, 401);
    return json(await res.json());
  } catch (err) {
    console.error('[staff-login]', err instanceof Error ? err.message : err);
    return json(UNAVAILABLE, 502);
  }
});
