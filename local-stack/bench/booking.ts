import type { RunningStack } from '../src/stack.ts';
import { grantPaidAccess, runAlone } from './stack.ts';

/**
 * The booking engine's figures, part of `npm run bench` (run.ts) and runnable alone
 * (`tsx bench/booking.ts`, LOCAL_DB and BENCH_PORT as for run.ts):
 *  - free slots over 30 days for an owner with 5,000 appointments: booking_free_slots as the service
 *    role inside the database, and GET /functions/v1/booking/{slug}/slots through the gateway (medians);
 *  - 200 concurrent POSTs on 50 distinct free slots (4 per slot): how many were booked, answered 409,
 *    and 5xx. Every request comes from this one socket, so the page's limits (per address, phone and
 *    business) are raised for the bench's functions; the owner pays (the page is a paid feature).
 */

/**
 * A load test is the legitimate case for raising the page's limits (booking/rateLimit.ts): every
 * request comes from this one socket. Called before the stack starts its functions, which take the
 * environment then; values already set win.
 */
export function raiseBookingLimits(): void {
  for (const [name, value] of Object.entries({
    BOOKING_RATE_LIMIT: '100000/10',
    BOOKING_READ_RATE_LIMIT: '100000/10',
    BOOKING_PHONE_DAILY_LIMIT: '100000/1440',
    BOOKING_BUSINESS_HOURLY_LIMIT: '100000/60',
  })) {
    process.env[name] ??= value;
  }
}
raiseBookingLimits();

export const BOOKING_APPOINTMENTS = 5_000;
const SLOT_RUNS = 30;
const LIMIT_RUNS = 200;
const SLOT_DAYS = 30;
const CONTENDED_SLOTS = 50;
const ATTEMPTS_PER_SLOT = 4;

export const bookingTargets = {
  slotsMs: 20,
  booked: CONTENDED_SLOTS,
  taken: CONTENDED_SLOTS * (ATTEMPTS_PER_SLOT - 1),
};

export interface BookingFigures {
  slotsSqlMs: number;
  slotsHttpMs: number;
  slotsPerCall: number;
  booked: number;
  taken: number;
  serverErrors: number;
  /** Any other status, by status. */
  other: Record<string, number>;
  concurrentMs: number;
  /** What the page's limits add to each request: booking_attempt (count and record), SQL median. */
  limitMs: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Every day 08:00–18:00 in 30-minute slots, 20 a day, `days` open for booking. */
export const benchSchedule = (days: number) => ({
  duracao_atendimento: 30,
  horario_inicio: '08:00',
  horario_fim: '18:00',
  dias_atendimento: Object.fromEntries(
    ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [d, true]),
  ),
  intervalos: [],
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 20,
  periodo_disponivel: days,
  antecedencia_minima: 120,
});

export interface BenchOwner {
  userId: string;
  idDono: string;
  slug: string;
  /** The owner's professionals, the titular first. */
  professionals: string[];
}

/**
 * One owner with a saved schedule (every day 08:00–18:00, 30-minute slots: 20 a day per professional)
 * and `appointments` of them, 20 a day per professional from `firstDay` days from today (200 days ago
 * by default), one in five cancelled and one in five a free-slot row, so the days ahead keep 8 free
 * slots a day per professional. `professionals` beyond the owner get the same week.
 */
