/**
 * What the dashboard stats tests (stats-*.test.ts) share: São Paulo's calendar read from the database
 * exactly as the migration computes it (now() at time zone 'America/Sao_Paulo'), get_user_dashboard_stats
 * called with that clock read just before and just after, the demo clinic's ids, occupancy restated
 * from the schedule, the booking engine's own free slots, and the wait away from midnight.
 */
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, sql } from 'local-stack/testing';

export const DEMO_ID = '11111111-1111-4111-8111-111111111111';
export const DEMO_DONO = 'USR-DEMO0001';
const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

// ---- São Paulo calendar ------------------------------------------------------------------------

export interface Clock {
  today: string; // YYYY-MM-DD
  now: string; // HH:MM:SS.ffffff
}

export async function clock(): Promise<Clock> {
  const [c] = await sql<Clock>(
    `select to_char(l, 'YYYY-MM-DD') as today, to_char(l, 'HH24:MI:SS.US') as now
     from (select now() at time zone 'America/Sao_Paulo' as l) x`,
  );
  return c;
}

const DAY = 86_400_000;
export const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** First day of the month `delta` months from d's month. */
export const monthStart = (d: string, delta = 0) => {
  const [y, m] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 10);
};
export const isoDow = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
export const hhmm = (t: string) => t.slice(0, 5);
/** A 'HH:MM:SS' time as Clock.now writes it (microseconds), so the two compare as times do. */
export const withMicros = (t: string) => `${t.slice(0, 8)}.000000`;

/** tendenciaAtendimentos' shape for the six months ending with today's, given their totals. */
export function trend(today: string, totals: number[]): { mes: string; ano: number; total: number }[] {
  return totals.map((total, i) => {
    const m = monthStart(today, i - 5);
    return { mes: MESES[Number(m.slice(5, 7)) - 1], ano: Number(m.slice(0, 4)), total };
  });
}

/** PostgreSQL's round(num / den, 1) for num, den >= 0 (half away from zero), exactly. */
export const tenths = (num: number, den: number) => Math.floor((2 * num * 10 + den) / (2 * den)) / 10;

/** Calls the RPC as `c` for user `id`, with the São Paulo clock read just before and just after. */
export async function stats(c: SupabaseClient, id: string) {
  const before = await clock();
  const { data, error, status } = await c.rpc('get_user_dashboard_stats', { user_id_param: id });
  const after = await clock();
  assert.equal(error, null);
  assert.equal(status, 200);
  return { data: data as Record<string, unknown>, before, after };
}
export const pad = (n: number) => String(n).padStart(2, '0');

/** The schedule's slots of a weekday (0 = domingo) as [start, end) minutes: booking_day_slots' rules for a flat schedule. */
function flatSlots(s: Record<string, unknown>, dow: number): [number, number][] {
  const day = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'][dow];
  if (!(s.dias_atendimento as Record<string, boolean>)[day]) return [];
  const m = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
  const dur = s.duracao_atendimento as number;
  const step = dur + ((s.tempo_entre_atendimentos as number) ?? 0);
  const out: [number, number][] = [];
  for (let t = m(s.horario_inicio as string); t + dur <= m(s.horario_fim as string); t += step) out.push([t, t + dur]);
  return out;
}

interface Active {
  data: string;
  inicio: number;
  fim: number;
}
/**
 * Occupancy of the month of `first` (YYYY-MM-01), as the migration documents it: booked minutes of
 * the active appointments ÷ (booked + free minutes), free = every day's schedule slots that overlap
 * no active appointment, on days below max_agendamentos_dia. [booked, free].
 */
export function monthTime(s: Record<string, unknown>, active: Active[], first: string): [number, number] {
  const month = first.slice(0, 7);
  const mine = active.filter((a) => a.data.startsWith(month));
  const booked = mine.reduce((sum, a) => sum + (a.fim - a.inicio), 0);
  let free = 0;
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) {
    const today = mine.filter((a) => a.data === d);
    if (today.length >= (s.max_agendamentos_dia as number)) continue;
    for (const [ini, fim] of flatSlots(s, new Date(`${d}T12:00:00Z`).getUTCDay())) {
      if (!today.some((a) => a.inicio < fim && a.fim > ini)) free += fim - ini;
    }
  }
  return [booked, free];
}
export const occupancy = ([booked, free]: [number, number]) =>
  booked + free === 0 ? 0 : Math.round((booked * 1000) / (booked + free)) / 10;

export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)) + Number(t.slice(6, 8)) / 60;

/** The owner's free slots of one day from booking_free_slots, as the server calls it ('HH:MM'). */
export async function engineSlots(idDono: string, day: string): Promise<string[]> {
  const { data, error } = await serviceClient().rpc('booking_free_slots', { p_id_dono: idDono, p_de: day, p_ate: day });
  assert.equal(error, null);
  return (data as { inicio: string }[]).map((s) => hhmm(s.inicio));
}

/**
 * The dataset below puts today's past rows in the first minutes after 00:00 (a minute each: two
 * active appointments of one owner never overlap) and today's future ones at 23:58/23:59, so no
 * figure depends on the hour — as long as the test does not run in the first or last minutes of
 * the day. Close to midnight it waits for 00:10 of the new day instead.
 */
export async function awayFromMidnight(): Promise<Clock> {
  const c = await clock();
  if (c.now >= '00:10:00' && c.now < '23:56:00') return c;
  const [h, m, s] = c.now.split(':').map(Number);
  const passed = h * 3600 + m * 60 + s;
  const wait = c.now < '00:10:00' ? 600 - passed : 24 * 3600 - passed + 600;
  await new Promise((r) => setTimeout(r, (wait + 5) * 1000));
  return clock();
}
