// POST /booking/{slug}: books a free slot for a client of the public page. The database re-checks
// the slot and refuses overlaps whatever the concurrency (book_appointment); this module maps its
// refusals to the page's answers, then confirms to the client and pushes the event to Google. The
// client may ask for a professional, or leave it to the database ("Qualquer profissional": the free
// one with the fewest bookings that day); the answer names who the booking got.
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import { admin } from '../_shared/supabase.ts';
import { isTeam } from '../../../shared-domain/src/team/team.ts';
import { professionalName } from '../_shared/team.ts';
import { busyOf, calendarOf, pushToGoogle } from '../_shared/bookingCalendar.ts';
import { sendConfirmation } from './confirmation.ts';
import { hhmm } from '../_shared/dates.ts';
import { bookingContract, type BookingAnswer } from '../../../shared-domain/src/contracts/booking.ts';
import { parseBody } from '../_shared/handler.ts';
import { json, RateLimited, Refusal, type ErrorCode } from './http.ts';
import { bookingInput, type BookingInput } from './input.ts';
import { checkChoice } from './choice.ts';
import type { Owner, Service } from './owner.ts';
import { bookingAttempt } from './rateLimit.ts';

/** The 22023 messages of book_appointment, each answered with its own code. */
const REFUSALS: readonly ErrorCode[] = [
  'past',
  'out_of_window',
  'not_a_free_slot',
  'invalid_professional',
  'invalid_service',
  'service_not_performed',
];

/** The appointment's description: the chosen service, then the client's note, as typed. */
function descriptionOf(service: Service | null, input: BookingInput): string | null {
  const lines: string[] = [];
  if (service) lines.push(`Serviço: ${service.nome}`);
  if (input.observacao) lines.push(input.observacao);
  return lines.length ? lines.join('\n') : null;
}

/** The Refusal for a refusal of the database, or null when it is not one. */
function refusalOf(error: { code?: string; message?: string }): Refusal | null {
  if (error.code === '23P01') return new Refusal('slot_taken');
  if (error.code === 'P0002') return new Refusal('not_found');
  if (error.code === '22023') {
    const code = REFUSALS.find((c) => c === error.message) ?? 'not_a_free_slot';
    return new Refusal(code);
  }
  return null;
}

export async function book(req: Request, owner: Owner): Promise<Response> {
  // Not JSON: 400; JSON but no object: 422 (the contract's refusals); the fields: bookingInput.
  const input = bookingInput(await parseBody(req, bookingContract));
  // The team is read with the checks: the answer and the confirmation name who the booking got.
  const { team, service } = await checkChoice(owner, input, true);
  const descricao = descriptionOf(service, input);
  // The address was counted already (index.ts); a well-formed booking counts for its business and phone.
  const verdict = await bookingAttempt(owner.idDono, input.telefone);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfterSeconds);

  const calendar = await calendarOf(owner.userId);
  const busy = await busyOf(calendar, input.data, input.data);
  const args = {
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
    // null = "Qualquer profissional" / no service (their defaults), as above.
    p_profissional: input.profissional as string,
    p_servico: input.servico as string,
  };
  // One g_agenda row: the generated Returns is the row itself, which single() alone would unwrap to never.
  const { data: row, error } = await admin().rpc('book_appointment', args).single<Tables<'g_agenda'>>();
  if (error) {
    const refusal = refusalOf(error);
    if (refusal) throw refusal;
    throw new Error(`book_appointment: ${error.code} ${error.message}`);
  }
  // The database always assigns the booking to a professional.
  const profissional = { id: row.id_profissional!, nome: await professionalName(team ?? [], row.id_profissional!) };
  // A one-person business's confirmation keeps its text: the professional is named only in a team.
  const named = isTeam(team ?? []) ? profissional.nome : null;
  await Promise.all([sendConfirmation(owner, row, named), pushToGoogle(calendar, row)]);
  const answer: BookingAnswer = {
    id: row.id,
    data: row.data,
    inicio: hhmm(row.inicio),
    fim: hhmm(row.fim),
    status: row.status,
    profissional,
  };
  return json(answer, 201);
}
