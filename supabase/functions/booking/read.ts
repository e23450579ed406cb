// The page's reads: the business, its services and its team, and the free slots of a range of days
// (of one professional or of any, for a service's duration or the schedule's).
import type {
  BookingPageAnswer,
  BookingSlot,
  BookingSlotsAnswer,
} from '../../../shared-domain/src/contracts/booking.ts';
import { admin } from '../_shared/supabase.ts';
import { busyOf, calendarOf, type Busy } from '../_shared/bookingCalendar.ts';
import { addDays, hhmm, today } from '../_shared/dates.ts';
import { teamOf } from '../_shared/team.ts';
import { checkChoice, type Choice } from './choice.ts';
import { json } from './http.ts';
import { slotsFilter, slotsRange } from './input.ts';
import { noticeMinutes, servicesOf, whatsappOf, type Owner } from './owner.ts';

type Slot = BookingSlot;

const PAGE = 1000;

export async function info(owner: Owner): Promise<Response> {
  const de = today();
  const [servicos, whatsapp, team] = await Promise.all([servicesOf(owner), whatsappOf(owner), teamOf(owner.idDono)]);
  const answer: BookingPageAnswer = {
    negocio: { nome: owner.negocio, whatsapp },
    servicos,
    // The active professionals in the owner's order; `servicos` the codigos each performs (empty = all).
    profissionais: team.map(({ id, nome, servicos }) => ({ id, nome, servicos })),
    duracao: owner.schedule.duracao_atendimento,
    antecedencia_minima: noticeMinutes(owner),
    janela: { de, ate: addDays(de, Math.max(owner.schedule.periodo_disponivel, 1) - 1) },
  };
  return json(answer);
}

/** The database's free slots of de..ate, minus `busy`, of the chosen professional (or any) and service. */
async function freeSlots(owner: Owner, de: string, ate: string, busy: Busy[], choice: Choice): Promise<Slot[]> {
  const rows: Slot[] = [];
  // PostgREST answers at most max_rows (1000) rows: a long range of short slots takes several pages.
  for (let offset = 0; ; offset += PAGE) {
    const args = {
      p_id_dono: owner.idDono,
      p_de: de,
      p_ate: ate,
      p_busy: busy,
      // null is their default ("any", none); generated function types have no nullable arguments.
      p_profissional: choice.profissional as string,
      p_servico: choice.servico as string,
    };
    const { data, error } = await admin()
      .rpc('booking_free_slots', args)
      .range(offset, offset + PAGE - 1);
    if (error) throw new Error(`booking_free_slots: ${error.code} ${error.message}`);
    rows.push(...((data ?? []) as Slot[]));
    if ((data ?? []).length < PAGE) return rows;
  }
}

export async function slots(owner: Owner, params: URLSearchParams): Promise<Response> {
  const { de, ate } = slotsRange(params);
  const choice = slotsFilter(params);
  // A professional or service asked for is checked first: an unknown one is a 422, never empty slots.
  if (choice.profissional || choice.servico) await checkChoice(owner, choice);
  // Most owners have no calendar connected: their slots are asked for while the connection is looked
  // up, and asked again with the busy times only when Google has some.
  const [calendar, withoutGoogle] = await Promise.all([
    calendarOf(owner.userId),
    freeSlots(owner, de, ate, [], choice),
  ]);
  const busy = await busyOf(calendar, de, ate);
  const rows = busy.length ? await freeSlots(owner, de, ate, busy, choice) : withoutGoogle;
  const answer: BookingSlotsAnswer = {
    slots: rows.map((s) => ({ data: s.data, inicio: hhmm(s.inicio), fim: hhmm(s.fim) })),
  };
  return json(answer);
}