export async function seedOwner(
  stack: RunningStack,
  { professionals = 1, appointments = BOOKING_APPOINTMENTS, firstDay = -200 } = {},
): Promise<BenchOwner> {
  const { rows } = await stack.admin.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(),
             '{"provider":"email","providers":["email"]}',
             jsonb_build_object('full_name', 'Dona da Agenda', 'business_name', 'Clínica Bench', 'person_type', 'fisica'))
     returning id`,
    [`bench.booking.${Date.now()}.${professionals}@teste.com.br`],
  );
  const userId = rows[0].id;
  await stack.admin.query(
    'update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = now() where user_id = $1',
    [userId, JSON.stringify(benchSchedule(SLOT_DAYS))],
  );
  const profile = await stack.admin.query<{ id_dono: string; booking_slug: string }>(
    'select id_dono, booking_slug from public.profiles where id = $1',
    [userId],
  );
  const { id_dono: idDono, booking_slug: slug } = profile.rows[0];
  await grantPaidAccess(stack, userId); // the page is a paid feature
  await stack.admin.query(
    `insert into public.profissionais (id_dono, nome, agenda, ordem)
     select $1, 'Profissional ' || n, (select agenda from public.profissionais where id_dono = $1 and titular), n
     from generate_series(1, $2::int - 1) n`,
    [idDono, professionals],
  );
  const team = await stack.admin.query<{ id: string }>(
    'select id from public.profissionais where id_dono = $1 order by ordem',
    [idDono],
  );
  await stack.admin.query(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status, id_profissional)
     select $1, (now() at time zone 'America/Sao_Paulo')::date + $3::int + (g / (20 * $4::int)),
            time '08:00' + make_interval(mins => 30 * (g % 20)),
            time '08:30' + make_interval(mins => 30 * (g % 20)),
            'Cliente ' || g, '5511987' || lpad(g::text, 6, '0'),
            (array['agendado','confirmado','reagendado','cancelado','disponivel'])[1 + (g % 5)],
            ($5::uuid[])[1 + (g / 20) % $4::int]
     from generate_series(0, $2::int - 1) g`,
    [idDono, appointments, firstDay, professionals, team.rows.map((r) => r.id)],
  );
  await stack.admin.query('analyze public.g_agenda');
  return { userId, idDono, slug, professionals: team.rows.map((r) => r.id) };
}

/** The median of `runs` calls of `query` as the service role inside the database (3 warm-ups first). */
export async function sqlMedian(stack: RunningStack, runs: number, query: string, values: unknown[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const ms = await stack.admin.transaction(async (tx) => {
      await tx.query('set local role service_role');
      const start = performance.now();
      await tx.query(query, values);
      return performance.now() - start;
    });
    if (i >= 3) times.push(ms);
  }
  return median(times);
}

/** São Paulo's today and today + days − 1, as the page asks for them. */
export async function windowOf(stack: RunningStack, days: number): Promise<{ de: string; ate: string }> {
  const range = await stack.admin.query<{ de: string; ate: string }>(
    `select to_char(d, 'YYYY-MM-DD') as de, to_char(d + $1::int - 1, 'YYYY-MM-DD') as ate
     from (select (now() at time zone 'America/Sao_Paulo')::date as d) t`,
    [days],
  );
  return range.rows[0];
}

/** The median answer time of GET `url` (3 warm-ups first) and the last body. */
export async function httpMedian<T>(url: string, runs: number): Promise<{ ms: number; body: T }> {
  const times: number[] = [];
  let body: T | undefined;
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const res = await fetch(url);
    body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    if (i >= 3) times.push(performance.now() - start);
  }
  return { ms: median(times), body: body! };
}

/** POSTs every body to the page at once: the statuses (599 for no answer) and the total time. */
export async function postAll(
  url: string,
  bodies: Record<string, unknown>[],
): Promise<{ statuses: number[]; ms: number }> {
  const start = performance.now();
  const statuses = await Promise.all(
    bodies.map(async (body) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 599; // no answer at all counts as a server error
      }
    }),
  );
  return { statuses, ms: performance.now() - start };
}

