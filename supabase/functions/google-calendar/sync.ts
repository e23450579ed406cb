// Pushes an owner's appointments to the primary calendar: one event per g_agenda row
// except free slots, created (POST) the first time and updated (PATCH) afterwards through the
// google_event_id stored on the row. An event deleted at Google (404/410, or a PATCH answering a
// cancelled event) is created again.
import { GoogleError, google } from '../_shared/google.ts';
import { eventOf, type AgendaRow } from '../_shared/googleEvent.ts';
import { admin, must } from '../_shared/supabase.ts';
import type { GoogleSession } from '../_shared/googleSession.ts';

/** Rows read per page (PostgREST's max_rows is 1000). */
const PAGE = 1000;
/** Calls to Google in flight at once. */
const CONCURRENCY = 4;

export interface SyncResult {
  synced: number;
  created: number;
  updated: number;
}

export async function syncAgenda(session: GoogleSession, idDono: string): Promise<SyncResult> {
  const rows = await rowsOf(idDono);
  const result: SyncResult = { synced: 0, created: 0, updated: 0 };

  async function push(row: AgendaRow) {
    const event = eventOf(row);
    let id: string | null = null;
    if (row.google_event_id) {
      try {
        const patched = await session.call((t) => google.patchEvent(t, row.google_event_id!, event));
        if (patched.status !== 'cancelled') id = patched.id;
      } catch (err) {
        if (!(err instanceof GoogleError && err.gone)) throw err;
      }
    }
    if (id) {
      result.updated += 1;
    } else {
      id = (await session.call((t) => google.insertEvent(t, event))).id;
      result.created += 1;
    }
    if (id !== row.google_event_id) {
      // Stored at once, so a sync that fails later does not create this event twice next time.
      must(await admin().from('g_agenda').update({ google_event_id: id }).eq('id', row.id).eq('id_dono', idDono));
    }
    result.synced += 1;
  }

  let next = 0;
  let failed = false;
  const worker = async () => {
    try {
      while (!failed && next < rows.length) await push(rows[next++]);
    } catch (err) {
      failed = true; // the other workers stop after their current call
      throw err;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return result;
}

async function rowsOf(idDono: string): Promise<AgendaRow[]> {
  const rows: AgendaRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = must(
      await admin()
        .from('g_agenda')
        .select('id,id_dono,data,inicio,fim,nome,desc_agendamento,local,status,google_event_id')
        .eq('id_dono', idDono)
        .neq('status', 'disponivel')
        .order('data')
        .order('inicio')
        .order('id')
        .range(offset, offset + PAGE - 1),
    );
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}
