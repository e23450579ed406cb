import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import type { DbKind } from '../src/config.ts';
import { findPostgresBin } from '../src/db/postgres.ts';
import { startStack, type RunningStack } from '../src/stack.ts';
import { bookingRows, bookingTargets, measureBooking, type BookingFigures } from './booking.ts';
import { measureReminders, reminderRows, reminderTargets, type ReminderFigures } from './reminders.ts';
import { measureTeam, teamRows, teamTargets, type TeamFigures } from './team.ts';
import { benchStackOptions } from './stack.ts';

/**
 * Backend benchmark, printed as figures (no timed assertions):
 *  - cold start of the stack on an empty data folder (init, migrations, seed, PostgREST, gateway)
 *  - get_user_dashboard_stats for one owner with 50,000 appointments among 20 owners
 *  - filtered agenda reads per second through the gateway (PostgREST + RLS), with the error count
 *  - an edge function's answer time: the first request right after the stack has started (cold) and
 *    the median of FUNCTION_RUNS requests after it (warm), for `health` (no client library) and for
 *    `staff-login` (a supabase-js query, answered 401 for an unknown username)
 *  - the booking engine (booking.ts): free slots over 30 days, and 200 concurrent bookings on 50 slots
 *  - a team (team.ts): free times of 10 professionals, and 200 concurrent bookings over 5 professionals
 *  - the reminders (reminders.ts): the minute job at 50,000 appointments, 1,000 reminders dispatched
 * on PostgreSQL 15 and on PGlite (or only LOCAL_DB). The stacks listen on BENCH_PORT (default 27421)
 * for PostgreSQL and 1000 away from it for PGlite (benchStackOptions in stack.ts), so a bench can run beside a test run.
 * `--json` prints the figures as one JSON object on stdout (progress on stderr), for `npm run bench`.
 */
const OWNERS = 20;
const BIG_OWNER_APPOINTMENTS = 50_000;
const OTHER_OWNER_APPOINTMENTS = 2_500;
const RPC_RUNS = 30;
const FUNCTION_RUNS = 200;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const targets = {
  statsMs: 50,
  readsPg: 500,
  readsPglite: 200,
  booking: bookingTargets,
  team: teamTargets,
  reminders: reminderTargets,
};
const JSON_OUTPUT = process.argv.includes('--json');
/** Progress lines: stdout for a person, stderr when stdout carries the JSON. */
const progress = JSON_OUTPUT ? process.stderr : process.stdout;

interface Figures {
  kind: DbKind;
  coldStartS: number;
  restartS: number;
  statsMedianMs: number;
  statsP95Ms: number;
  statsSqlMs: number;
  readsPerSecond: number;
  readErrors: number;
  readNon2xx: number;
  readP50Ms: number;
  functions: Record<string, { coldMs: number; warmMs: number }>;
  booking: BookingFigures;
  team: TeamFigures;
  reminders: ReminderFigures;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
}

