/**
 * npm run bench:conversations — the inbox and the home at scale, printed as figures (no timed
 * assertions; the machine's load varies):
 *  - one owner with 10,000 conversations and 200,000 messages (plus 9 other owners with 500 / 5,000
 *    each, so the tables are shared): the inbox's list request (newest first, 50), with the
 *    'Aguardando você' filter, with a search by name or number; the thread's request (the newest 100
 *    messages of a conversation); the menu's count of conversations waiting — each through the
 *    gateway and PostgREST with the owner's token (RLS and all), p50 / p95 over RUNS calls;
 *  - recording a client's message (record_incoming, as the webhook calls it) for that owner, inside
 *    the database, p50 / p95; the two calls the webhook adds to record it (record_incoming and
 *    open_attendance) through the gateway as the function makes them; the whole webhook for a client
 *    message, for context;
 *  - get_user_dashboard_stats for the same owner, who also has 50,000 attendances, 50,000
 *    appointments and a saved schedule (so the booking engine's free-time figures do real work):
 *    through the gateway and inside the database as the owner.
 * On PostgreSQL 15 (LOCAL_DB=pglite tries the embedded fallback, whose single connection drops
 * PostgREST's after a seed this large), on a fresh stack in a temporary data folder (ports as the backend bench: BENCH_PORT, default 27421). `--json` prints one JSON object;
 * BENCH_RUNS sets the number of calls (30); BENCH_KEEP=1 keeps each stack after measuring, until Ctrl+C.
 */
import fs from 'node:fs';
import os from 'node:os';
import { startStack, type RunningStack } from 'local-stack';
import { benchStackOptions } from '../../../local-stack/bench/stack.ts';
import { findPostgresBin } from '../../../local-stack/src/db/postgres.ts';

type Kind = 'postgres' | 'pglite';

const CONVERSATIONS = 10_000;
const MESSAGES = 200_000;
const ATTENDANCES = 50_000;
const APPOINTMENTS = 50_000;
const OTHER_OWNERS = 9;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const targets = { inboxMs: 1000, statsMs: 50, recordMs: 50 };
/** The bench instance's own key and webhook secret: whatsapp-webhook requires both on each delivery. */
const BENCH_KEY = 'BENCHKEY0000000000000000000000001';
const BENCH_SECRET = 'bench-webhook-secret-0000000000000000000000000000000000000000001';
const JSON_OUTPUT = process.argv.includes('--json');
const progress = JSON_OUTPUT ? process.stderr : process.stdout;

const LIST_SELECT = 'id,nome,telefone,estado,ultima_mensagem,ultima_mensagem_em,opt_out_em,motivo_transferencia';
const LIST = `conversas?select=${LIST_SELECT}&order=ultima_mensagem_em.desc.nullslast&limit=50`;

interface Timing {
  p50: number;
  p95: number;
  rows: number;
}
interface Figures {
  kind: Kind;
  seedS: number;
  inbox: Record<string, Timing>;
  thread: Timing;
  record: Timing;
  recordHttp: Timing;
  webhook: Timing;
  statsHttp: Timing;
  statsSql: Timing;
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))];
};
const summary = (times: number[], rows: number): Timing => ({ p50: pct(times, 0.5), p95: pct(times, 0.95), rows });

/**
 * Another owner, made in SQL (the profile by the sign-up trigger): they only need to share the tables.
 * The auth server is not asked: on PGlite its single connection is busy with the seed's statements.
 */
async function ownerInSql(stack: RunningStack, name: string): Promise<{ id: string; idDono: string }> {
  const { rows } = await stack.admin.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(),
             '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', $2::text, 'person_type', 'fisica'))
     returning id`,
    [`bench.conversas.${name}.${Date.now()}@exemplo.com.br`, `Clínica ${name}`],
  );
  const profile = await stack.admin.query<{ id_dono: string }>('select id_dono from public.profiles where id = $1', [
    rows[0].id,
  ]);
  return { id: rows[0].id, idDono: profile.rows[0].id_dono };
}

/** A signed-up owner (the auth server's sign-up, so the token is a real session's). */
async function signUp(stack: RunningStack, name: string): Promise<{ id: string; idDono: string; token: string }> {
  const res = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.conversas.${name}.${Date.now()}@exemplo.com.br`,
      password: 'senhaforte1',
      data: { full_name: `Clínica ${name}`, person_type: 'fisica' },
    }),
  });
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  if (!res.ok) throw new Error(`signup: ${res.status} ${JSON.stringify(session)}`);
  const { rows } = await stack.admin.query<{ id_dono: string }>('select id_dono from public.profiles where id = $1', [
    session.user.id,
  ]);
  return { id: session.user.id, idDono: rows[0].id_dono, token: session.access_token };
}