export async function measureBooking(stack: RunningStack): Promise<BookingFigures> {
  const { idDono, slug } = await seedOwner(stack);
  const { de, ate } = await windowOf(stack, SLOT_DAYS);

  // The SQL function as the functions call it: the service role, inside the database.
  const slotsSqlMs = await sqlMedian(
    stack,
    SLOT_RUNS,
    `select count(*) from public.booking_free_slots($1, $2::date, $3::date, '[]'::jsonb)`,
    [idDono, de, ate],
  );

  // The limit check every request makes first, with keys that are never over their limit.
  const limitTimes: number[] = [];
  for (let i = 0; i < LIMIT_RUNS + 3; i++) {
    const ms = await stack.admin.transaction(async (tx) => {
      await tx.query('set local role service_role');
      const start = performance.now();
      await tx.query(`select public.booking_attempt('bench', $1, 10, 10)`, [`10.0.${i >> 8}.${i & 255}`]);
      return performance.now() - start;
    });
    if (i >= 3) limitTimes.push(ms);
  }

  // The public page's request through the gateway and the function.
  const http = await httpMedian<{ slots: Array<{ data: string; inicio: string }> }>(
    `${stack.url}/functions/v1/booking/${slug}/slots?de=${de}&ate=${ate}`,
    SLOT_RUNS,
  );
  const slots = http.body.slots;
  if (slots.length < CONTENDED_SLOTS) throw new Error(`only ${slots.length} free slots to contend for`);

  // 200 attempts at once on 50 slots, each slot asked for by 4 clients.
  const targets = slots.slice(0, CONTENDED_SLOTS);
  const bodies = Array.from({ length: CONTENDED_SLOTS * ATTEMPTS_PER_SLOT }, (_, i) => {
    const slot = targets[i % CONTENDED_SLOTS];
    return { data: slot.data, inicio: slot.inicio, nome: `Cliente Concorrente ${i}`, telefone: '11987654321' };
  });
  const { statuses, ms: concurrentMs } = await postAll(`${stack.url}/functions/v1/booking/${slug}`, bodies);
  const count = (s: number) => statuses.filter((x) => x === s).length;
  return {
    slotsSqlMs,
    slotsHttpMs: http.ms,
    slotsPerCall: slots.length,
    booked: count(201),
    taken: count(409),
    serverErrors: statuses.filter((s) => s >= 500).length,
    other: otherAnswers(statuses),
    concurrentMs,
    limitMs: median(limitTimes),
  };
}

/** Answers that are neither 201, 409 nor 5xx, by status. */
export function otherAnswers(statuses: number[]): Record<string, number> {
  const other: Record<string, number> = {};
  for (const s of statuses) if (s !== 201 && s !== 409 && s < 500) other[s] = (other[s] ?? 0) + 1;
  return other;
}

/** Rows for run.ts's table. */
export function bookingRows(results: Array<{ booking: BookingFigures }>): string[][] {
  const t = bookingTargets;
  return [
    [
      `free slots, ${SLOT_DAYS} days, 5,000 appts: SQL median (ms)`,
      ...results.map((r) => r.booking.slotsSqlMs.toFixed(1)),
      `< ${t.slotsMs}`,
    ],
    [
      `free slots via GET /booking/…/slots, median (ms)`,
      ...results.map((r) => r.booking.slotsHttpMs.toFixed(1)),
      `< ${t.slotsMs}`,
    ],
    [
      `200 concurrent bookings on 50 slots: booked / 409 / 5xx`,
      ...results.map((r) => `${r.booking.booked} / ${r.booking.taken} / ${r.booking.serverErrors}`),
      `${t.booked} / ${t.taken} / 0`,
    ],
    [
      `200 concurrent bookings: other answers / total time (s)`,
      ...results.map(
        (r) => `${JSON.stringify(r.booking.other).replace(/"/g, '')} / ${(r.booking.concurrentMs / 1000).toFixed(1)}`,
      ),
      '{} / —',
    ],
    [
      `the page's limit check (booking_attempt), SQL median (ms)`,
      ...results.map((r) => r.booking.limitMs.toFixed(2)),
      '—',
    ],
  ];
}

await runAlone(import.meta.url, 'booking', measureBooking);
