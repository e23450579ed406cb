// The tools, each acting for one owner (the assistant's) and one client (the WhatsApp sender).
// Slots and bookings go through the database's functions, which apply the schedule's rules and refuse
// overlaps whatever the concurrency; a client only ever sees and changes their own future appointments.
// A business is a team: the calls may name a professional and a service (choice.ts); without one,
// any professional who performs the service (the database assigns the booking); every appointment
// answered names its professional, and in a team of several horarios_livres says who is free at each
// time, so the model always works from the current team whatever the published prompt listed.
// The hand-off is handOff.ts.
import type { AssistantOwner as Owner } from '../_shared/assistantAuth.ts';
import { admin, must } from '../_shared/supabase.ts';
import { googleBusy, pushToGoogle, type Busy } from '../_shared/bookingCalendar.ts';
import { hhmm, TIME_ZONE, today } from '../_shared/dates.ts';
import type { ToolCall } from './input.ts';
import { Refusal } from './input.ts';
import { handOff } from './handOff.ts';
import { choiceOf, NOT_PERFORMED, UNKNOWN_PROFESSIONAL, UNKNOWN_SERVICE } from './choice.ts';
import { performs, type Professional } from '../../../shared-domain/src/team/team.ts';
import { professionalNames } from '../_shared/team.ts';

/** Appointments that hold their time. */
const ACTIVE = ['agendado', 'confirmado', 'reagendado'];
const COLUMNS =
  'id,id_dono,data,inicio,fim,nome,num_cliente,desc_agendamento,local,status,google_event_id,id_profissional,servico';

/** What the database functions refuse with, as the model reads it. */
const SLOT_MESSAGES: Record<string, string> = {
  past: 'Este horário já passou.',
  out_of_window: 'Data fora do período de agendamento',
  not_a_free_slot: 'Horário indisponível',
};

interface Row {
  id: string;
  data: string;
  inicio: string;
  fim: string;
  nome: string | null;
  status: string;
  id_profissional: string | null;
  /** The service's codigo, when the booking named one. */
  servico?: string | null;
}

const view = (r: Row, names: Map<string, string>) => ({
  id: r.id,
  data: r.data,
  inicio: hhmm(r.inicio),
  fim: hhmm(r.fim),
  status: r.status,
  nome: r.nome,
  profissional: r.id_profissional ? { id: r.id_profissional, nome: names.get(r.id_profissional) ?? '' } : null,
});

/** The rows as the tools answer them, each naming its professional. */
async function views(rows: Row[], team?: readonly Professional[]) {
  const names = await professionalNames(
    team ?? [],
    rows.flatMap((r) => (r.id_profissional ? [r.id_profissional] : [])),
  );
  return rows.map((r) => view(r, names));
}

type RpcResult<T> = PromiseLike<{ data: T | null; error: { code?: string; message?: string } | null }>;

/** The data of a booking function, or its refusal thrown. */
async function booked<T>(call: RpcResult<T>): Promise<T> {
  const { data, error } = await call;
  if (error) throw refusalOf(error);
  return data as T;
}

interface SlotRow {
  data: string;
  inicio: string;
  fim: string;
  id_profissional?: string;
}

/** Per-professional free times merged per start, each with the names of who is free then (team order). */
function whoIsFree(rows: SlotRow[], team: readonly Professional[]) {
  const order = new Map(team.map((p, i) => [p.id, i]));
  const byStart = new Map<string, { data: string; inicio: string; fim: string; ids: string[] }>();
  for (const r of rows) {
    const key = `${r.data} ${hhmm(r.inicio)}`;
    const slot = byStart.get(key) ?? { data: r.data, inicio: hhmm(r.inicio), fim: hhmm(r.fim), ids: [] };
    if (r.id_profissional && order.has(r.id_profissional)) slot.ids.push(r.id_profissional);
    byStart.set(key, slot);
  }
  return [...byStart.values()]
    .filter((s) => s.ids.length)
    .sort((a, b) => (a.data + a.inicio < b.data + b.inicio ? -1 : 1))
    .map((s) => ({
      data: s.data,
      inicio: s.inicio,
      fim: s.fim,
      profissionais: s.ids.sort((a, b) => order.get(a)! - order.get(b)!).map((id) => team[order.get(id)!].nome),
    }));
}

/** The Refusal for an error of a booking function, or the error itself when it is not a refusal. */
function refusalOf(error: { code?: string; message?: string }): Error {
  if (error.code === '23P01') {
    return new Refusal(409, 'slot_taken', 'Este horário acabou de ser reservado. Escolha outro horário.');
  }
  if (error.code === '22023' && error.message && error.message in SLOT_MESSAGES) {
    return new Refusal(422, error.message, SLOT_MESSAGES[error.message]);
  }
  // The team changed between the check here and the booking (deactivated, services edited).
  if (error.code === '22023' && error.message === 'invalid_professional') return UNKNOWN_PROFESSIONAL();
  if (error.code === '22023' && error.message === 'invalid_service') return UNKNOWN_SERVICE();
  if (error.code === '22023' && error.message === 'service_not_performed') return NOT_PERFORMED();
  if (error.code === 'P0002' && error.message === 'not_found') {
    return new Refusal(404, 'not_found', 'Agendamento não encontrado');
  }
  if (error.code === 'P0002') return new Refusal(422, 'no_schedule', 'A agenda ainda não foi configurada');
  return new Error(`${error.code ?? ''} ${error.message ?? ''}`.trim());
}