/**
 * The owner's data, generated in SQL. Conversations: pt-BR names (one in ten without a name), numbers
 * 5511 9xxxx-xxxx, 2% waiting for the owner, 1% with the owner, the rest closed or with the assistant;
 * messages over the last 180 days, 20 per conversation, alternating client and assistant.
 * The per-message preview trigger is off while loading (200,000 updates of the conversations), the
 * previews set from the messages afterwards as chat_messages_touch would have left them; every
 * other trigger runs (the home's message total among them).
 */
async function seedConversations(stack: RunningStack, userId: string, idDono: string, n: number, perConv: number) {
  await stack.admin.transaction(async (tx) => {
    await tx.query('alter table public.chat_messages disable trigger chat_messages_touch');
    await tx.query(
      `insert into public.conversas (id, user_id, id_dono, telefone, chat, nome, estado, motivo_transferencia, created_at)
       select gen_random_uuid(), $1, $2, t.tel, t.tel,
              case when g % 10 = 0 then null else
                (array['Ana','Bruno','Camila','Diego','Eduarda','Felipe','Gabriela','Heitor','Isabela','João',
                       'Larissa','Mariana','Nicolas','Otávio','Paula','Rafael','Sabrina','Tiago','Vitória','Yasmin'])[1 + g % 20]
                || ' ' ||
                (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Costa','Almeida','Ferreira','Rodrigues',
                       'Gomes','Martins','Araújo','Ribeiro','Carvalho','Barbosa'])[1 + (g / 20) % 16] end,
              case when g % 50 = 1 then 'aguardando' when g % 100 = 2 then 'voce'
                   when g % 10 = 3 then 'assistente' else 'concluida' end,
              case when g % 50 = 1 then 'Cliente pediu para falar com uma pessoa' end,
              now() - interval '180 days'
       from generate_series(0, $3::int - 1) g
       cross join lateral (select '55' || (array['11','21','31','41','51','61','71','81'])[1 + g % 8]
                                  || '9' || lpad(((g * 7919) % 100000000)::text, 8, '0') as tel) t`,
      [userId, idDono, n],
    );
    await tx.query(
      `insert into public.chat_messages
         (user_id, id_dono, conversa_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body,
          status, created_at)
       select $1::uuid, $2, c.id, $1::text, 'BENCH' || c.k || '-' || m, c.telefone, c.telefone,
              case when m % 2 = 0 then 'in' else 'out' end,
              case when m % 2 = 0 then 'cliente' when m % 7 = 5 then 'voce' else 'assistente' end,
              case when m % 2 = 0 then 'Olá, gostaria de marcar uma consulta para a próxima semana, por favor.'
                   else 'Claro! Tenho horários na terça às 10:00 e na quarta às 14:30. Qual prefere?' end,
              'enviada',
              -- 3 minutes apart, the last one 0–19 minutes ago when the conversation is still open
              -- (the minute job would close it after 30 minutes of silence), else hours to months ago
              now() - make_interval(mins => ($3::int - 1 - m) * 3
                                            + case when c.estado = 'concluida' then 60 + (c.k * 26) % (179 * 1440)
                                                   else c.k % 20 end)
       from (select id, telefone, estado, (row_number() over (order by id))::int as k
             from public.conversas where id_dono = $2) c
       cross join generate_series(0, $3::int - 1) m`,
      [userId, idDono, perConv],
    );
    await tx.query(
      `update public.conversas c
       set ultima_mensagem = l.body, ultima_mensagem_em = l.created_at
       from (select distinct on (m.conversa_id) m.conversa_id, m.body, m.created_at
             from public.chat_messages m where m.id_dono = $1
             order by m.conversa_id, m.created_at desc) l
       where c.id = l.conversa_id`,
      [idDono],
    );
    await tx.query('alter table public.chat_messages enable trigger chat_messages_touch');
  });
}