/** 20 owners (auth users → profiles by trigger); the first gets 50,000 appointments, the rest 2,500. */
async function seedOwners(stack: RunningStack): Promise<{ userId: string; idDono: string; day: string }> {
  const users: Array<{ id: string; id_dono: string }> = [];
  for (let i = 0; i < OWNERS; i++) {
    const { rows } = await stack.admin.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(),
               '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', $2::text, 'person_type', 'fisica'))
       returning id`,
      [`bench.owner.${i}.${Date.now()}@teste.com.br`, `Dono ${i}`],
    );
    const profile = await stack.admin.query<{ id_dono: string }>('select id_dono from public.profiles where id = $1', [
      rows[0].id,
    ]);
    users.push({ id: rows[0].id, id_dono: profile.rows[0].id_dono });
  }
  const statuses = `(array['agendado','confirmado','reagendado','cancelado','disponivel'])[1 + (g % 5)]`;
  for (const [i, u] of users.entries()) {
    const n = i === 0 ? BIG_OWNER_APPOINTMENTS : OTHER_OWNER_APPOINTMENTS;
    // 18 slots a day (08:00–17:00, 30 min) spread back and forth around today.
    await stack.admin.query(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, local, status)
       select $1, current_date - ($2::int / 36) + (g / 18),
              time '08:00' + make_interval(mins => 30 * (g % 18)),
              time '08:30' + make_interval(mins => 30 * (g % 18)),
              'Cliente ' || g, '5511987' || lpad((g % 100000)::text, 6, '0'), 'Consulta de rotina',
              case when g % 3 = 0 then 'Online' else 'Presencial' end, ${statuses}
       from generate_series(0, $2::int - 1) g`,
      [u.id_dono, n],
    );
    await stack.admin.query(
      `insert into public.g_atendimento (id_dono, status, avaliacao_cliente, duracao_atendimento, data_atendimento, resolvido_primeiro_contato)
       select $1, 'concluido', g % 11, 5 + g % 40, now() - make_interval(days => g % 180), g % 4 <> 0
       from generate_series(0, $2::int / 10) g`,
      [u.id_dono, n],
    );
  }
  await stack.admin.query('analyze');
  const day = await stack.admin.query<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`);
  return { userId: users[0].id, idDono: users[0].id_dono, day: day.rows[0].d };
}

async function tokenFor(stack: RunningStack, userId: string): Promise<string> {
  return new SignJWT({ sub: userId, role: 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(stack.config.jwtSecret));
}

/** One function's first answer right after the stack started, then its median over FUNCTION_RUNS calls. */
async function timeFunction(
  stack: RunningStack,
  name: string,
  init: RequestInit,
): Promise<{ coldMs: number; warmMs: number }> {
  const call = async () => {
    const start = performance.now();
    const res = await fetch(`${stack.url}/functions/v1/${name}`, {
      ...init,
      headers: { apikey: stack.config.anonKey, authorization: `Bearer ${stack.config.anonKey}`, ...init.headers },
    });
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`${name} answered ${res.status}`);
    return performance.now() - start;
  };
  const coldMs = await call();
  const warm: number[] = [];
  for (let i = 0; i < FUNCTION_RUNS; i++) warm.push(await call());
  return { coldMs, warmMs: median(warm) };
}

async function measure(kind: DbKind): Promise<Figures> {
  const opts = await benchStackOptions(kind, '');
  const dataDir = opts.dataDir!;

  let t = performance.now();
  let stack = await startStack(opts);
  const coldStartS = (performance.now() - t) / 1000;
  await stack.stop();
  t = performance.now();
  stack = await startStack(opts);
  const restartS = (performance.now() - t) / 1000;

  try {
    const functions = {
      health: await timeFunction(stack, 'health', { method: 'GET' }),
      'staff-login': await timeFunction(stack, 'staff-login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ninguem', password: 'senha-qualquer' }),
      }),
    };
    progress.write(`  ${kind}: seeding ${OWNERS} owners, ${BIG_OWNER_APPOINTMENTS} appointments for one…\n`);
    const owner = await seedOwners(stack);
    const token = await tokenFor(stack, owner.userId);
    const headers = {
      apikey: stack.config.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };

    // The RPC as the dashboard calls it: one POST through the gateway, RLS and all.
    const rpcTimes: number[] = [];
    for (let i = 0; i < RPC_RUNS + 3; i++) {
      const start = performance.now();
      const res = await fetch(`${stack.url}/rest/v1/rpc/get_user_dashboard_stats`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ user_id_param: owner.userId }),
      });
      const body = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`stats RPC failed: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 3) rpcTimes.push(performance.now() - start); // first calls warm caches
    }
    // The same function timed inside the database (no HTTP), as the authenticated user.
    const sqlTimes: number[] = [];
    const claims = JSON.stringify({ sub: owner.userId, role: 'authenticated' });
    for (let i = 0; i < 10; i++) {
      const r = await stack.admin.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        await tx.query('set local role authenticated');
        const start = performance.now();
        await tx.query('select public.get_user_dashboard_stats($1)', [owner.userId]);
        return performance.now() - start;
      });
      sqlTimes.push(r);
    }

    const load = await autocannon({
      url: `${stack.url}/rest/v1/g_agenda?select=*&id_dono=eq.${owner.idDono}&data=eq.${owner.day}&order=data.asc,inicio.asc`,
      headers,
      connections: kind === 'postgres' ? 16 : 8,
      duration: LOAD_SECONDS,
    });
    progress.write(`  ${kind}: booking engine (free slots, concurrent bookings)…\n`);
    const booking = await measureBooking(stack);
    progress.write(`  ${kind}: a team (free times of 10 professionals, concurrent bookings over 5)…\n`);
    const team = await measureTeam(stack);
    progress.write(`  ${kind}: reminders (the minute job, 1,000 dispatched)…\n`);
    const reminders = await measureReminders(stack);
    return {
      kind,
      coldStartS,
      restartS,
      statsMedianMs: median(rpcTimes),
      statsP95Ms: p95(rpcTimes),
      statsSqlMs: median(sqlTimes),
      readsPerSecond: load.requests.average,
      readErrors: load.errors + load.timeouts,
      readNon2xx: load.non2xx,
      readP50Ms: load.latency.p50,
      functions,
      booking,
      team,
      reminders,
    };
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.LOCAL_DB as DbKind | undefined;
const kinds: DbKind[] = only ? [only] : findPostgresBin() ? ['postgres', 'pglite'] : ['pglite'];
progress.write(`Backend benchmark (${os.cpus().length} cores, Node ${process.version})\n`);
const results: Figures[] = [];
for (const kind of kinds) results.push(await measure(kind));
if (JSON_OUTPUT) {
  const setup = { owners: OWNERS, bigOwnerAppointments: BIG_OWNER_APPOINTMENTS, loadSeconds: LOAD_SECONDS };
  console.log(JSON.stringify({ cores: os.cpus().length, node: process.version, setup, targets, results }));
} else {
  printTable(results);
}

