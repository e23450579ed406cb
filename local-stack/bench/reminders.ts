import { EVOLUTION_SANDBOX_PATH } from '../src/config.ts';
import type { RunningStack } from '../src/stack.ts';
import { grantPaidAccess, runAlone } from './stack.ts';

/**
 * The reminders' figures, part of `npm run bench -w local-stack` (run.ts) and runnable alone
 * (`tsx bench/reminders.ts`, LOCAL_DB and BENCH_PORT as for run.ts):
 *  - the minute job, enqueue_due_reminders(), with 50,000 appointments of one owner (200 a day around
 *    today, so a day's worth falls inside the 24 h window): the run that queues them and the median of
 *    the runs after it, which find nothing new (what every minute costs);
 *  - 1,000 due reminders of 10 owners dispatched through the reminders-dispatch function to the
 *    WhatsApp gateway sandbox: wall time, how many were sent, and duplicates at the gateway (0).
 * The stack's own timer is off (reminderTickMs 0): the bench calls the job and the dispatcher itself.
 */
export const REMINDER_APPOINTMENTS = 50_000;
const ENQUEUE_RUNS = 20;
const DISPATCH_OWNERS = 10;
const DISPATCH_PER_OWNER = 100;

export const reminderTargets = { enqueueMs: 200, duplicates: 0 };

export interface ReminderFigures {
  enqueueFirstMs: number;
  enqueuedFirst: number;
  enqueueMedianMs: number;
  dispatched: number;
  dispatchS: number;
  sent: number;
  duplicates: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function newOwner(stack: RunningStack, tag: string): Promise<{ userId: string; idDono: string }> {
  const { rows } = await stack.admin.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(),
             '{"provider":"email","providers":["email"]}',
             jsonb_build_object('full_name', 'Dona ' || $2::text, 'business_name', 'Clínica ' || $2::text, 'person_type', 'fisica'))
     returning id`,
    [`bench.lembretes.${tag}.${Date.now()}@teste.com.br`, tag],
  );
  // Automatic reminders are a paid feature: the owner has an active plan.
  await grantPaidAccess(stack, rows[0].id);
  const profile = await stack.admin.query<{ id_dono: string }>('select id_dono from public.profiles where id = $1', [
    rows[0].id,
  ]);
  return { userId: rows[0].id, idDono: profile.rows[0].id_dono };
}

async function timed(stack: RunningStack): Promise<{ ms: number; queued: number }> {
  return stack.admin.transaction(async (tx) => {
    await tx.query('set local role service_role');
    const start = performance.now();
    const { rows } = await tx.query<{ n: number }>('select public.enqueue_due_reminders() as n');
    return { ms: performance.now() - start, queued: rows[0].n };
  });
}

async function measureEnqueue(stack: RunningStack) {
  const { idDono } = await newOwner(stack, 'enqueue');
  // 200 a day over 250 days around today, 5-minute appointments from 06:00, phones all distinct;
  // written with the trigger off so the job itself queues the ones inside the window.
  await stack.admin.query('alter table public.g_agenda disable trigger g_agenda_enqueue_reminders');
  try {
    await stack.admin.query(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status)
       select $1, (now() at time zone 'America/Sao_Paulo')::date - 125 + (g / 200),
              time '06:00' + make_interval(mins => 5 * (g % 200)),
              time '06:05' + make_interval(mins => 5 * (g % 200)),
              'Cliente ' || g, '5511' || lpad(g::text, 9, '9'),
              (array['agendado','confirmado','reagendado','cancelado'])[1 + (g % 4)]
       from generate_series(0, $2::int - 1) g`,
      [idDono, REMINDER_APPOINTMENTS],
    );
  } finally {
    await stack.admin.query('alter table public.g_agenda enable trigger g_agenda_enqueue_reminders');
  }
  await stack.admin.query('analyze public.g_agenda');
  const first = await timed(stack);
  const later: number[] = [];
  for (let i = 0; i < ENQUEUE_RUNS; i++) later.push((await timed(stack)).ms);
  // Out of the dispatch figures' way: these reminders are not sent.
  await stack.admin.query(`update public.notifications set status = 'skipped', error = 'bench' where id_dono = $1`, [
    idDono,
  ]);
  return { enqueueFirstMs: first.ms, enqueuedFirst: first.queued, enqueueMedianMs: median(later) };
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