/**
 * Attendances (5 per conversation, concluded, opened over the last 180 days, ratings on most) and
 * appointments (18 a day, 08:00–17:00, around today, every status) for an owner, and a saved
 * schedule open every day 08:00–18:00 in 30-minute slots.
 */
async function seedHome(
  stack: RunningStack,
  userId: string,
  idDono: string,
  attendances: number,
  appointments: number,
) {
  await stack.admin.query(
    `update public.agent_configs
     set schedule = schedule || '{"horario_inicio": "08:00", "horario_fim": "18:00", "max_agendamentos_dia": 40,
                                  "dias_atendimento": {"domingo": true, "segunda": true, "terca": true, "quarta": true,
                                                       "quinta": true, "sexta": true, "sabado": true}}',
         schedule_saved_at = now(), status = 'active'
     where user_id = $1`,
    [userId],
  );
  await stack.admin.query(
    `insert into public.g_atendimento (id_dono, conversa_id, status, avaliacao_cliente, duracao_atendimento,
                                       data_atendimento, ultima_mensagem_em, encerrado_em, encerrado_por,
                                       resolvido_primeiro_contato, assumido)
     select $1, c.id, 'concluido', case when g % 6 = 0 then null else g % 11 end, 5 + g % 40,
            now() - make_interval(mins => (g * 37) % (180 * 1440)),
            now() - make_interval(mins => (g * 37) % (180 * 1440)) + make_interval(mins => 5 + g % 40),
            now() - make_interval(mins => (g * 37) % (180 * 1440)) + make_interval(mins => 35 + g % 40),
            case when g % 9 = 0 then 'dono' else 'inatividade' end, g % 4 <> 0, g % 4 = 0
     from generate_series(0, $2::int - 1) g
     join (select x.id, row_number() over (order by x.id) - 1 as k, count(*) over () as n
           from public.conversas x where x.id_dono = $1) c on c.k = g % c.n`,
    [idDono, attendances],
  );
  const statuses = `(array['agendado','confirmado','reagendado','cancelado','disponivel'])[1 + (g % 5)]`;
  await stack.admin.query(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, local, status)
     select $1, (now() at time zone 'America/Sao_Paulo')::date - ($2::int / 36) + (g / 18),
            time '08:00' + make_interval(mins => 30 * (g % 18)),
            time '08:30' + make_interval(mins => 30 * (g % 18)),
            'Cliente ' || g, '5511987' || lpad((g % 100000)::text, 6, '0'), 'Consulta de rotina',
            case when g % 3 = 0 then 'Online' else 'Presencial' end, ${statuses}
     from generate_series(0, $2::int - 1) g`,
    [idDono, appointments],
  );
}

async function timeGet(stack: RunningStack, token: string, path: string, init: RequestInit = {}): Promise<Timing> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const start = performance.now();
    const res = await fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: stack.config.anonKey, authorization: `Bearer ${token}`, ...init.headers },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    if (i >= WARMUP) times.push(performance.now() - start);
    rows = body.startsWith('[') ? (JSON.parse(body) as unknown[]).length : 1;
    const range = res.headers.get('content-range');
    if (range && !range.endsWith('*')) rows = Number(range.split('/')[1]);
  }
  return summary(times, rows);
}

/** `sql` timed inside one transaction per call, as the owner (role authenticated, their claims). */
async function timeSql(
  stack: RunningStack,
  userId: string,
  sql: string,
  params: (run: number) => unknown[],
  asOwner = true,
): Promise<Timing> {
  const times: number[] = [];
  const claims = JSON.stringify({ sub: userId, role: asOwner ? 'authenticated' : 'service_role' });
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const ms = await stack.admin.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      if (asOwner) await tx.query('set local role authenticated');
      const start = performance.now();
      await tx.query(sql, params(i));
      return performance.now() - start;
    });
    if (i >= WARMUP) times.push(ms);
  }
  return summary(times, 1);
}

async function measure(kind: Kind): Promise<Figures> {
  const opts = { ...(await benchStackOptions(kind, 'conversas-')), n8n: 'sandbox' as const };
  const stack = await startStack(opts);
  try {
    progress.write(
      `  ${kind}: seeding ${CONVERSATIONS} conversations, ${MESSAGES} messages, ${ATTENDANCES} attendances…\n`,
    );
    const t0 = performance.now();
    const owner = await signUp(stack, 'Grande');
    await seedConversations(stack, owner.id, owner.idDono, CONVERSATIONS, MESSAGES / CONVERSATIONS);
    await seedHome(stack, owner.id, owner.idDono, ATTENDANCES, APPOINTMENTS);
    for (let i = 0; i < OTHER_OWNERS; i++) {
      const other = await ownerInSql(stack, `Outra${i}`);
      await seedConversations(stack, other.id, other.idDono, 500, 10);
      await seedHome(stack, other.id, other.idDono, 5_000, 2_500);
    }
    await stack.admin.query(
      `insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status, api_key, webhook_secret)
       values ($1::uuid, $1::text, '5511900000000', 'connected', $2, $3)`,
      [owner.id, BENCH_KEY, BENCH_SECRET],
    );
    await stack.admin.query('vacuum analyze');
    const seedS = (performance.now() - t0) / 1000;

    progress.write(`  ${kind}: inbox and thread through PostgREST (${RUNS} runs each)…\n`);
    const inbox = {
      list: await timeGet(stack, owner.token, LIST),
      aguardando: await timeGet(stack, owner.token, `${LIST}&estado=eq.aguardando`),
      busca: await timeGet(stack, owner.token, `${LIST}&or=(nome.ilike.*ana*,telefone.like.*1199*)`),
      contagemAguardando: await timeGet(stack, owner.token, 'conversas?select=id&estado=eq.aguardando&limit=0', {
        headers: { prefer: 'count=exact' },
      }),
    };
    const { rows: busiest } = await stack.admin.query<{ id: string }>(
      `select conversa_id as id from public.chat_messages where id_dono = $1
       group by conversa_id order by count(*) desc, conversa_id limit 1`,
      [owner.idDono],
    );
    const thread = await timeGet(
      stack,
      owner.token,
      `chat_messages?select=id,autor,body,status,created_at&conversa_id=eq.${busiest[0].id}&order=created_at.desc&limit=100`,
    );

    progress.write(`  ${kind}: recording messages and the stats RPC…\n`);
    const stamp = Date.now();
    const record = await timeSql(
      stack,
      owner.id,
      `select public.record_incoming($1, $2, $3, 'Cliente Bench', 'Oi, tudo bem?')`,
      (i) => [owner.id, `BENCHREC${stamp}-${i}`, `55119${String(70000000 + (i % 500)).padStart(8, '0')}`],
      false,
    );
    // What the webhook adds per client message: the two calls it makes to record it (record_incoming,
    // open_attendance) through the gateway as the function does (service role), and the whole webhook
    // for context (an owner without an active assistant, so nothing is forwarded).
    const service = { apikey: stack.config.serviceRoleKey, authorization: `Bearer ${stack.config.serviceRoleKey}` };
    const rpc = async (name: string, args: Record<string, unknown>) => {
      const res = await fetch(`${stack.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { ...service, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      const body = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    const recordHttp = await (async () => {
      const times: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const id = `BENCHHTTP${stamp}-${i}`;
        const start = performance.now();
        const recorded = await rpc('record_incoming', {
          p_instance: owner.id,
          p_wa_id: id,
          p_chat: `55119${String(71000000 + (i % 500)).padStart(8, '0')}`,
          p_nome: 'Cliente Bench',
          p_texto: 'Quero marcar um horário',
        });
        await rpc('open_attendance', { p_conversa: recorded.conversa_id, p_wa_id: id });
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      return summary(times, 1);
    })();
    const webhook = await (async () => {
      const times: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const start = performance.now();
        const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-webhook-token': BENCH_SECRET },
          body: JSON.stringify({
            event: 'messages.upsert',
            instance: owner.id,
            apikey: BENCH_KEY,
            data: {
              key: {
                remoteJid: `55119${String(72000000 + (i % 500)).padStart(8, '0')}@s.whatsapp.net`,
                fromMe: false,
                id: `BENCHHOOK${stamp}-${i}`,
              },
              pushName: 'Cliente Bench',
              message: { conversation: 'Quero marcar um horário' },
            },
          }),
        });
        const body = (await res.json()) as { outcome?: string };
        if (!res.ok || body.outcome !== 'no_assistant')
          throw new Error(`webhook: ${res.status} ${JSON.stringify(body)}`);
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      return summary(times, 1);
    })();
    const statsHttp = await (async () => {
      const times: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const start = performance.now();
        const res = await fetch(`${stack.url}/rest/v1/rpc/get_user_dashboard_stats`, {
          method: 'POST',
          headers: {
            apikey: stack.config.anonKey,
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ user_id_param: owner.id }),
        });
        const body = (await res.json()) as Record<string, unknown>;
        if (!res.ok) throw new Error(`stats RPC: ${res.status} ${JSON.stringify(body)}`);
        if (body.totalAtendimentos !== ATTENDANCES)
          throw new Error(`stats RPC counted ${String(body.totalAtendimentos)}`);
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      return summary(times, 1);
    })();
    const statsSql = await timeSql(stack, owner.id, 'select public.get_user_dashboard_stats($1)', () => [owner.id]);
    if (process.env.BENCH_KEEP) {
      // Keeps the stack and its data to explain queries by hand; Ctrl+C ends it.
      progress.write(`  ${kind}: kept at ${stack.dbUrl} (Ctrl+C to stop)\n`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    }
    return { kind, seedS, inbox, thread, record, recordHttp, webhook, statsHttp, statsSql };
  } finally {
    await stack.stop();
    fs.rmSync(opts.dataDir!, { recursive: true, force: true });
  }
}