function printTable(results: Figures[]): void {
  const rows = [
    ['figure', ...results.map((r) => r.kind), 'target'],
    ['cold start, empty data folder (s)', ...results.map((r) => r.coldStartS.toFixed(1)), '—'],
    ['restart with data (s)', ...results.map((r) => r.restartS.toFixed(1)), '—'],
    ['stats RPC via gateway, median (ms)', ...results.map((r) => r.statsMedianMs.toFixed(1)), `< ${targets.statsMs}`],
    ['stats RPC via gateway, p95 (ms)', ...results.map((r) => r.statsP95Ms.toFixed(1)), '—'],
    ['stats function in SQL, median (ms)', ...results.map((r) => r.statsSqlMs.toFixed(1)), `< ${targets.statsMs}`],
    [
      'agenda reads per second',
      ...results.map((r) => r.readsPerSecond.toFixed(0)),
      `> ${targets.readsPg} PG / ${targets.readsPglite} PGlite`,
    ],
    ['agenda read latency p50 (ms)', ...results.map((r) => String(r.readP50Ms)), '—'],
    ['read errors + non-2xx', ...results.map((r) => String(r.readErrors + r.readNon2xx)), '0'],
    ...Object.keys(results[0]?.functions ?? {}).flatMap((name) => [
      [
        `function ${name}: first answer after start (ms)`,
        ...results.map((r) => r.functions[name].coldMs.toFixed(1)),
        '—',
      ],
      [`function ${name}: warm answer, median (ms)`, ...results.map((r) => r.functions[name].warmMs.toFixed(1)), '—'],
    ]),
    ...bookingRows(results),
    ...teamRows(results),
    ...reminderRows(results),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((cell, c) => (cell ?? '').padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
