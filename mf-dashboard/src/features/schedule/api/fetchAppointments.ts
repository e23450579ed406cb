import { getRest } from 'shared-auth';
import type { AgendaFilters, Appointment, DateRange } from '../types';
import { agendaQueryFilters, type QueryFilter } from '../utils/agendaFilters';
import { mapWithConcurrency } from '../utils/mapWithConcurrency';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/** PostgREST answers at most this many rows (its max-rows); larger ranges are read in pages. */
export const APPOINTMENTS_PAGE_SIZE = 1000;
const PARALLEL_PAGES = 4;

function pageQuery(filters: readonly QueryFilter[], from: number, to: number, withCount: boolean) {
  let query = getRest()
    .from('g_agenda')
    .select(APPOINTMENT_SELECT, withCount ? { count: 'exact' } : undefined);
  for (const [method, column, value] of filters) {
    if (method === 'eq') query = query.eq(column, value);
    else if (method === 'neq') query = query.neq(column, value);
    else if (method === 'gte') query = query.gte(column, value);
    else query = query.lte(column, value);
  }
  // id last: pages of equal (data, inicio) rows never overlap nor skip a row.
  return query.order('data').order('inicio').order('id').range(from, to);
}

/**
 * Every appointment of the owner in a range of days with the filters applied, ordered by data then
 * inicio. The first page also asks for the count; the remaining pages are then read in parallel
 * (four at a time), since PostgREST caps one answer at 1,000 rows.
 */
export async function fetchAppointments(
  idDono: string,
  range: DateRange,
  filters: AgendaFilters,
): Promise<Appointment[]> {
  const queryFilters = agendaQueryFilters(idDono, range, filters);
  const first = await pageQuery(queryFilters, 0, APPOINTMENTS_PAGE_SIZE - 1, true);
  if (first.error) throw new Error(first.error.message);
  const rows = (first.data ?? []).map(asAppointment);
  // The server may cap pages below what was asked: step by what it really sent.
  const step = rows.length;
  const total = first.count ?? null;
  if (step === 0 || (total !== null && rows.length >= total)) return rows;

  const pages: Appointment[][] = [rows];
  if (total !== null) {
    const offsets: number[] = [];
    for (let offset = step; offset < total; offset += step) offsets.push(offset);
    const results = await mapWithConcurrency(offsets, PARALLEL_PAGES, async (offset) => {
      const page = await pageQuery(queryFilters, offset, offset + step - 1, false);
      if (page.error) throw new Error(page.error.message);
      return (page.data ?? []).map(asAppointment);
    });
    for (const result of results) {
      if (result.status === 'rejected') throw result.reason;
      pages.push(result.value);
    }
  } else {
    // No count came back: read on until a short page.
    for (let offset = step; ; offset += step) {
      const page = await pageQuery(queryFilters, offset, offset + step - 1, false);
      if (page.error) throw new Error(page.error.message);
      const data = (page.data ?? []).map(asAppointment);
      pages.push(data);
      if (data.length < step) break;
    }
  }
  // A row written meanwhile can shift a page boundary: keep each id once.
  const seen = new Set<string>();
  const all: Appointment[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        all.push(row);
      }
    }
  }
  return all;
}