const only = process.env.LOCAL_DB as Kind | undefined;
// PostgreSQL, the production database. PGlite only when asked (or when no PostgreSQL is installed):
// at this scale its single connection drops PostgREST's after the seed, so its figures are not taken.
const kinds: Kind[] = only ? [only] : [findPostgresBin() ? 'postgres' : 'pglite'];
progress.write(`Conversations benchmark (${os.cpus().length} cores, Node ${process.version}, ${RUNS} runs)\n`);
const results: Figures[] = [];
for (const kind of kinds) results.push(await measure(kind));

if (JSON_OUTPUT) {
  const setup = {
    conversations: CONVERSATIONS,
    messages: MESSAGES,
    attendances: ATTENDANCES,
    appointments: APPOINTMENTS,
    runs: RUNS,
  };
  console.log(JSON.stringify({ cores: os.cpus().length, node: process.version, setup, targets, results }));
} else {
  const ms = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;
  const verdict = (t: Timing, target: number) => (t.p95 < target ? 'ok' : 'over');
  const rows: string[][] = [
    ['figure (p50 / p95 ms)', ...results.map((r) => r.kind), 'target'],
    ['seeding the data (s)', ...results.map((r) => r.seedS.toFixed(0)), '—'],
    ...(
      [
        ['inbox list, newest 50', 'list'],
        ["inbox list, 'Aguardando você'", 'aguardando'],
        ['inbox list, search name/number', 'busca'],
        ['menu count of waiting conversations', 'contagemAguardando'],
      ] as const
    ).map(([label, key]) => [
      `${label} (${results[0]?.inbox[key].rows} rows)`,
      ...results.map((r) => `${ms(r.inbox[key])} ${verdict(r.inbox[key], targets.inboxMs)}`),
      `< ${targets.inboxMs}`,
    ]),
    [
      'thread, newest 100 messages',
      ...results.map((r) => `${ms(r.thread)} ${verdict(r.thread, targets.inboxMs)}`),
      `< ${targets.inboxMs}`,
    ],
    [
      'record_incoming in SQL',
      ...results.map((r) => `${ms(r.record)} ${verdict(r.record, targets.recordMs)}`),
      `< ${targets.recordMs}`,
    ],
    [
      'recording: its two calls via gateway',
      ...results.map((r) => `${ms(r.recordHttp)} ${verdict(r.recordHttp, targets.recordMs)}`),
      `< ${targets.recordMs}`,
    ],
    ['the whole webhook, a client message', ...results.map((r) => ms(r.webhook)), '—'],
    [
      'stats RPC via gateway',
      ...results.map((r) => `${ms(r.statsHttp)} ${verdict(r.statsHttp, targets.statsMs)}`),
      `< ${targets.statsMs}`,
    ],
    [
      'stats function in SQL',
      ...results.map((r) => `${ms(r.statsSql)} ${verdict(r.statsSql, targets.statsMs)}`),
      `< ${targets.statsMs}`,
    ],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((cell, c) => (cell ?? '').padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
