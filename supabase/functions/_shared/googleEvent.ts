// A g_agenda row as a Google Calendar event: shared by the calendar sync, the booking page and the
// assistant's tools, so every channel writes the same event.
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import type { EventInput } from './google.ts';

export const TIME_ZONE = 'America/Sao_Paulo';

/** The g_agenda columns an event is made of (the generated row type). */
export type AgendaRow = Pick<
  Tables<'g_agenda'>,
  'id' | 'id_dono' | 'data' | 'inicio' | 'fim' | 'nome' | 'desc_agendamento' | 'local' | 'status' | 'google_event_id'
>;

/** 'HH:mm' or 'HH:mm:ss' (as the time column comes back) → 'HH:mm'. */
const hhmm = (time: string) => time.slice(0, 5);

/** The event of an appointment, exactly as the original sync built it. */
export function eventOf(row: AgendaRow): EventInput {
  const description = [row.desc_agendamento?.trim(), `Status: ${row.status}`].filter(Boolean).join('\n');
  return {
    summary: `Atendimento: ${row.nome?.trim() ?? ''}`.trim(),
    description,
    start: { dateTime: `${row.data}T${hhmm(row.inicio)}:00`, timeZone: TIME_ZONE },
    end: { dateTime: `${row.data}T${hhmm(row.fim)}:00`, timeZone: TIME_ZONE },
    ...(row.local ? { location: row.local } : {}),
  };
}
