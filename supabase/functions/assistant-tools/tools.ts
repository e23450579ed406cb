// The tools, each acting for one owner (the assistant's) and one client (the WhatsApp sender).
// Slots and bookings go through the database's functions, which apply the schedule's rules and refuse
// overlaps whatever the concurrency; a client only ever sees and changes their own future appointments.
// The hand-off is handOff.ts.
import type { AssistantOwner as Owner } from '../_shared/assistantAuth.ts';
import { admin, must } from '../_shared/supabase.ts';
import { googleBusy, pushToGoogle, type Busy } from '../_shared/bookingCalendar.ts';
import { hhmm, TIME_ZONE, today } from '../_shared/dates.ts';
import type { ToolCall } from './input.ts';
import { Refusal } from './input.ts';
import { handOff } from './handOff.ts';

/** Appointments that hold their time. */
const ACTIVE = ['agendado', 'confirmado', 'reagendado'];
const COLUMNS = 'id,id_dono,data,inicio,fim,nome,num_cliente,desc_agendamento,local,status,google_event_id';

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
}

const view = (r: Row) => ({
  id: r.id,
  data: r.data,
  inicio: hhmm(r.inicio),
  fim: hhmm(r.fim),
  status: r.status,
  nome: r.nome,
});

/** The Refusal for an error of a booking function, or the error itself when it is not a refusal. */
function refusalOf(error: { code?: string; message?: string }): Error {
  if (error.code === '23P01') {
    return new Refusal(409, 'slot_taken', 'Este horário acabou de ser reservado. Escolha outro horário.');
  }
  if (error.code === '22023' && error.message && error.message in SLOT_MESSAGES) {
    return new Refusal(422, error.message, SLOT_MESSAGES[error.message]);
  }
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
  const db = admin();
  switch (call.tool) {
    case 'horarios_livres': {
      const { de, ate } = call.args;
      const { data, error } = await db.rpc('booking_free_slots', {
        p_id_dono: owner.idDono,
        p_de: de,
        p_ate: ate,
        p_busy: await busyOn(owner, de, ate),
      });
      if (error) throw refusalOf(error);
      const slots = (data ?? []).map((s) => ({ data: s.data, inicio: hhmm(s.inicio), fim: hhmm(s.fim) }));
      return { status: 200, body: { slots } };
    }
    case 'agendar': {
      const { data: day, inicio, nome } = call.args;
      const { data, error } = await db.rpc('book_appointment', {
        p_id_dono: owner.idDono,
        p_data: day,
        p_inicio: inicio,
        p_nome: nome,
        p_telefone: call.telefone,
        p_descricao: 'Agendado pelo assistente no WhatsApp',
        p_origem: 'assistente',
        p_busy: await busyOn(owner, day, day),
      });
      if (error) throw refusalOf(error);
      await pushToGoogle(owner.userId, data);
      return { status: 201, body: { agendamento: view(data) } };
    }
    case 'meus_agendamentos':
      return { status: 200, body: { agendamentos: (await ownFuture(owner, call.telefone)).map(view) } };
    case 'remarcar': {
      const { id, data: day, inicio } = call.args;
      await ownAppointment(owner, call.telefone, id);
      const { data, error } = await db.rpc('reschedule_appointment', {
        p_id: id,
        p_id_dono: owner.idDono,
        p_data: day,
        p_inicio: inicio,
        p_busy: await busyOn(owner, day, day),
      });
      if (error) throw refusalOf(error);
      return { status: 200, body: { agendamento: view(data) } };
    }
    case 'cancelar': {
      await ownAppointment(owner, call.telefone, call.args.id);
      const { data, error } = await db.rpc('cancel_appointment', { p_id: call.args.id, p_id_dono: owner.idDono });
      if (error) throw refusalOf(error);
      return { status: 200, body: { agendamento: view(data) } };
    }
    case 'transferir_para_humano':
      return { status: 200, body: await handOff(owner, call.chat, call.args.motivo) };
  }
}
