/**
 * What the booking tests share: São Paulo's calendar read from the database, an owner with a saved
 * schedule, rows placed in their agenda, and the booking functions called as the server calls them
 * (supabase-js with the service role, through PostgREST).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { newUser, serviceClient, sql, stack, type TestUser } from 'local-stack/testing';
import { WEEKDAYS, type Weekday } from '../../../shared-domain/src/entities/agentConfig.ts';

export const addDays = (d: string, n: number): string =>
  new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 0 = domingo … 6 = sabado. */
export const weekdayOf = (d: string): number => new Date(`${d}T12:00:00Z`).getUTCDay();

/** The first date at least `minDays` after `from` falling on `day`. */
export function nextWeekday(from: string, day: Weekday, minDays = 2): string {
  let d = addDays(from, minDays);
  while (WEEKDAYS[weekdayOf(d)] !== day) d = addDays(d, 1);
  return d;
}

/** Today's date and the wall-clock minutes since midnight in São Paulo, as the database sees them. */
export async function saoPauloNow(): Promise<{ hoje: string; minutos: number }> {
  const [r] = await sql<{ hoje: string; minutos: number }>(
    `select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as hoje,
            extract(epoch from (now() at time zone 'America/Sao_Paulo')
                                - date_trunc('day', now() at time zone 'America/Sao_Paulo'))::float8 / 60 as minutos`,
  );
  return r;
}

const allDays = (open: boolean) => Object.fromEntries(WEEKDAYS.map((d) => [d, open])) as Record<Weekday, boolean>;

/** A flat schedule open every day 09:00–12:00 in 60-minute slots, no gap, no notice, 30 days. */
export function schedule(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    duracao_atendimento: 60,
    horario_inicio: '09:00',
    horario_fim: '12:00',
    dias_atendimento: allDays(true),
    intervalos: [],
    tempo_entre_atendimentos: 0,
    max_agendamentos_dia: 10,
    periodo_disponivel: 30,
    antecedencia_minima: 0,
    ...over,
  };
}

/** Stores `s` as the owner's schedule, saved (or never saved). */
export async function setSchedule(owner: TestUser, s: Record<string, unknown>, saved = true): Promise<void> {
  await sql(
    `update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = case when $3 then now() end
      where user_id = $1`,
    [owner.id, JSON.stringify(s), saved],
  );
}

/** A new customer with `s` saved as their schedule. */
export async function ownerWith(s: Record<string, unknown>, prefix = 'agenda-livre'): Promise<TestUser> {
  const owner = await newUser({ full_name: 'Dona da Agenda' }, prefix);
  await setSchedule(owner, s);
  return owner;
}

export interface AgendaRow {
  data: string;
  inicio: string;
  fim: string;
  status?: string;
  origem?: string;
}

/** Replaces the owner's agenda with `rows` (superuser SQL: arranging, not proving access). */
export async function setAgenda(owner: TestUser, rows: AgendaRow[]): Promise<void> {
  await sql('delete from public.g_agenda where id_dono = $1', [owner.idDono]);
  for (const r of rows) {
    await sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status)
       values ($1, $2, $3, $4, 'Cliente', '5511987654321', $5)`,
      [owner.idDono, r.data, r.inicio, r.fim, r.status ?? 'agendado'],
    );
  }
}

/** booking_free_slots as the server calls it, each slot as 'YYYY-MM-DD HH:mm-HH:mm'. */
export async function freeSlots(owner: TestUser, de: string, ate: string, busy?: unknown): Promise<string[]> {
  const args: Record<string, unknown> = { p_id_dono: owner.idDono, p_de: de, p_ate: ate };
  if (busy !== undefined) args.p_busy = busy;
  const { data, error } = await serviceClient().rpc('booking_free_slots', args);
  assert.equal(error, null, JSON.stringify(error));
  return (data as { data: string; inicio: string; fim: string }[]).map(
    (s) => `${s.data} ${s.inicio.slice(0, 5)}-${s.fim.slice(0, 5)}`,
  );
}

/** The slots of one day, as 'HH:mm-HH:mm'. */
export async function daySlots(owner: TestUser, day: string, busy?: unknown): Promise<string[]> {
  return (await freeSlots(owner, day, day, busy)).map((s) => s.slice(11));
}

export interface BookArgs {
  data: string;
  inicio: string;
  nome?: string;
  telefone?: string;
  descricao?: string | null;
  origem?: 'painel' | 'assistente' | 'pagina';
  busy?: unknown;
}

/** book_appointment as the server calls it: the row, or PostgREST's error (status and code). */
export async function book(owner: TestUser, a: BookArgs) {
  const args: Record<string, unknown> = {
    p_id_dono: owner.idDono,
    p_data: a.data,
    p_inicio: a.inicio,
    p_nome: a.nome ?? 'Maria Cliente',
    p_telefone: a.telefone ?? '5511987654321',
    p_descricao: a.descricao ?? null,
    p_origem: a.origem ?? 'pagina',
  };
  if (a.busy !== undefined) args.p_busy = a.busy;
  const res = await serviceClient().rpc('book_appointment', args);
  return { status: res.status, row: res.data as Record<string, unknown> | null, error: res.error };
}

export type Claim = { ok: true } | { ok: false; code: string | undefined; message: string };

/**
 * Runs `statement(i)` on `count` connections at once, each in its own transaction. On PostgreSQL the
 * claims really race (each opens its transaction first, then all write together); PGlite has one
 * backend, so they queue.
 */
export async function raceClaims(
  count: number,
  statement: (i: number) => { text: string; values: unknown[] },
): Promise<Claim[]> {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const c = new pg.Client({ connectionString: stack.dbUrl });
      c.on('error', () => {});
      await c.connect();
      return c;
    }),
  );
  try {
    const explicit = stack.dbKind === 'postgres'; // PGlite would hold its one backend for the first BEGIN
    if (explicit) await Promise.all(clients.map((c) => c.query('begin')));
    return await Promise.all(
      clients.map(async (c, i): Promise<Claim> => {
        try {
          await c.query(statement(i));
          if (explicit) await c.query('commit');
          return { ok: true };
        } catch (err) {
          if (explicit) await c.query('rollback');
          const e = err as { code?: string; message: string };
          return { ok: false, code: e.code, message: e.message };
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
