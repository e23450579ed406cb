// The page's reads: the business and its services, and the free slots of a range of days.
import { admin } from '../_shared/supabase.ts';
import { busyOf, calendarOf, type Busy } from '../_shared/bookingCalendar.ts';
import { addDays, hhmm, today } from '../_shared/dates.ts';
import { json } from './http.ts';
import { slotsRange } from './input.ts';
import { noticeMinutes, servicesOf, whatsappOf, type Owner } from './owner.ts';

interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

const PAGE = 1000;

export async function info(owner: Owner): Promise<Response> {
  const de = today();
  const [servicos, whatsapp] = await Promise.all([servicesOf(owner), whatsappOf(owner)]);
  return json({
    negocio: { nome: owner.negocio, whatsapp },
    servicos,
    duracao: owner.schedule.duracao_atendimento,
    antecedencia_minima: noticeMinutes(owner),
    janela: { de, ate: addDays(de, Math.max(owner.schedule.periodo_disponivel, 1) - 1) },
  });
}

/** The database's free slots of de..ate, minus `busy`. */
async function freeSlots(owner: Owner, de: string, ate: string, busy: Busy[]): Promise<Slot[]> {
  const rows: Slot[] = [];
  // PostgREST answers at most max_rows (1000) rows: a long range of short slots takes several pages.
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await admin()
      .rpc('booking_free_slots', { p_id_dono: owner.idDono, p_de: de, p_ate: ate, p_busy: busy })
      .range(offset, offset + PAGE - 1);
    if (error) throw new Error(`booking_free_slots: ${error.code} ${error.message}`);
    rows.push(...((data ?? []) as Slot[]));
    if ((data ?? []).length < PAGE) return rows;
  }
}

export async function slots(owner: Owner, params: URLSearchParams): Promise<Response> {
  const { de, ate } = slotsRange(params);
  // Most owners have no calendar connected: their slots are asked for while the connection is looked
  // up, and asked again with the busy times only when Google has some.
  const [calendar, withoutGoogle] = await Promise.all([calendarOf(owner.userId), freeSlots(owner, de, ate, [])]);
  const busy = await busyOf(calendar, de, ate);
  const rows = busy.length ? await freeSlots(owner, de, ate, busy) : withoutGoogle;
  return json({ slots: rows.map((s) => ({ data: s.data, inicio: hhmm(s.inicio), fim: hhmm(s.fim) })) });
}
