/**
 * npm run bench:scale — the platform at scale: many owners on one database (PostgreSQL 15 only;
 * PGlite cannot hold this). Printed as figures beside their targets (no timed assertions: the
 * machine's load varies; the load average is in the header).
 *
 * The data set, generated in SQL (set-based `insert … select generate_series`, every trigger on):
 * 1,000 owners (auth.users → profiles by the sign-up trigger) of Zipf-like sizes — a few clinics with
 * up to 12 professionals, many one-person salons —, 5,000,000 appointments over two years (730 days
 * back, 60 ahead; realistic statuses), 50,000 conversations with 1,000,000 messages, 200,000
 * attendances, saved schedules, 90% of the owners paying (GRANT_PAID_ACCESS_SQL), 100 booking-page
 * attempts per owner. SCALE_OWNERS=100 builds the same distribution with a tenth of everything; by
 * default both sizes run, one after the other, each on a fresh stack in a temporary data folder.
 *
 * Measured at each size:
 *  - each minute job alone and run_minute_jobs() whole, with the same due work at both sizes (DUE),
 *    each run inside a transaction rolled back afterwards (p50 / p95); EXPLAIN (ANALYZE, BUFFERS) of
 *    every statement the jobs run (auto_explain, nested statements) written to
 *    supabase/tests/bench/out/scale-<owners>-plans.txt, with the main scans' rows in the table;
 *  - free times over 30 days for the largest owner (SQL and the public page), the home's stats for
 *    the largest owner (SQL as the owner and through the gateway), the inbox list for the largest
 *    owner through PostgREST; 50 bookings at once for 50 different businesses through the booking
 *    function (ROUNDS times: p50 / p95, 5xx); the reminders dispatcher sending 10,000 due reminders
 *    (100 owners × 100) through the gateway sandbox: per second, and duplicates at the sandbox.
 * `--json` prints one JSON object; BENCH_RUNS sets the runs (15); BENCH_KEEP=1 keeps each stack after
 * measuring, until Ctrl+C; BENCH_PORT as the other benches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack, type RunningStack } from 'local-stack';
import { benchSchedule, raiseBookingLimits } from '../../../local-stack/bench/booking.ts';
import { dispatchUntilDone } from '../../../local-stack/bench/reminders.ts';
import { benchStackOptions } from '../../../local-stack/bench/stack.ts';
import { EVOLUTION_SANDBOX_PATH } from '../../../local-stack/src/config.ts';
import { GRANT_PAID_ACCESS_SQL } from '../../../local-stack/test/support/paidAccess.ts';
import { findPostgresBin } from '../../../local-stack/src/db/postgres.ts';

// Every request comes from this one socket: the booking page's limits are raised, as for the booking bench.
raiseBookingLimits();

/** Everything at 1,000 owners; a smaller run scales every total by owners / 1,000. */
const FULL = { owners: 1000, appointments: 5_000_000, conversations: 50_000, messagesPerConversation: 20 };
const ATTENDANCES_PER_CONVERSATION = 4; // 200,000 at 1,000 owners
const ATTEMPTS_PER_OWNER = 100;
const PAST_DAYS = 730;
const AHEAD_DAYS = 60;
/** The due work every minute-job run finds, the same at every size. */
const DUE = { reminders: 200, subscriptions: 50, attendances: 200, paused: 50, attempts: 1000 };
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 2;
const BOOKING_OWNERS = 50;
const BOOKING_ROUNDS = 4;
const DISPATCH_OWNERS = 100;
const DISPATCH_PER_OWNER = 100;
/** Appointments written by one statement (a batch of owners): the build's progress and memory. */
const APPOINTMENT_BATCH = 250_000;
const targets = { jobMs: 500, slotsMs: 20, statsMs: 50, inboxMs: 100, duplicates: 0 };

const JSON_OUTPUT = process.argv.includes('--json');
const progress = JSON_OUTPUT ? process.stderr : process.stdout;
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

const SCHEDULE = benchSchedule(AHEAD_DAYS);

interface Timing {
  p50: number;
  p95: number;
  n: number;
}
interface JobFigures extends Timing {
  /** What the job returned (its count of due work done) in the last run. */
  done: unknown;
  /** The main statements' scans: "<node> rows=<actual rows × loops>". */
  scans: string[];
}
interface Figures {
  owners: number;
  rows: Record<string, number>;
  buildS: number;
  firstRun: { ms: number; done: unknown };
  jobs: Record<string, JobFigures>;
  plansFile: string;
  slotsSql: Timing;
  slotsHttp: Timing;
  statsSql: Timing;
  statsHttp: Timing;
  inbox: Timing;
  booking: Timing & { booked: number; serverErrors: number; other: Record<string, number> };
  dispatch: { due: number; sent: number; seconds: number; perSecond: number; duplicates: number };
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))];
};
const summary = (times: number[]): Timing => ({ p50: pct(times, 0.5), p95: pct(times, 0.95), n: times.length });
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The largest owner, signed up through the auth server (so their token is a real session's). */
async function signUp(stack: RunningStack, stamp: number): Promise<{ id: string; token: string }> {
  const res = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.escala.1.${stamp}@exemplo.com.br`,
      password: 'senhaforte1',
      data: { full_name: 'Dona 1', business_name: 'Clínica 1', person_type: 'fisica' },
    }),
  });
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  if (!res.ok) throw new Error(`signup: ${res.status} ${JSON.stringify(session)}`);
  return { id: session.user.id, token: session.access_token };
}

/** `n` owners in one statement (profiles, schedules' rows, reminder settings by the sign-up trigger). */
async function ownersInSql(stack: RunningStack, tag: string, from: number, to: number, stamp: number) {
  await stack.admin.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'bench.' || $1 || '.' || k || '.' || $4 || '@exemplo.com.br',
            '', now(), '{"provider":"email","providers":["email"]}',
            jsonb_build_object('full_name', 'Dona ' || k, 'person_type', 'fisica',
                               'business_name', case when k <= 15 then 'Clínica ' else 'Salão ' end || k)
     from generate_series($2::int, $3::int) k`,
    [tag, from, to, stamp],
  );
}

