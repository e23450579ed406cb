// /functions/v1/booking — the public booking page's API (no sign-in: verify_jwt = false in
// supabase/config.toml). Times are 'HH:mm' and dates 'YYYY-MM-DD', São Paulo wall clock.
//   GET  /booking/{slug}                     → {negocio: {nome, whatsapp}, servicos: [{…, duracao}],
//        profissionais: [{id, nome, servicos}], duracao, antecedencia_minima, janela: {de, ate}}
//   GET  /booking/{slug}/slots?de=…&ate=…[&profissional=<id>][&servico=<codigo>]
//        → {slots: [{data, inicio, fim}]}, computed by the database (no professional: any of them)
//   POST /booking/{slug} {data, inicio, nome, telefone, servico?, profissional?, observacao?, email?}
//        → 201 {id, data, inicio, fim, status, profissional: {id, nome}}; 409 slot_taken; 422 bad input,
//          an unknown professional or service, a service the professional does not perform, or a slot
//          that is not free; 400 invalid_email (the address the e-mail reminders go to)
// Every request: 429 rate_limited with Retry-After past a limit (rateLimit.ts: per address, and for a
// booking per business and per phone); 403 booking_unavailable when the owner has no paid access.
// Errors are {error: {code, message}} with pt-BR messages; 404 for an unknown slug or an owner who
// has not saved a schedule yet. Requests and answers: shared-domain's contracts/booking.ts.
import { HttpError } from '../_shared/handler.ts';
import { book } from './book.ts';
import { preflight, RateLimited, Refusal, refused } from './http.ts';
import { info, slots } from './read.ts';
import { ownerOf } from './owner.ts';
import { addressAttempt } from './rateLimit.ts';

/** '/booking/{slug}' or '/booking/{slug}/slots' (a trailing slash allowed) → its parts. */
function route(pathname: string): { slug: string; view: 'page' | 'slots' } | null {
  const m = /^\/booking\/([^/]+)(\/slots)?\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return { slug: decodeURIComponent(m[1]), view: m[2] ? 'slots' : 'page' };
  } catch {
    return null; // a malformed %-escape names no page
  }
}

/** The answer, or a Refusal (an HttpError) thrown. */
async function handle(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const target = route(url.pathname);
  if (!target) throw new Refusal('not_found');
  const allowed = target.view === 'slots' ? ['GET'] : ['GET', 'POST'];
  if (!allowed.includes(req.method)) throw new Refusal('method_not_allowed');
  // The address's attempt is counted whatever the handle (unknown ones too), alongside the lookup.
  const [verdict, owner] = await Promise.all([addressAttempt(req), ownerOf(target.slug)]);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfterSeconds);
  if (!owner) throw new Refusal('not_found');
  // The page is a paid feature: without a live subscription nothing is shown nor booked.
  if (!owner.paid) throw new Refusal('booking_unavailable');
  if (target.view === 'slots') return slots(owner, url.searchParams);
  return req.method === 'GET' ? info(owner) : book(req, owner);
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  try {
    return await handle(req);
  } catch (err) {
    if (err instanceof HttpError) return refused(err);
    console.error('[booking]', err);
    return refused(new Refusal('internal_error'));
  }
});