async function measureDispatch(stack: RunningStack) {
  const owners: string[] = [];
  for (let o = 0; o < DISPATCH_OWNERS; o++) {
    const { userId, idDono } = await newOwner(stack, `envio-${o}`);
    const instance = `bench-lembretes-${o}`;
    await sandbox(stack, '/instance/create', 'POST', {
      instanceName: instance,
      qrcode: true,
      integration: 'WHATSAPP-BAILEYS',
    });
    await sandbox(stack, `/_control/instances/${instance}/scan`, 'POST', {
      number: `55119000000${String(o).padStart(2, '0')}`,
    });
    await stack.admin.query(
      `insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`,
      [userId, instance],
    );
    owners.push(idDono);
  }
  // 100 appointments per owner within the next 24 h (10-minute steps from 70 minutes ahead, none
  // crossing midnight): the trigger queues each one's reminder as it is written.
  for (const [o, idDono] of owners.entries()) {
    await stack.admin.query(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status)
       select $1, ts::date, ts::time, ts::time + interval '5 minutes', 'Cliente ' || k, '55219' || lpad(($2 * 1000 + k)::text, 8, '0'), 'agendado'
       from (select k, date_trunc('minute', now() at time zone 'America/Sao_Paulo') + make_interval(mins => 70 + 10 * k) as ts
             from generate_series(0, 200) k) s
       where ts::time < '23:50'
       limit $3`,
      [idDono, o, DISPATCH_PER_OWNER],
    );
  }
  const { rows: due } = await stack.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where id_dono = any($1) and status = 'scheduled'`,
    [owners],
  );
  const dispatchS = await dispatchUntilDone(stack, 50);
  const { rows: sent } = await stack.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where id_dono = any($1) and status = 'sent'`,
    [owners],
  );
  const messages = (await sandbox(stack, '/_control/messages')) as Array<{
    instance: string;
    number: string;
    text: string;
  }>;
  const ours = messages.filter((m) => m.instance.startsWith('bench-lembretes-'));
  const distinct = new Set(ours.map((m) => `${m.instance}|${m.number}|${m.text}`));
  return { dispatched: due[0].n, dispatchS, sent: sent[0].n, duplicates: ours.length - distinct.size };
}

/**
 * Calls the dispatcher as the minute's timer does until a call claims nothing (at most `maxCalls`):
 * the seconds it took.
 */
export async function dispatchUntilDone(stack: RunningStack, maxCalls: number): Promise<number> {
  const start = performance.now();
  for (let call = 0; call < maxCalls; call++) {
    const res = await fetch(`${stack.url}/functions/v1/reminders-dispatch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.config.serviceRoleKey}`, apikey: stack.config.serviceRoleKey },
      body: '{}',
    });
    const out = (await res.json()) as { claimed?: number };
    if (!res.ok) throw new Error(`reminders-dispatch answered ${res.status}: ${JSON.stringify(out)}`);
    if (!out.claimed) break;
  }
  return (performance.now() - start) / 1000;
}

export async function measureReminders(stack: RunningStack): Promise<ReminderFigures> {
  return { ...(await measureEnqueue(stack)), ...(await measureDispatch(stack)) };
}

/** Rows for run.ts's table. */
export function reminderRows(results: Array<{ reminders: ReminderFigures }>): string[][] {
  return [
    [
      `reminder job, 50,000 appts: first run (ms) / queued`,
      ...results.map((r) => `${r.reminders.enqueueFirstMs.toFixed(1)} / ${r.reminders.enqueuedFirst}`),
      `< ${reminderTargets.enqueueMs}`,
    ],
    [
      `reminder job, 50,000 appts: later runs, median (ms)`,
      ...results.map((r) => r.reminders.enqueueMedianMs.toFixed(1)),
      `< ${reminderTargets.enqueueMs}`,
    ],
    [
      `dispatch due reminders: sent / due, time (s)`,
      ...results.map((r) => `${r.reminders.sent} / ${r.reminders.dispatched}, ${r.reminders.dispatchS.toFixed(1)}`),
      '1000 / 1000',
    ],
    [
      `dispatch: duplicates at the gateway`,
      ...results.map((r) => String(r.reminders.duplicates)),
      String(reminderTargets.duplicates),
    ],
  ];
}

await runAlone(import.meta.url, 'reminders', measureReminders);
