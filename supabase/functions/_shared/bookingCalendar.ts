// The owner's Google Calendar, when connected: its busy periods block slots, and a new booking is
// pushed to it as the calendar sync would push it. Google is a courtesy here: any failure is logged
// and booking goes on without it.
import { google, type BusyPeriod } from './google.ts';
import { admin, must } from './supabase.ts';
import { GoogleSession, tokenRowOf } from './googleSession.ts';
import { eventOf, type AgendaRow } from './googleEvent.ts';
import { addDays, startOfDay } from './dates.ts';

/** What book_appointment and booking_free_slots take as p_busy (a type alias: it goes out as jsonb). */
export type Busy = {
  inicio: string;
  fim: string;
};

/** An all-day event's date is a São Paulo day: from its start to the start of its end date. */
const instant = (t: { dateTime?: string; date?: string }) => t.dateTime ?? (t.date ? startOfDay(t.date) : null);

function toBusy(periods: BusyPeriod[]): Busy[] {
  return periods.flatMap((p) => {
    const inicio = instant(p.start);
    const fim = instant(p.end);
    return inicio && fim ? [{ inicio, fim }] : [];
  });
}

/** The owner's Google access when the calendar is connected; null when not (or when it cannot be read). */
export async function calendarOf(userId: string): Promise<GoogleSession | null> {
  try {
    const row = await tokenRowOf(userId);
    return row && new GoogleSession(row);
  } catch (err) {
    console.warn('[booking] Google connection unreadable:', (err as Error).message);
    return null;
  }
}

/** Busy periods of the connected calendar over São Paulo days de..ate; [] on any failure. */
export async function busyOf(session: GoogleSession | null, de: string, ate: string): Promise<Busy[]> {
  if (!session) return [];
  try {
    const periods = await session.call((t) => google.busyPeriods(t, startOfDay(de), startOfDay(addDays(ate, 1))));
    return toBusy(periods);
  } catch (err) {
    console.warn('[booking] Google busy times unavailable, slots computed without them:', (err as Error).message);
    return [];
  }
}

/** Busy periods of the owner's calendar over São Paulo days de..ate; [] when not connected or on failure. */
export async function googleBusy(userId: string, de: string, ate: string): Promise<Busy[]> {
  return busyOf(await calendarOf(userId), de, ate);
}

/** Creates the booking's event at Google and keeps its id on the row (nothing when not connected). */
export async function pushToGoogle(owner: string | GoogleSession | null, row: AgendaRow): Promise<void> {
  // The owner's user id, or the access already looked up for this request.
  const session = typeof owner === 'string' ? await calendarOf(owner) : owner;
  if (!session) return;
  try {
    const event = await session.call((t) => google.insertEvent(t, eventOf(row)));
    must(await admin().from('g_agenda').update({ google_event_id: event.id }).eq('id', row.id));
  } catch (err) {
    console.warn('[booking] booking not pushed to Google Calendar:', (err as Error).message);
  }
}
