// Who may call what: a phone number's and its WABA's routes take that number's business token (the
// one the code exchange handed out). A token Meta does not know is 190; a known token naming an
// object that is not its own is 190 too (the token is not valid for it); an unknown id is 100/33.
import { bearerToken } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { invalidToken, unknownObject } from './errors.ts';
import type { MetaStore, PhoneNumber } from './store.ts';

function check(store: MetaStore, req: Request, id: string, owners: PhoneNumber[]): PhoneNumber {
  const token = bearerToken(req);
  if (!token) throw invalidToken();
  const owner = owners.find((n) => sameSecret(token, n.access_token));
  if (owner) return owner;
  if (owners.length === 0 && store.numbers.some((n) => sameSecret(token, n.access_token))) {
    throw unknownObject(id, req.method);
  }
  throw invalidToken();
}

/** The phone number `id`, called with its own token. */
export function numberFor(store: MetaStore, req: Request, id: string): PhoneNumber {
  const number = store.number(id);
  return check(store, req, id, number ? [number] : []);
}

/** A number of WABA `id` whose token the call carries. */
export function wabaFor(store: MetaStore, req: Request, id: string): PhoneNumber {
  return check(
    store,
    req,
    id,
    store.numbers.filter((n) => n.waba_id === id),
  );
}
