// POST /booking/{slug}: books a free slot for a client of the public page. The database re-checks
// the slot and refuses overlaps whatever the concurrency (book_appointment); this module maps its
// refusals to the page's answers, then confirms to the client and pushes the event to Google.
import { admin } from '../_shared/supabase.ts';
import type { AgendaRow } from '../_shared/googleEvent.ts';
import { busyOf, calendarOf, pushToGoogle } from '../_shared/bookingCalendar.ts';
import { sendConfirmation } from './confirmation.ts';
import { hhmm } from '../_shared/dates.ts';
import { fail, json, limited, Refusal, type ErrorCode } from './http.ts';
import { bookingInput, type BookingInput } from './input.ts';
import { servicesOf, type Owner } from './owner.ts';
import { bookingAttempt } from './rateLimit.ts';

/** The 22023 messages of book_appointment, each answered with its own code. */
const SLOT_REFUSALS: readonly ErrorCode[] = ['past', 'out_of_window', 'not_a_free_slot'];

/** The appointment's description: the chosen service, then the client's note, as typed. */
async function descriptionOf(owner: Owner, input: BookingInput): Promise<string | null> {
  const lines: string[] = [];
  if (input.servico) {
    const service = (await servicesOf(owner)).find((s) => s.codigo === input.servico);
    if (!service) throw new Refusal('invalid_service');
    lines.push(`Serviço: ${service.nome}`);
  }
  if (input.observacao) lines.push(input.observacao);
  return lines.length ? lines.join('\n') : null;
}

/** The answer for a refusal of the database, or null when it is not one. */
function refusalOf(error: { code?: string; message?: string }): Response | null {
  if (error.code === '23P01') return fail('slot_taken');
  if (error.code === 'P0002') return fail('not_found');
  if (error.code === '22023') {
    const code = SLOT_REFUSALS.find((c) => c === error.message) ?? 'not_a_free_slot';
    return fail(code);
  }
  return null;
}

export async function book(req: Request, owner: Owner): Promise<Response> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return fail('invalid_request', 400);
  }
  const input = bookingInput(body);
  const descricao = await descriptionOf(owner, input);
  // The address was counted already (index.ts); a well-formed booking counts for its business and phone.
  const verdict = await bookingAttempt(owner.idDono, input.telefone);
  if (!verdict.allowed) return limited(verdict.retryAfterSeconds);

  const calendar = await calendarOf(owner.userId);
  const busy = await busyOf(calendar, input.data, input.data);
  const { data, error } = await admin()
    .rpc('book_appointment', {
      p_id_dono: owner.idDono,
      p_data: input.data,
      p_inicio: input.inicio,
      p_nome: input.nome,
      p_telefone: input.telefone,
      // null (no description) is what the column gets; generated function types have no nullable arguments.
      p_descricao: descricao as string,
      p_origem: 'pagina',
      p_busy: busy,
      // null (none given) keeps the column empty, as above.
      p_email: input.email as string,
    })
    .single();
  if (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw new Error(`book_appointment: ${error.code} ${error.message}`);
  }
  const row = data as AgendaRow & { num_cliente: string | null };
  await Promise.all([sendConfirmation(owner, row), pushToGoogle(calendar, row)]);
  return json({ id: row.id, data: row.data, inicio: hhmm(row.inicio), fim: hhmm(row.fim), status: row.status }, 201);
}
