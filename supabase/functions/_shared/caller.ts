// The callers handler() knows (its `caller` option): apart from handler.ts so that module loads
// without supabase-js (its Deno test runs with no import map).
import { HttpError } from './handler.ts';
import { type AuthUser, userFromRequest } from './supabase.ts';

/** The signed-in user of the request's JWT, else 401 'Usuário não autenticado'. */
export async function signedIn(req: Request): Promise<AuthUser> {
  const user = await userFromRequest(req).catch(() => null);
  if (!user) throw new HttpError(401, 'unauthorized', 'Usuário não autenticado');
  return user;
}