/** The owners paying: GRANT_PAID_ACCESS_SQL for each (one small statement per owner). */
async function grantPaid(stack: RunningStack, userIds: string[]) {
  for (const id of userIds) await stack.admin.query(GRANT_PAID_ACCESS_SQL, [id]);
}

/**
 * The data set for `owners` owners. bench.owners holds each owner's rank k (1 = largest), size and
 * shares: professionals = max(1, round(12·k^-0.7)) (k = 1: 12, k = 10: 2, from k = 21 on: 1), demand
 * weight = professionals × 0.6–1.4 (golden-ratio spread), appointments and conversations by weight.
 */
async function build(stack: RunningStack, owners: number, stamp: number) {
  const f = owners / FULL.owners;
  const totalAppointments = Math.round(FULL.appointments * f);
  const totalConversations = Math.round(FULL.conversations * f);
  const say = (s: string) => progress.write(`  ${owners} owners: ${s} (load ${loadAverage()})\n`);

  say('owners');
  const big = await signUp(stack, stamp);
  await ownersInSql(stack, 'escala', 2, owners, stamp);
  await stack.admin.query(`create schema bench`);
  await stack.admin.query(
    `create table bench.owners as
     select k, user_id, id_dono, slug, profs, weight,
            round($1::numeric * weight / sum(weight) over ())::int as appts,
            greatest(1, round($2::numeric * weight / sum(weight) over ()))::int as convs,
            null::uuid[] as pros
     from (select split_part(u.email, '.', 3)::int as k, u.id as user_id, p.id_dono, p.booking_slug as slug,
                  greatest(1, round(12 * power(split_part(u.email, '.', 3)::int, -0.7)))::int as profs
           from auth.users u join public.profiles p on p.id = u.id
           where u.email like 'bench.escala.%.' || $3 || '@exemplo.com.br') o
     cross join lateral (select o.profs * (0.6 + 0.8 * ((o.k * 0.6180339887) - floor(o.k * 0.6180339887))) as weight) w`,
    [totalAppointments, totalConversations, String(stamp)],
  );
  await stack.admin.query('alter table bench.owners add primary key (k)');

  say('schedules, professionals, subscriptions');
  await stack.admin.query(
    `update public.agent_configs a set schedule = a.schedule || $1::jsonb, schedule_saved_at = now()
     from bench.owners o where a.user_id = o.user_id`,
    [JSON.stringify(SCHEDULE)],
  );
  await stack.admin.query(
    `insert into public.profissionais (id_dono, nome, agenda, ordem)
     select o.id_dono, 'Profissional ' || n, t.agenda, n
     from bench.owners o
     join public.profissionais t on t.id_dono = o.id_dono and t.titular
     cross join lateral generate_series(1, o.profs - 1) n`,
  );
  await stack.admin.query(
    `update bench.owners o set pros = (select array_agg(p.id order by p.ordem, p.titular desc)
                                      from public.profissionais p where p.id_dono = o.id_dono)`,
  );
  // 90% pay (every tenth does not, the largest always does); 3% of those cancelled within their period.
  const payers = await stack.admin.query<{ user_id: string }>(
    'select user_id from bench.owners where k % 10 <> 0 or k = 1 order by k',
  );
  await grantPaid(
    stack,
    payers.rows.map((r) => r.user_id),
  );
  await stack.admin.query(
    `update public.subscriptions s set status = 'canceled', canceled_at = now(),
            current_period_end = (now() at time zone 'America/Sao_Paulo')::date + 15
     from bench.owners o where s.user_id = o.user_id and o.k % 33 = 7`,
  );

  // Appointments, per professional i-th from 730 days ago to 60 ahead (≤ 20 a day, 30-minute slots,
  // so no professional is booked twice at once), statuses as they age: the past mostly confirmed,
  // the future mostly booked, some cancelled, moved, or free-slot rows. One in five has an e-mail.
  const sizes = await stack.admin.query<{ k: number; appts: number }>('select k, appts from bench.owners order by k');
  const batches: Array<[number, number]> = [];
  let sum = 0;
  let first = 1;
  for (const { k, appts } of sizes.rows) {
    sum += appts;
    if (sum >= APPOINTMENT_BATCH || k === sizes.rows[sizes.rows.length - 1].k) {
      batches.push([first, k]);
      first = k + 1;
      sum = 0;
    }
  }
  for (const [i, [from, to]] of batches.entries()) {
    say(`appointments, batch ${i + 1}/${batches.length} (owners ${from}–${to})`);
    await stack.admin.query(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, email_cliente, desc_agendamento,
                                    local, status, id_profissional, origem)
       select o.id_dono, d.dia, time '08:00' + make_interval(mins => 30 * (x.i % 20)),
              time '08:30' + make_interval(mins => 30 * (x.i % 20)),
              (array['Ana','Bruno','Camila','Diego','Eduarda','Felipe','Gabriela','Heitor','Isabela','João'])[1 + g % 10]
                || ' ' || (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Costa','Almeida'])[1 + (g / 10) % 8],
              '55' || (array['11','21','31','41','51','61','71','81'])[1 + g % 8] || '9'
                || lpad(((o.k::bigint * 100003 + g::bigint * 7919) % 100000000)::text, 8, '0'),
              case when g % 5 = 0 then 'cliente' || g || '@exemplo.com.br' end,
              'Atendimento', case when g % 7 = 0 then 'Online' else 'Presencial' end,
              case when d.dia < (now() at time zone 'America/Sao_Paulo')::date
                   then case when h < 55 then 'confirmado' when h < 70 then 'agendado' when h < 78 then 'reagendado'
                             when h < 92 then 'cancelado' else 'disponivel' end
                   else case when h < 60 then 'agendado' when h < 80 then 'confirmado' when h < 85 then 'reagendado'
                             when h < 95 then 'cancelado' else 'disponivel' end end,
              o.pros[1 + g % o.profs],
              (array['painel','assistente','pagina'])[1 + g % 3]
       from bench.owners o
       cross join lateral generate_series(0, o.appts - 1) g
       cross join lateral (select g / o.profs as i, ceil(o.appts::numeric / o.profs) as m, (g * 37 + o.k) % 100 as h) x
       cross join lateral (select (now() at time zone 'America/Sao_Paulo')::date - ${PAST_DAYS}
                                  + floor(x.i * ${PAST_DAYS + AHEAD_DAYS}::numeric / x.m)::int as dia) d
       where o.k between $1 and $2`,
      [from, to],
    );
  }

  // Conversations and messages as the conversations bench makes them (its per-message preview
  // trigger off while loading, the previews then set as it would have left them; every other
  // trigger, the home's message total among them, runs). 2% waiting for the owner with an attendance
  // open (kept fresh before the minute jobs are measured), 10% with the assistant, the rest closed.
  say(`conversations, attendances and messages`);
  await stack.admin.transaction(async (tx) => {
    await tx.query('alter table public.chat_messages disable trigger chat_messages_touch');
    await tx.query(
      `insert into public.conversas (id, user_id, id_dono, telefone, chat, nome, estado, motivo_transferencia, created_at)
       select gen_random_uuid(), o.user_id, o.id_dono, t.tel, t.tel,
              (array['Ana','Bruno','Camila','Diego','Eduarda','Felipe','Gabriela','Heitor','Isabela','João'])[1 + g % 10]
                || ' ' || (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Costa','Almeida'])[1 + (g / 10) % 8],
              case when g % 50 = 1 then 'aguardando' when g % 10 = 3 then 'assistente' else 'concluida' end,
              case when g % 50 = 1 then 'Cliente pediu para falar com uma pessoa' end,
              now() - interval '${PAST_DAYS} days'
       from bench.owners o
       cross join lateral generate_series(0, o.convs - 1) g
       cross join lateral (select '55' || (array['11','21','31','41','51','61','71','81'])[1 + g % 8] || '9'
                                  || lpad(((g::bigint * 7919 + o.k) % 100000000)::text, 8, '0') as tel) t`,
    );
    // Attendances: 4 per conversation, concluded, over the two years; each message belongs to one.
    await tx.query(
      `insert into public.g_atendimento (id_dono, conversa_id, status, avaliacao_cliente, duracao_atendimento,
                                       data_atendimento, ultima_mensagem_em, encerrado_em, encerrado_por,
                                       resolvido_primeiro_contato, assumido)
     select c.id_dono, c.id, 'concluido', case when g % 6 = 0 then null else (c.n + g) % 11 end, 5 + g % 40,
            t.at, t.at + make_interval(mins => 5 + g % 40), t.at + make_interval(mins => 35 + g % 40),
            case when g % 9 = 0 then 'dono' else 'inatividade' end, g % 4 <> 0, g % 4 = 0
     from (select id, id_dono, (row_number() over (order by id))::int as n
           from public.conversas where id_dono in (select id_dono from bench.owners)) c
     cross join generate_series(0, ${ATTENDANCES_PER_CONVERSATION - 1}) g
     cross join lateral (select now() - make_interval(mins => 60 + ((c.n * 4 + g) * 37) % (${PAST_DAYS} * 1440)) as at) t`,
    );
    await tx.query(
      `insert into public.chat_messages
         (user_id, id_dono, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body,
          status, created_at)
       select c.user_id, c.id_dono, c.id, c.atts[1 + m * array_length(c.atts, 1) / ${FULL.messagesPerConversation}],
              c.user_id::text, 'BENCH' || c.n || '-' || m, c.telefone, c.telefone,
              case when m % 2 = 0 then 'in' else 'out' end,
              case when m % 2 = 0 then 'cliente' when m % 7 = 5 then 'voce' else 'assistente' end,
              case when m % 2 = 0 then 'Olá, gostaria de marcar um horário para a próxima semana, por favor.'
                   else 'Claro! Tenho horários na terça às 10:00 e na quarta às 14:30. Qual prefere?' end,
              'enviada',
              now() - make_interval(mins => (${FULL.messagesPerConversation} - 1 - m) * 3
                                            + case when c.estado = 'concluida' then 60 + (c.n * 26) % (${PAST_DAYS} * 1440)
                                                   else c.n % 20 end)
       from (select x.id, x.user_id, x.id_dono, x.telefone, x.estado, (row_number() over (order by x.id))::int as n,
                    (select array_agg(a.id order by a.data_atendimento) from public.g_atendimento a
                     where a.conversa_id = x.id) as atts
             from public.conversas x where x.id_dono in (select id_dono from bench.owners)) c
       cross join generate_series(0, ${FULL.messagesPerConversation - 1}) m`,
    );
    await tx.query(
      `update public.conversas c set ultima_mensagem = l.body, ultima_mensagem_em = l.created_at
       from (select distinct on (m.conversa_id) m.conversa_id, m.body, m.created_at
             from public.chat_messages m where m.id_dono in (select id_dono from bench.owners)
             order by m.conversa_id, m.created_at desc) l
       where c.id = l.conversa_id`,
    );
    await tx.query('alter table public.chat_messages enable trigger chat_messages_touch');
  });

  // The waiting conversations' open attendances.
  await stack.admin.query(
    `with opened as (
       insert into public.g_atendimento (id_dono, conversa_id, status, data_atendimento, ultima_mensagem_em, assumido)
       select c.id_dono, c.id, 'em_andamento', now() - interval '10 minutes', now() - interval '5 minutes', true
       from public.conversas c join bench.owners o on o.id_dono = c.id_dono
       where c.estado = 'aguardando' and c.atendimento_id is null
       returning id, conversa_id)
     update public.conversas c set atendimento_id = o.id, pausado_em = now() - interval '5 minutes'
     from opened o where c.id = o.conversa_id`,
  );

  say('booking-page attempts');
  await stack.admin.query(
    `insert into public.booking_requests (scope, client_key, created_at, expires_at)
     select 'endereco', '10.' || (o.k % 250) || '.' || (g % 250) || '.' || o.k % 7, now(), now() + interval '1 day'
     from bench.owners o cross join generate_series(1, ${ATTEMPTS_PER_OWNER}) g`,
  );
  say('vacuum analyze');
  await stack.admin.query('vacuum analyze');
  const { rows } = await stack.admin.query<Record<string, number>>(
    `select (select count(*) from bench.owners)::int as owners,
            (select sum(profs) from bench.owners)::int as professionals,
            (select count(*) from public.g_agenda)::int as appointments,
            (select count(*) from public.g_agenda_historico)::int as history,
            (select count(*) from public.conversas)::int as conversations,
            (select count(*) from public.chat_messages)::int as messages,
            (select count(*) from public.g_atendimento)::int as attendances,
            (select count(*) from public.subscriptions)::int as subscriptions,
            (select count(*) from public.notifications)::int as notifications,
            (select max(appts) from bench.owners)::int as largest_owner_appointments,
            (select min(appts) from bench.owners)::int as smallest_owner_appointments`,
  );
  const { rows: bigRow } = await stack.admin.query<{ id_dono: string; slug: string }>(
    'select id_dono, slug from bench.owners where k = 1',
  );
  return { big: { ...big, ...bigRow[0] }, rows: rows[0] };
}

// ----------------------------------------------------------------------------------------------
// The minute jobs
// ----------------------------------------------------------------------------------------------

/** Due work for each job, made inside the measuring transaction (rolled back after each run). */
const SETUP: Record<string, string[]> = {
  // Reminders of the window deleted and their appointments' times come (reminder_due): the job must
  // queue them again, as if they had just come due.
  reminders: [
    `with gone as (
       delete from public.notifications where id in (
         select id from public.notifications
         where template in ('lembrete_24h', 'lembrete_1h') and status = 'scheduled'
           -- still ahead when measured (the build's own reminders are not dispatched: some start meanwhile)
           and for_start > now() + interval '10 minutes'
         order by id limit ${DUE.reminders})
       returning agendamento_id)
     insert into public.reminder_due (agendamento_id, id_dono, due_at)
     select distinct g.id, g.id_dono, now() - interval '30 seconds' from gone join public.g_agenda g on g.id = gone.agendamento_id
     on conflict (agendamento_id) do update set due_at = excluded.due_at`,
  ],
  // Paying subscriptions cancelled with their period ended yesterday: the job expires them.
  subscriptions: [
    `update public.subscriptions set status = 'canceled', canceled_at = now(),
            current_period_end = (now() at time zone 'America/Sao_Paulo')::date - 1
     where id in (select id from public.subscriptions where status = 'active' order by id limit ${DUE.subscriptions})`,
  ],
  // Closed conversations re-opened with the assistant 45 minutes ago (idle: the job closes them), and
  // others paused by the owner with no attendance, silent as long (the job gives them back).
  attendances: [
    `with pick as (
       select c.id as conversa_id,
              (select a.id from public.g_atendimento a where a.conversa_id = c.id
               order by a.data_atendimento desc limit 1) as id
       from public.conversas c where c.estado = 'concluida' order by c.id limit ${DUE.attendances}),
     reopened as (
       update public.g_atendimento a set status = 'em_andamento', encerrado_em = null, encerrado_por = null,
              ultima_mensagem_em = now() - interval '45 minutes'
       from pick where a.id = pick.id returning a.id, a.conversa_id)
     update public.conversas c set estado = 'assistente', atendimento_id = r.id
     from reopened r where c.id = r.conversa_id`,
    `update public.conversas set estado = 'voce', ultima_mensagem_em = now() - interval '45 minutes'
     where id in (select id from public.conversas where estado = 'concluida' and atendimento_id is null
                  order by id desc limit ${DUE.paused})`,
  ],
  // Attempts whose window ended: the job purges them.
  booking_attempts: [
    `insert into public.booking_requests (scope, client_key, created_at, expires_at)
     select 'endereco', '10.9.' || (g / 250) || '.' || (g % 250), now() - interval '20 minutes', now() - interval '10 minutes'
     from generate_series(1, ${DUE.attempts}) g`,
  ],
};
const CALL: Record<string, string> = {
  reminders: 'select public.enqueue_due_reminders() as done',
  subscriptions: 'select public.apply_subscription_deadlines() as done',
  attendances: 'select public.close_idle_attendances() as done',
  booking_attempts: 'select public.purge_booking_attempts() as done',
  run_minute_jobs: 'select public.run_minute_jobs() as done',
};
/** The statements whose scans are the key line of each job (a prefix of their text). */
const MAIN: Record<string, RegExp> = {
  reminders: /from public\.reminder_due\s+where due_at <= now\(\)|with due as materialized/,
  subscriptions: /select id from public\.subscriptions/,
  attendances:
    /select a\.id from public\.g_atendimento a|update public\.conversas\s+set estado = 'concluida', pausado_em/,
  booking_attempts: /delete from public\.booking_requests/,
};
const jobSetup = (job: string) => (job === 'run_minute_jobs' ? Object.values(SETUP).flat() : SETUP[job]);

/** One run of `job` inside a transaction rolled back afterwards: its time and what it returned. */
async function runJob(client: pg.Client, job: string): Promise<{ ms: number; done: unknown }> {
  await client.query('begin');
  try {
    for (const sql of jobSetup(job)) await client.query(sql);
    const start = performance.now();
    const { rows } = await client.query<{ done: unknown }>(CALL[job]);
    return { ms: performance.now() - start, done: rows[0].done };
  } finally {
    await client.query('rollback');
  }
}

/**
 * The plans of every statement `job` runs (auto_explain with nested statements, as notices), the
 * first two of each distinct statement; the main statements' scan lines.
 */
async function explainJob(client: pg.Client, job: string): Promise<{ text: string; scans: string[] }> {
  const notices: string[] = [];
  const listen = (n: { message?: string }) => notices.push(n.message ?? '');
  client.on('notice', listen);
  await client.query('begin');
  try {
    for (const sql of jobSetup(job)) await client.query(sql);
    await client.query(`load 'auto_explain'`);
    for (const [k, v] of Object.entries({
      log_min_duration: '0',
      log_analyze: 'on',
      log_buffers: 'on',
      log_timing: 'on',
      log_nested_statements: 'on',
      log_level: 'notice',
    }))
      await client.query(`set local auto_explain.${k} = '${v}'`);
    await client.query(CALL[job]);
  } finally {
    await client.query('rollback');
    client.off('notice', listen);
  }
  // Per distinct statement: how often it ran and its total time; the first two plans of each are kept.
  const seen = new Map<string, { calls: number; ms: number; plan: string }>();
  const kept = notices.filter((n) => {
    const query = /Query Text: ([\s\S]*?)\n\s*(?:[A-Z][a-zA-Z ]+ |->)/.exec(n)?.[1] ?? n.slice(0, 200);
    const entry = seen.get(query) ?? { calls: 0, ms: 0, plan: n };
    entry.calls += 1;
    entry.ms += Number(/duration: ([\d.]+) ms/.exec(n)?.[1] ?? 0);
    seen.set(query, entry);
    return entry.calls <= 2;
  });
  const scansOf = (plan: string) =>
    plan.split('\n').flatMap((line) => {
      const m =
        /((?:Seq|Index Only|Index|Bitmap Heap|Bitmap Index) Scan(?: using \S+)?(?: on \S+)?).*actual time=\S+ rows=(\d+) loops=(\d+)/.exec(
          line,
        );
      return m ? [`${m[1]} rows=${Number(m[2]) * Number(m[3])}`] : [];
    });
  const main = MAIN[job];
  const scans = main ? kept.filter((x) => main.test(x)).flatMap(scansOf) : [];
  // The nested statement that took the most time in all (a job's per-row work), with its scans.
  const [hotQuery, hot] = [...seen.entries()]
    // Statements that read or write a table (not a function call's wrapper), other than the main ones.
    .filter(([q]) => /\b(from|update|insert|delete)\b/i.test(q) && !(main && main.test(q)))
    .sort((a, b) => b[1].ms - a[1].ms)[0] ?? ['', { calls: 0, ms: 0, plan: '' }];
  if (hot.calls) {
    const text = hotQuery.replace(/\s+/g, ' ').trim().slice(0, 70);
    scans.push(`hottest nested: "${text}…" ×${hot.calls} ${hot.ms.toFixed(0)} ms: ${scansOf(hot.plan).join(', ')}`);
  }
  return { text: kept.join('\n\n'), scans: [...new Set(scans)] };
}

async function measureJobs(stack: RunningStack, owners: number) {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    // The waiting conversations' attendances were opened minutes ago: kept fresh, so only DUE is due.
    await client.query(`update public.g_atendimento set ultima_mensagem_em = now() where status = 'em_andamento'`);
    await client.query(`update public.conversas set ultima_mensagem_em = now() where estado in ('aguardando', 'voce')`);
    const t0 = performance.now();
    const first = await client.query<{ done: unknown }>(CALL.run_minute_jobs);
    const firstRun = { ms: performance.now() - t0, done: first.rows[0].done };
    await client.query('vacuum analyze public.notifications');
    const jobs: Record<string, JobFigures> = {};
    const plans: string[] = [];
    for (const job of Object.keys(CALL)) {
      progress.write(`  ${owners} owners: minute job ${job} (load ${loadAverage()})\n`);
      const times: number[] = [];
      let done: unknown;
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const r = await runJob(client, job);
        if (i >= WARMUP) times.push(r.ms);
        done = r.done;
      }
      const plan = await explainJob(client, job);
      plans.push(`==== ${job} (${owners} owners; due work: ${JSON.stringify(DUE)}) ====\n${plan.text}`);
      jobs[job] = { ...summary(times), done, scans: plan.scans };
    }
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const plansFile = path.join(OUT_DIR, `scale-${owners}-plans.txt`);
    fs.writeFileSync(plansFile, plans.join('\n\n'));
    return { firstRun, jobs, plansFile };
  } finally {
    await client.end();
  }
}

// ----------------------------------------------------------------------------------------------
// Reads and the booking page
// ----------------------------------------------------------------------------------------------

async function timeHttp(url: string, init: RequestInit = {}, check?: (body: unknown) => void): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const start = performance.now();
    const res = await fetch(url, init);
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    check?.(body);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  return summary(times);
}

/** `sql` timed inside one transaction per call; as the owner (authenticated, their claims) or the service role. */
async function timeSql(stack: RunningStack, userId: string | null, sql: string, params: unknown[]): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const ms = await stack.admin.transaction(async (tx) => {
      if (userId) {
        const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        await tx.query('set local role authenticated');
      } else await tx.query('set local role service_role');
      const start = performance.now();
      await tx.query(sql, params);
      return performance.now() - start;
    });
    if (i >= WARMUP) times.push(ms);
  }
  return summary(times);
}

async function measureReads(stack: RunningStack, big: { id: string; token: string; id_dono: string; slug: string }) {
  const { rows: w } = await stack.admin.query<{ de: string; ate: string }>(
    `select to_char(d, 'YYYY-MM-DD') as de, to_char(d + 29, 'YYYY-MM-DD') as ate
     from (select (now() at time zone 'America/Sao_Paulo')::date as d) t`,
  );
  const { de, ate } = w[0];
  const slotsSql = await timeSql(
    stack,
    null,
    `select count(*) from public.booking_free_slots($1, $2::date, $3::date, '[]'::jsonb)`,
    [big.id_dono, de, ate],
  );
  const slotsHttp = await timeHttp(`${stack.url}/functions/v1/booking/${big.slug}/slots?de=${de}&ate=${ate}`);
  const statsSql = await timeSql(stack, big.id, 'select public.get_user_dashboard_stats($1)', [big.id]);
  const owner = { apikey: stack.config.anonKey, authorization: `Bearer ${big.token}` };
  const statsHttp = await timeHttp(`${stack.url}/rest/v1/rpc/get_user_dashboard_stats`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id_param: big.id }),
  });
  const select = 'id,nome,telefone,estado,ultima_mensagem,ultima_mensagem_em,opt_out_em,motivo_transferencia';
  const inbox = await timeHttp(
    `${stack.url}/rest/v1/conversas?select=${select}&order=ultima_mensagem_em.desc.nullslast&limit=50`,
    { headers: owner },
    (body) => {
      if (!Array.isArray(body) || body.length !== 50) throw new Error(`inbox answered ${JSON.stringify(body)}`);
    },
  );
  return { slotsSql, slotsHttp, statsSql, statsHttp, inbox };
}

/**
 * BOOKING_ROUNDS rounds of 50 bookings at once, each for a different business (paying owners 2–…),
 * each at a free time of that business 3 + round days ahead (as the page offers it): per request.
 */
async function measureBooking(stack: RunningStack) {
  const { rows: shops } = await stack.admin.query<{ id_dono: string; slug: string }>(
    `select id_dono, slug from bench.owners where k > 1 and k % 10 <> 0 and k % 33 <> 7 order by k limit $1`,
    [BOOKING_OWNERS],
  );
  const times: number[] = [];
  const statuses: number[] = [];
  for (let round = 0; round < BOOKING_ROUNDS; round++) {
    const bodies = await Promise.all(
      shops.map(async (s, i) => {
        const { rows } = await stack.admin.query<{ data: string; inicio: string }>(
          `select to_char(data, 'YYYY-MM-DD') as data, to_char(inicio, 'HH24:MI') as inicio
           from (select (now() at time zone 'America/Sao_Paulo')::date + 3 + $2::int as d) x
           cross join lateral public.booking_free_slots($1, x.d, x.d, '[]'::jsonb)
           order by inicio limit 1`,
          [s.id_dono, round],
        );
        if (!rows[0]) throw new Error(`no free time for ${s.slug}`);
        return {
          slug: s.slug,
          body: {
            ...rows[0],
            nome: `Cliente Escala ${round}-${i}`,
            telefone: `1198${String(7000000 + i * 10 + round)}`,
          },
        };
      }),
    );
    await Promise.all(
      bodies.map(async ({ slug, body }) => {
        const start = performance.now();
        try {
          const res = await fetch(`${stack.url}/functions/v1/booking/${slug}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch {
          statuses.push(599);
        }
        times.push(performance.now() - start);
      }),
    );
  }
  const other: Record<string, number> = {};
  for (const s of statuses) if (s !== 201 && s < 500) other[s] = (other[s] ?? 0) + 1;
  return {
    ...summary(times),
    booked: statuses.filter((s) => s === 201).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    other,
  };
}