/** The current 'HH:mm' in São Paulo. */
const nowTime = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

const isFuture = (r: Row, day: string, time: string) => r.data > day || (r.data === day && hhmm(r.inicio) > time);

/** The client's active appointments with this owner from now on, soonest first. */
async function ownFuture(owner: Owner, telefone: string): Promise<Row[]> {
  const day = today();
  const rows = must(
    await admin()
      .from('g_agenda')
      .select(COLUMNS)
      .eq('id_dono', owner.idDono)
      .eq('num_cliente', telefone)
      .in('status', ACTIVE)
      .gte('data', day)
      .order('data')
      .order('inicio'),
  );
  const time = nowTime();
  return rows.filter((r) => isFuture(r, day, time));
}

/** One of the client's own future appointments, else 404: another client's id reads as unknown. */
async function ownAppointment(owner: Owner, telefone: string, id: string): Promise<Row> {
  const found = (await ownFuture(owner, telefone)).find((r) => r.id === id);
  if (!found) throw new Refusal(404, 'not_found', 'Agendamento não encontrado');
  return found;
}

/** The owner's Google busy periods over those days (none when not connected), as the SQL functions take them. */
async function busyOn(owner: Owner, de: string, ate: string): Promise<{ inicio: string; fim: string }[]> {
  return (await googleBusy(owner.userId, de, ate)).map((b: Busy) => ({ inicio: b.inicio, fim: b.fim }));
}

/** The tool's answer: HTTP status and JSON body. */
export async function runTool(owner: Owner, call: ToolCall): Promise<{ status: number; body: unknown }> {
  switch (call.tool) {
    case 'horarios_livres': {
      const { de, ate } = call.args;
      const { team, profissional, servico } = await choiceOf(owner, call.args);
      const busy = await busyOn(owner, de, ate);
      if (profissional || team.length <= 1) {
        const rows = await booked(
          admin().rpc('booking_free_slots', {
            p_id_dono: owner.idDono,
            p_de: de,
            p_ate: ate,
            p_busy: busy,
            // null is their default ("any", none); generated function types have no nullable arguments.
            p_profissional: (profissional?.id ?? null) as string,
            p_servico: servico as string,
          }),
        );
        const slots = (rows ?? []).map((s) => ({ data: s.data, inicio: hhmm(s.inicio), fim: hhmm(s.fim) }));
        const who = profissional ? { profissional: { id: profissional.id, nome: profissional.nome } } : {};
        return { status: 200, body: { slots, ...who } };
      }
      const rows = await booked(
        admin().rpc('booking_team_slots', {
          p_id_dono: owner.idDono,
          p_de: de,
          p_ate: ate,
          p_busy: busy,
          // null is its default (no service), as above.
          p_servico: servico as string,
        }),
      );
      return { status: 200, body: { slots: whoIsFree(rows ?? [], team) } };
    }
    case 'agendar': {
      const { data: day, inicio, nome } = call.args;
      const { team, profissional, servico } = await choiceOf(owner, call.args);
      const row = await booked(
        admin().rpc('book_appointment', {
          p_id_dono: owner.idDono,
          p_data: day,
          p_inicio: inicio,
          p_nome: nome,
          p_telefone: call.telefone,
          p_descricao: 'Agendado pelo assistente no WhatsApp',
          p_origem: 'assistente',
          p_busy: await busyOn(owner, day, day),
          // null = any professional / no service (their defaults), as above.
          p_profissional: (profissional?.id ?? null) as string,
          p_servico: servico as string,
        }),
      );
      await pushToGoogle(owner.userId, row);
      return { status: 201, body: { agendamento: (await views([row], team))[0] } };
    }
    case 'meus_agendamentos':
      return { status: 200, body: { agendamentos: await views(await ownFuture(owner, call.telefone)) } };
    case 'remarcar': {
      const { id, data: day, inicio } = call.args;
      const current = await ownAppointment(owner, call.telefone, id);
      // A new professional must perform the appointment's service.
      const { team, profissional } = await choiceOf(owner, { profissional: call.args.profissional });
      if (profissional && !performs(profissional, current.servico ?? null)) throw NOT_PERFORMED();
      const row = await booked(
        admin().rpc('reschedule_appointment', {
          p_id: id,
          p_id_dono: owner.idDono,
          p_data: day,
          p_inicio: inicio,
          p_busy: await busyOn(owner, day, day),
          // null keeps the appointment's professional (the default), as above.
          p_profissional: (profissional?.id ?? null) as string,
        }),
      );
      return { status: 200, body: { agendamento: (await views([row], team))[0] } };
    }
    case 'cancelar': {
      await ownAppointment(owner, call.telefone, call.args.id);
      const row = await booked(admin().rpc('cancel_appointment', { p_id: call.args.id, p_id_dono: owner.idDono }));
      return { status: 200, body: { agendamento: (await views([row]))[0] } };
    }
    case 'transferir_para_humano':
      return { status: 200, body: await handOff(owner, call.chat, call.args.motivo) };
  }
}
