// The unsubscribe link of every reminder e-mail (and its List-Unsubscribe header, RFC 8058):
// /functions/v1/reminders-dispatch/descadastrar?t=<token>, the token signed by the server
// (_shared/signedState.ts) with the owner's id_dono and the client's address, so nobody can opt
// another address out. GET shows a page with a button (mail scanners open links: a GET changes
// nothing); POST — the button, or the mail client's one-click `List-Unsubscribe=One-Click` — records
// the opt-out for that owner (opt_out_email: no more e-mail reminders from that business, queued ones
// dropped) and says so. Public: no key; the token is the permission.
import { escapeHtml } from '../_shared/html.ts';
import { signState, verifyState } from '../_shared/signedState.ts';
import { admin, must } from '../_shared/supabase.ts';

export const UNSUBSCRIBE_PATH = '/descadastrar';
/** A link keeps working this long after its e-mail was sent. */
const TOKEN_TTL_S = 180 * 24 * 3600;

interface Payload {
  /** The owner's id_dono. */
  d: string;
  /** The client's address. */
  e: string;
}

/** The public link that opts `email` out of the owner's e-mail reminders. */
export async function unsubscribeUrl(idDono: string, email: string): Promise<string> {
  const base =
    Deno.env.get('PUBLIC_FUNCTIONS_URL') || `${(Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '')}/functions/v1`;
  const token = await signState<Payload & { k: 'unsub' }>(
    { k: 'unsub', d: idDono, e: email.toLowerCase() },
    TOKEN_TTL_S,
  );
  return `${base.replace(/\/+$/, '')}/reminders-dispatch${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
}

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

async function payloadOf(url: URL): Promise<Payload | null> {
  const check = await verifyState<Payload & { k?: string }>(url.searchParams.get('t') ?? '');
  if (
    !check.ok ||
    check.payload.k !== 'unsub' ||
    typeof check.payload.d !== 'string' ||
    typeof check.payload.e !== 'string'
  ) {
    return null;
  }
  return check.payload;
}

export async function unsubscribe(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json({ error: { code: 'method_not_allowed', message: 'Método não permitido.' } }, { status: 405 });
  }
  await req.body?.cancel();
  const url = new URL(req.url);
  const payload = await payloadOf(url);
  if (!payload) {
    return page(400, 'Link inválido', '<p>Este link de descadastro é inválido ou expirou.</p>');
  }
  if (req.method === 'GET') {
    return page(
      200,
      'Descadastrar e-mail',
      `<p>Parar de receber os e-mails de lembrete enviados para ${escapeHtml(payload.e)}?</p>` +
        // No action: the form posts to this very link.
        '<form method="post"><button type="submit">Descadastrar</button></form>',
    );
  }
  const negocio = must(await admin().rpc('opt_out_email', { p_id_dono: payload.d, p_email: payload.e }));
  return page(
    200,
    'Pronto!',
    `<p>Você não vai mais receber e-mails de lembrete de ${escapeHtml(String(negocio ?? 'nossa equipe'))} em ${escapeHtml(payload.e)}.</p>`,
  );
}