async function sandbox(stack: RunningStack, route: string, method = 'GET', body?: unknown): Promise<unknown> {
  const res = await fetch(`${stack.url}${EVOLUTION_SANDBOX_PATH}${route}`, {
    method,
    headers: { apikey: stack.config.evolutionApiKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const out: unknown = await res.json();
  if (!res.ok) throw new Error(`sandbox ${route} answered ${res.status}: ${JSON.stringify(out)}`);
  return out;
}

/**
 * 10,000 due reminders: 100 more paying owners, each with a connected number at the gateway sandbox
 * and 100 appointments in the next 24 h (the g_agenda trigger queues each reminder as it is
 * written). The data set's own queued reminders are set aside first (skipped 'bench': their owners
 * have no number). Then reminders-dispatch is called until it claims nothing.
 */
async function measureDispatch(stack: RunningStack, stamp: number) {
  await ownersInSql(stack, 'envio', 1, DISPATCH_OWNERS, stamp);
  const { rows: senders } = await stack.admin.query<{ user_id: string; id_dono: string; k: number }>(
    `select u.id as user_id, p.id_dono, split_part(u.email, '.', 3)::int as k
     from auth.users u join public.profiles p on p.id = u.id
     where u.email like 'bench.envio.%.' || $1 || '@exemplo.com.br' order by 3`,
    [String(stamp)],
  );
  await grantPaid(
    stack,
    senders.map((s) => s.user_id),
  );
  for (const s of senders) {
    const instance = `bench-escala-${s.k}`;
    await sandbox(stack, '/instance/create', 'POST', {
      instanceName: instance,
      qrcode: true,
      integration: 'WHATSAPP-BAILEYS',
    });
    await sandbox(stack, `/_control/instances/${instance}/scan`, 'POST', {
      number: `5511900${String(s.k).padStart(6, '0')}`,
    });
    await stack.admin.query(
      `insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`,
      [s.user_id, instance],
    );
  }
  await stack.admin.query(
    `update public.notifications set status = 'skipped', error = 'bench' where status in ('scheduled', 'sending')`,
  );
  // 100 per owner, 10 minutes apart from 70 minutes ahead (only the 24 h reminder is due), 5 minutes
  // long, none across midnight.
  await stack.admin.query(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status)
     select s.id_dono, s.ts::date, s.ts::time, s.ts::time + interval '5 minutes', 'Cliente ' || s.j,
            '55219' || lpad((s.k * 1000 + s.j)::text, 8, '0'), 'agendado'
     from (select o.id_dono, o.k, t.ts, row_number() over (partition by o.id_dono order by t.ts) as j
           from unnest($1::text[], $2::int[]) o(id_dono, k)
           cross join lateral (select date_trunc('minute', now() at time zone 'America/Sao_Paulo')
                                      + make_interval(mins => 70 + 10 * n) as ts
                               from generate_series(0, 150) n) t
           where t.ts::time < '23:50') s
     where s.j <= $3`,
    [senders.map((s) => s.id_dono), senders.map((s) => s.k), DISPATCH_PER_OWNER],
  );
  const { rows: due } = await stack.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where status = 'scheduled' and scheduled_for <= now()`,
  );
  const seconds = await dispatchUntilDone(stack, 100);
  const { rows: sent } = await stack.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where status = 'sent' and id_dono = any($1)`,
    [senders.map((s) => s.id_dono)],
  );
  const messages = (await sandbox(stack, '/_control/messages')) as Array<{
    instance: string;
    number: string;
    text: string;
  }>;
  const ours = messages.filter((m) => m.instance.startsWith('bench-escala-'));
  const distinct = new Set(ours.map((m) => `${m.instance}|${m.number}|${m.text}`));
  return {
    due: due[0].n,
    sent: sent[0].n,
    seconds,
    perSecond: sent[0].n / seconds,
    duplicates: ours.length - distinct.size,
  };
}

async function measure(owners: number): Promise<Figures> {
  const opts = { ...(await benchStackOptions('postgres', `scale${owners}-`)), n8n: 'sandbox' as const };
  const stack = await startStack(opts);
  try {
    const stamp = Date.now();
    const t0 = performance.now();
    const { big, rows } = await build(stack, owners, stamp);
    const buildS = (performance.now() - t0) / 1000;
    progress.write(`  ${owners} owners: built in ${buildS.toFixed(0)} s: ${JSON.stringify(rows)}\n`);
    const jobs = await measureJobs(stack, owners);
    progress.write(`  ${owners} owners: ${JSON.stringify(jobs.jobs)}\n`);
    progress.write(`  ${owners} owners: reads (load ${loadAverage()})\n`);
    const reads = await measureReads(stack, big);
    progress.write(`  ${owners} owners: ${JSON.stringify(reads)}\n`);
    progress.write(
      `  ${owners} owners: ${BOOKING_OWNERS} bookings at once × ${BOOKING_ROUNDS} (load ${loadAverage()})\n`,
    );
    const booking = await measureBooking(stack);
    progress.write(`  ${owners} owners: ${JSON.stringify(booking)}\n`);
    progress.write(
      `  ${owners} owners: dispatching ${DISPATCH_OWNERS * DISPATCH_PER_OWNER} reminders (load ${loadAverage()})\n`,
    );
    const dispatch = await measureDispatch(stack, stamp);
    if (process.env.BENCH_KEEP) {
      // Keeps the stack and its data to explain queries by hand; Ctrl+C ends it.
      progress.write(`  ${owners} owners: kept at ${stack.dbUrl} (Ctrl+C to stop)\n`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    }
    return { owners, rows, buildS, ...jobs, ...reads, booking, dispatch };
  } finally {
    await stack.stop();
    fs.rmSync(opts.dataDir!, { recursive: true, force: true });
  }
}

if (!findPostgresBin()) throw new Error('bench:scale needs PostgreSQL 15 (PGlite cannot hold this data set)');
const sizes = process.env.SCALE_OWNERS ? [Number(process.env.SCALE_OWNERS)] : [100, FULL.owners];
progress.write(
  `Platform-scale benchmark (${os.cpus().length} cores, Node ${process.version}, ${RUNS} runs, load average ${loadAverage()})\n`,
);
const results: Figures[] = [];
for (const owners of sizes) results.push(await measure(owners));

if (JSON_OUTPUT) {
  console.log(
    JSON.stringify({ cores: os.cpus().length, node: process.version, load: os.loadavg(), due: DUE, targets, results }),
  );
} else {
  const ms = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;
  const verdict = (t: Timing, target: number) => `${ms(t)} ${t.p95 < target ? 'ok' : 'over'}`;
  const rows: string[][] = [
    ['figure (p50 / p95 ms)', ...results.map((r) => `${r.owners} owners`), 'target'],
    ['build of the data set (s)', ...results.map((r) => r.buildS.toFixed(0)), '—'],
    [
      'appointments / messages / attendances',
      ...results.map((r) => `${r.rows.appointments} / ${r.rows.messages} / ${r.rows.attendances}`),
      '—',
    ],
    ['run_minute_jobs, first run after the build (ms)', ...results.map((r) => r.firstRun.ms.toFixed(0)), '—'],
    ...Object.keys(CALL).map((job) => [
      `minute job ${job} → what it did`,
      ...results.map((r) => `${verdict(r.jobs[job], targets.jobMs)} → ${JSON.stringify(r.jobs[job].done)}`),
      `< ${targets.jobMs}`,
    ]),
    ...Object.keys(MAIN).map((job) => [
      `  ${job}: rows its main scan read / due`,
      ...results.map((r) => `${/rows=(\d+)/.exec(r.jobs[job].scans[0] ?? '')?.[1] ?? '?'} / ${r.jobs[job].done}`),
      'due',
    ]),
    [
      'free times, largest owner, 30 days: SQL',
      ...results.map((r) => verdict(r.slotsSql, targets.slotsMs)),
      `< ${targets.slotsMs}`,
    ],
    [
      'free times, same, via the public page',
      ...results.map((r) => verdict(r.slotsHttp, targets.slotsMs)),
      `< ${targets.slotsMs}`,
    ],
    [
      "home's stats, largest owner: SQL as owner",
      ...results.map((r) => verdict(r.statsSql, targets.statsMs)),
      `< ${targets.statsMs}`,
    ],
    [
      "home's stats, same, via the gateway",
      ...results.map((r) => verdict(r.statsHttp, targets.statsMs)),
      `< ${targets.statsMs}`,
    ],
    [
      'inbox list, largest owner, via PostgREST',
      ...results.map((r) => verdict(r.inbox, targets.inboxMs)),
      `< ${targets.inboxMs}`,
    ],
    [
      `booking, ${BOOKING_OWNERS} businesses at once ×${BOOKING_ROUNDS}: p50/p95, booked, 5xx`,
      ...results.map(
        (r) =>
          `${ms(r.booking)}, ${r.booking.booked}/${r.booking.n}, ${r.booking.serverErrors} ${JSON.stringify(r.booking.other)}`,
      ),
      '5xx 0',
    ],
    [
      'dispatcher: sent / due, s, per second, duplicates',
      ...results.map(
        (r) =>
          `${r.dispatch.sent} / ${r.dispatch.due}, ${r.dispatch.seconds.toFixed(1)} s, ${r.dispatch.perSecond.toFixed(0)}/s, ${r.dispatch.duplicates}`,
      ),
      `dup ${targets.duplicates}`,
    ],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((cell, c) => (cell ?? '').padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`due work in every minute-job run, at every size: ${JSON.stringify(DUE)}`);
  for (const r of results)
    for (const job of Object.keys(CALL))
      console.log(`scans of ${job} (${r.owners} owners): ${r.jobs[job].scans.join('; ') || '—'}`);
  for (const r of results) console.log(`plans (${r.owners} owners): ${r.plansFile}`);
}
