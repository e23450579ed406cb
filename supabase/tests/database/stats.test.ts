/**
 * get_user_dashboard_stats with known numbers. Part 1: the seed's demo clinic, signed in as the
 * demo customer — the figures supabase/README.md lists, and the agenda figures recomputed from the
 * seed's own generation rules. Part 2: fresh customers with hand-built data whose every figure is
 * worked out by hand below. "Today" and "now" are São Paulo's, read from the database exactly as the
 * migration computes them (now() at time zone 'America/Sao_Paulo').
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';

const DEMO_ID = '11111111-1111-4111-8111-111111111111';
const DEMO_DONO = 'USR-DEMO0001';
const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const BOOKED = ['agendado', 'confirmado', 'reagendado'];

// ---- São Paulo calendar ------------------------------------------------------------------------

interface Clock {
  today: string; // YYYY-MM-DD
  now: string; // HH:MM:SS.ffffff
}

async function clock(): Promise<Clock> {
  const [c] = await sql<Clock>(
    `select to_char(l, 'YYYY-MM-DD') as today, to_char(l, 'HH24:MI:SS.US') as now
     from (select now() at time zone 'America/Sao_Paulo' as l) x`,
  );
  return c;
}

const DAY = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** First day of the month `delta` months from d's month. */
const monthStart = (d: string, delta = 0) => {
  const [y, m] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 10);
};
const isoDow = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const hhmm = (t: string) => t.slice(0, 5);
/** A 'HH:MM:SS' time as Clock.now writes it (microseconds), so the two compare as times do. */
const withMicros = (t: string) => `${t.slice(0, 8)}.000000`;

/** tendenciaAtendimentos' shape for the six months ending with today's, given their totals. */
function trend(today: string, totals: number[]): { mes: string; ano: number; total: number }[] {
  return totals.map((total, i) => {
    const m = monthStart(today, i - 5);
    return { mes: MESES[Number(m.slice(5, 7)) - 1], ano: Number(m.slice(0, 4)), total };
  });
}

/** PostgreSQL's round(num / den, 1) for num, den >= 0 (half away from zero), exactly. */
const tenths = (num: number, den: number) => Math.floor((2 * num * 10 + den) / (2 * den)) / 10;

/** Calls the RPC as `c` for user `id`, with the São Paulo clock read just before and just after. */
async function stats(c: SupabaseClient, id: string) {
  const before = await clock();
  const { data, error, status } = await c.rpc('get_user_dashboard_stats', { user_id_param: id });
  const after = await clock();
  assert.equal(error, null);
  assert.equal(status, 200);
  return { data: data as Record<string, unknown>, before, after };
}

after(closeSql);

// ---- Part 1: the seed ---------------------------------------------------------------------------

interface Slot {
  data: string;
  inicio: string;
  fim: string;
  status: string;
  foi_reagendado: boolean;
  nome: string | null;
  num_cliente: string | null;
  desc_agendamento: string;
  local: string;
}

const NOMES = [
  'Maria Oliveira',
  'João Santos',
  'Fernanda Lima',
  'Carlos Pereira',
  'Juliana Costa',
  'Rafael Almeida',
  'Beatriz Rodrigues',
  'Lucas Ferreira',
  'Camila Martins',
  'Pedro Gomes',
  'Larissa Ribeiro',
  'Gustavo Carvalho',
  'Patrícia Araújo',
  'Bruno Rocha',
  'Aline Barbosa',
  'Thiago Nascimento',
  'Mariana Cardoso',
  'Felipe Teixeira',
  'Vanessa Moreira',
  'Diego Correia',
];
const SERVICOS = [
  'Consulta de clínica geral',
  'Retorno de consulta',
  'Sessão de fisioterapia',
  'Avaliação nutricional',
  'Limpeza de pele',
  'Drenagem linfática',
  'Acupuntura',
  'Massagem terapêutica',
  'Consulta psicológica',
  'Pilates clínico',
];
const HORAS = [9, 10, 11, 13, 14, 15, 16, 17];
const pad = (n: number) => String(n).padStart(2, '0');

/** The São Paulo day seed.sql ran on (its rows' created_at: the seed transaction's now()). */
async function seedDay(): Promise<string> {
  const [{ seeded }] = await sql<{ seeded: string }>(
    `select to_char(min(created_at) at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as seeded
     from public.g_agenda where id_dono = $1`,
    [DEMO_DONO],
  );
  return seeded;
}

/** The agenda seed.sql generates when run on `hoje` (its rules, restated). */
function seedAgenda(hoje: string): Slot[] {
  const out: Slot[] = [];
  for (let di = 0; di <= 31; di++) {
    const dia = addDays(hoje, di - 21);
    if (isoDow(dia) >= 6 && dia !== hoje) continue;
    HORAS.forEach((hora, k) => {
      const n = di * 8 + k;
      const h = (di * 3 + k) % 10;
      let status: string;
      if (dia < hoje) {
        status =
          h <= 4 || h === 7
            ? 'confirmado'
            : h === 5
              ? 'cancelado'
              : h === 6
                ? 'reagendado'
                : h === 8
                  ? 'agendado'
                  : 'disponivel';
      } else if (dia === hoje && k >= 6) {
        status = 'disponivel';
      } else {
        status =
          h <= 1 ? 'agendado' : h <= 3 ? 'confirmado' : h === 4 ? 'reagendado' : h === 5 ? 'cancelado' : 'disponivel';
      }
      const minutos = [30, 45, 60][n % 3];
      const free = status === 'disponivel';
      out.push({
        data: dia,
        inicio: `${pad(hora)}:00:00`,
        fim: `${pad(hora + Math.floor(minutos / 60))}:${pad(minutos % 60)}:00`,
        status,
        foi_reagendado: status === 'reagendado' || (status === 'confirmado' && h === 7),
        nome: free ? null : NOMES[(n * 7) % 20],
        num_cliente: free ? null : '55119' + String((n * 7919 + 12345) % 100_000_000).padStart(8, '0'),
        desc_agendamento: free ? 'Horário disponível' : SERVICOS[(n * 3) % 10],
        local: !free && n % 4 === 0 ? 'Online' : 'Presencial',
      });
    });
  }
  return out;
}

/** The agenda figures of the RPC, from its documented formulas, for rows `slots` at clock `c`. */
function agendaFigures(slots: Slot[], c: Clock) {
  const month = c.today.slice(0, 7);
  const prev = monthStart(c.today, -1).slice(0, 7);
  const n = (f: (s: Slot) => boolean) => slots.filter(f).length;
  const occ = (m: string) => {
    const booked = n((s) => BOOKED.includes(s.status) && s.data.startsWith(m));
    const free = n((s) => s.status === 'disponivel' && s.data.startsWith(m));
    return booked + free === 0 ? null : tenths(booked * 100, booked + free);
  };
  const appointments = n((s) => s.status !== 'disponivel');
  const current = occ(month) ?? 0;
  const last = occ(prev);
  const freeToday = slots.filter((s) => s.status === 'disponivel' && s.data === c.today);
  const next = freeToday.filter((s) => withMicros(s.inicio) >= c.now).sort((x, y) => (x.inicio < y.inicio ? -1 : 1))[0];
  return {
    taxaOcupacao: current,
    taxaOcupacaoTendencia: last === null ? null : Math.round((current - last) * 10) / 10,
    horariosLivresHoje: freeToday.length,
    proximoHorario: next ? hhmm(next.inicio) : null,
    taxaNoShow: appointments ? tenths(n((s) => s.status === 'cancelado') * 100, appointments) : 0,
    taxaReagendamento: appointments
      ? tenths(n((s) => s.status !== 'disponivel' && s.foi_reagendado) * 100, appointments)
      : 0,
    proximosAgendamentos: slots
      .filter(
        (s) => BOOKED.includes(s.status) && (s.data > c.today || (s.data === c.today && withMicros(s.inicio) >= c.now)),
      )
      .sort((x, y) => (x.data + x.inicio < y.data + y.inicio ? -1 : 1))
      .slice(0, 5)
      .map((s) => ({
        data: s.data,
        inicio: hhmm(s.inicio),
        fim: hhmm(s.fim),
        nome: s.nome,
        desc_agendamento: s.desc_agendamento,
        status: s.status,
        local: s.local,
      })),
  };
}

test('seed: the demo clinic’s figures that hold on every day (supabase/README.md)', async () => {
  const demo = client();
  const signIn = await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  assert.equal(signIn.error, null);
  assert.equal(signIn.data.user?.id, DEMO_ID);

  const { data, before, after } = await stats(demo, DEMO_ID);
  assert.deepEqual(Object.keys(data).sort(), [
    'agentStatus',
    'hasAgentConfig',
    'horariosLivresHoje',
    'mediaSatisfacao',
    'nps',
    'proximoHorario',
    'proximosAgendamentos',
    'resolucaoPrimeiroContato',
    'taxaNoShow',
    'taxaOcupacao',
    'taxaOcupacaoTendencia',
    'taxaReagendamento',
    'tempoMedioAtendimento',
    'tendenciaAtendimentos',
    'totalAtendimentos',
    'totalMensagens',
  ]);
  assert.equal(data.totalAtendimentos, 180);
  assert.equal(data.nps, 62); // (117 − 15) / 165 × 100 = 61.8
  assert.equal(data.mediaSatisfacao, 8.8); // 1455 / 165 = 8.818
  assert.equal(data.tempoMedioAtendimento, 17); // 3055 / 180 = 16.97
  assert.equal(data.resolucaoPrimeiroContato, 80); // 144 / 180 = 80.0
  assert.equal(data.totalMensagens, 12);
  assert.equal(data.hasAgentConfig, true);
  assert.equal(data.agentStatus, 'active');

  // The 20, 24, 28, 32, 36, 40 concluded attendances sit in the seeding month and the five before
  // it (on the 1st, the current month's 40 all fall on that day). Read the seeding day from the
  // rows, so a run that crosses into a new month still knows where they are.
  const seeded = await seedDay();
  const seedTotals = new Map([20, 24, 28, 32, 36, 40].map((t, i) => [monthStart(seeded, i - 5), t]));
  const expectedTrend = (c: Clock) =>
    trend(
      c.today,
      [0, 1, 2, 3, 4, 5].map((i) => seedTotals.get(monthStart(c.today, i - 5)) ?? 0),
    );
  assert.ok(
    [expectedTrend(before), expectedTrend(after)].some((t) => isDeepStrictEqual(t, data.tendenciaAtendimentos)),
    JSON.stringify(data.tendenciaAtendimentos),
  );
  if (seeded.slice(0, 7) === before.today.slice(0, 7)) {
    assert.deepEqual(
      (data.tendenciaAtendimentos as { total: number }[]).map((m) => m.total),
      [20, 24, 28, 32, 36, 40],
    );
  }

  // The ratings behind nps and mediaSatisfacao, read by the owner (RLS lets the clinic read its own).
  const att = await demo
    .from('g_atendimento')
    .select('status, avaliacao_cliente, duracao_atendimento, resolvido_primeiro_contato');
  assert.equal(att.error, null);
  const rowsAt = att.data as {
    status: string;
    avaliacao_cliente: number | null;
    duracao_atendimento: number;
    resolvido_primeiro_contato: boolean;
  }[];
  assert.equal(rowsAt.length, 183);
  assert.equal(rowsAt.filter((r) => r.status === 'em_andamento').length, 3);
  const rated = rowsAt.filter((r) => r.avaliacao_cliente !== null).map((r) => r.avaliacao_cliente!);
  assert.deepEqual(
    [
      rated.length,
      rated.filter((r) => r >= 9).length,
      rated.filter((r) => r === 7 || r === 8).length,
      rated.filter((r) => r <= 6).length,
      rated.reduce((a, r) => a + r, 0),
    ],
    [165, 117, 33, 15, 1455],
  );
  const done = rowsAt.filter((r) => r.status === 'concluido');
  assert.equal(done.length, 180);
  assert.equal(
    done.reduce((a, r) => a + r.duracao_atendimento, 0),
    3055,
  );
  assert.equal(done.filter((r) => r.resolvido_primeiro_contato).length, 144);

  // Today: 09:00 confirmado, 10:00 reagendado, 11:00 cancelado, 13:00–17:00 free.
  if (seeded === before.today && seeded === after.today) {
    assert.equal(data.horariosLivresHoje, 5);
    const today = await demo
      .from('g_agenda')
      .select('inicio, status')
      .eq('data', before.today)
      .order('inicio', { ascending: true });
    assert.deepEqual(
      today.data!.map((r) => `${hhmm(r.inicio)} ${r.status}`),
      [
        '09:00 confirmado',
        '10:00 reagendado',
        '11:00 cancelado',
        '13:00 disponivel',
        '14:00 disponivel',
        '15:00 disponivel',
        '16:00 disponivel',
        '17:00 disponivel',
      ],
    );
    const first = (c: Clock) =>
      ['13:00', '14:00', '15:00', '16:00', '17:00'].find((h) => withMicros(`${h}:00`) >= c.now) ?? null;
    assert.ok([first(before), first(after)].includes(data.proximoHorario as string | null));
  }
});

test('seed: the agenda follows its generation rules, and the weekday-dependent rates follow from it', async () => {
  const demo = client();
  await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  const seeded = await seedDay();
  const slots = seedAgenda(seeded);
  const stored = await sql<Slot>(
    `select to_char(data, 'YYYY-MM-DD') as data, inicio::text as inicio, fim::text as fim, status, foi_reagendado,
            nome, num_cliente, desc_agendamento, local
     from public.g_agenda where id_dono = $1 order by data, inicio`,
    [DEMO_DONO],
  );
  assert.equal(stored.length, slots.length);
  assert.equal(slots.length % 8, 0);
  assert.deepEqual(stored, slots);

  const { data, before, after } = await stats(demo, DEMO_ID);
  const got = {
    taxaOcupacao: data.taxaOcupacao,
    taxaOcupacaoTendencia: data.taxaOcupacaoTendencia,
    horariosLivresHoje: data.horariosLivresHoje,
    proximoHorario: data.proximoHorario,
    taxaNoShow: data.taxaNoShow,
    taxaReagendamento: data.taxaReagendamento,
    proximosAgendamentos: (data.proximosAgendamentos as Record<string, unknown>[]).map(({ id: _id, ...rest }) => rest),
  };
  const candidates = [agendaFigures(slots, before), agendaFigures(slots, after)];
  if (!candidates.some((e) => isDeepStrictEqual(e, got))) assert.deepEqual(got, candidates[1]);

  const ids = (data.proximosAgendamentos as { id: string }[]).map((p) => p.id);
  const [{ n }] = await sql<{ n: number }>(
    'select count(*)::int as n from public.g_agenda where id = any($1::uuid[]) and id_dono = $2',
    [ids, DEMO_DONO],
  );
  assert.equal(n, ids.length);
});

test('seed: billing, products and reminder settings of the demo clinic', async () => {
  const demo = client();
  await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  const [{ seeded }] = await sql<{ seeded: string }>(
    `select to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as seeded
     from public.subscriptions where id = '33333333-3333-4333-8333-333333333333'`,
  );
  const subs = await demo.from('subscriptions').select('plan, status, value, cycle, next_due_date');
  assert.deepEqual(subs.data, [
    { plan: 'mensal', status: 'active', value: 97, cycle: 'MONTHLY', next_due_date: addDays(seeded, 12) },
  ]);
  const pays = await demo.from('payments').select('status, value, due_date, payment_date').order('due_date');
  assert.deepEqual(
    pays.data!.map((p) => [p.status, p.value, p.due_date, p.payment_date]),
    [
      ['CONFIRMED', 97, addDays(seeded, -168), addDays(seeded, -168)],
      ['CONFIRMED', 97, addDays(seeded, -138), addDays(seeded, -138)],
      ['RECEIVED', 97, addDays(seeded, -108), addDays(seeded, -108)],
      ['RECEIVED', 97, addDays(seeded, -78), addDays(seeded, -78)],
      ['RECEIVED', 97, addDays(seeded, -48), addDays(seeded, -48)],
      ['RECEIVED', 97, addDays(seeded, -18), addDays(seeded, -18)],
      ['PENDING', 97, addDays(seeded, 12), null],
    ],
  );
  const products = await demo.from('agent_products').select('codigo').order('codigo');
  assert.deepEqual(
    products.data!.map((p) => p.codigo),
    ['ACU01', 'CG01', 'EST01', 'FIS01', 'NUT01'],
  );
  const reminders = await demo.from('reminder_settings').select('id_dono, antes24h, antes1h, whatsapp, email');
  assert.deepEqual(reminders.data, [
    { id_dono: DEMO_DONO, antes24h: true, antes1h: true, whatsapp: true, email: false },
  ]);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.reminder_settings where id_dono in ('USR-DEMO0001', 'USR-DEV00001')`,
  );
  assert.equal(n, 2);
});

// ---- Part 2: hand-built data ----------------------------------------------------------------------

/**
 * The dataset below puts today's past rows in the first minutes after 00:00 (a minute each: two
 * active appointments of one owner never overlap) and today's future ones at 23:58/23:59, so no
 * figure depends on the hour — as long as the test does not run in the first or last minutes of
 * the day. Close to midnight it waits for 00:10 of the new day instead.
 */
async function awayFromMidnight(): Promise<Clock> {
  const c = await clock();
  if (c.now >= '00:10:00' && c.now < '23:56:00') return c;
  const [h, m, s] = c.now.split(':').map(Number);
  const passed = h * 3600 + m * 60 + s;
  const wait = c.now < '00:10:00' ? 600 - passed : 24 * 3600 - passed + 600;
  await new Promise((r) => setTimeout(r, (wait + 5) * 1000));
  return clock();
}

let empty: TestUser;
before(async () => {
  empty = await newUser({ full_name: 'Sem Dados' }, 'stats-vazio');
});

test('a new customer: zeros (not nulls) where the migration says zeros, six empty months', async () => {
  const { data, before, after } = await stats(empty.client, empty.id);
  const expected = (c: Clock) => ({
    totalAtendimentos: 0,
    taxaOcupacao: 0,
    taxaOcupacaoTendencia: null, // last month had no slot: nothing to compare with
    mediaSatisfacao: 0,
    horariosLivresHoje: 0,
    proximoHorario: null,
    tendenciaAtendimentos: trend(c.today, [0, 0, 0, 0, 0, 0]),
    tempoMedioAtendimento: 0,
    taxaNoShow: 0,
    taxaReagendamento: 0,
    nps: 0,
    proximosAgendamentos: [],
    resolucaoPrimeiroContato: 0,
    hasAgentConfig: false, // the sign-up default assistant is a draft
    agentStatus: 'draft',
    totalMensagens: 0,
  });
  if (!isDeepStrictEqual(data, expected(before))) assert.deepEqual(data, expected(after));
});

test('hand-built data: every figure computed by hand', async () => {
  const T = (await awayFromMidnight()).today;
  const P = monthStart(T, -1); // first day of last month
  const Q = monthStart(T, -2); // first day of the month before
  const N = monthStart(T, 1); // first day of next month: after today, outside this month
  const c = await newUser({ full_name: 'Clínica Calculada' }, 'stats-calc');
  const other = await newUser({ full_name: 'Outra Clínica' }, 'stats-outra');

  // g_agenda through the customer's own client, as the agenda page writes it.
  const plus30 = (hm: string) => {
    const [h, m] = hm.split(':').map(Number);
    return `${pad(h + Math.floor((m + 30) / 60))}:${pad((m + 30) % 60)}`;
  };
  const book = async (r: Record<string, unknown>) => {
    const { data, error } = await c.client
      .from('g_agenda')
      .insert({ id_dono: c.idDono, fim: plus30(r.inicio as string), local: 'Presencial', ...r })
      .select('id')
      .single();
    assert.equal(error, null, JSON.stringify(error));
    return (data as { id: string }).id;
  };
  const move = async (id: string, patch: Record<string, unknown>) => {
    const { error } = await c.client.from('g_agenda').update(patch).eq('id', id);
    assert.equal(error, null);
  };
  const at = (data: string, inicio: string, status: string, nome: string | null = 'Cliente') => ({
    data,
    inicio,
    status,
    nome,
  });

  // This month (today T): 7 booked, 2 cancelled, 4 free.
  // Today's past appointments, one minute each from 00:00.
  const early = (minute: number, status: string) => ({
    ...at(T, `00:0${minute}`, status),
    fim: `00:0${minute + 1}`,
  });
  await book(early(0, 'agendado')); // a1
  await book(early(1, 'agendado')); // a2
  await book(early(2, 'agendado')); // a3
  await book(early(3, 'confirmado')); // c1
  const d = await book(at(P, '09:00', 'confirmado')); // d: booked last month …
  await move(d, { data: T, inicio: '00:04', fim: '00:05' }); // … moved to today: foi_reagendado
  await book(early(5, 'reagendado')); // e: foi_reagendado by status
  const z = await book({
    ...at(T, '23:59', 'confirmado', 'Zélia Dias'),
    fim: '23:59:59',
    desc_agendamento: 'Retorno',
    local: 'Online',
  });
  await book(at(T, '00:00', 'cancelado')); // f
  await book(at(T, '00:00', 'cancelado')); // g
  await book(at(T, '00:00', 'disponivel', null)); // h
  const i = await book(at(P, '00:06', 'agendado')); // i: moved to today (foi_reagendado), then released:
  await move(i, { data: T });
  await move(i, { status: 'disponivel', nome: null }); //    a free slot that still carries the flag
  await book({ ...at(T, '23:59', 'disponivel', null), fim: '23:59:59' }); // j2 (inserted before j)
  await book({ ...at(T, '23:58', 'disponivel', null), fim: '23:59' }); // j
  // Last month: 1 booked, 2 free, 1 cancelled.
  await book(at(P, '10:00', 'confirmado')); // l
  await book(at(P, '11:00', 'disponivel', null)); // m
  await book(at(P, '12:00', 'disponivel', null)); // n
  await book(at(P, '13:00', 'cancelado')); // o
  // Two months ago: counts for no-show/rescheduling only.
  await book(at(Q, '10:00', 'confirmado')); // p
  await book(at(Q, '11:00', 'disponivel', null)); // q
  // Next month, inserted out of order: the upcoming list is sorted by data, then inicio.
  const r = await book({ ...at(addDays(N, 2), '09:00', 'agendado', 'Rui Prado'), desc_agendamento: 'Avaliação' });
  const s = await book({ ...at(N, '15:00', 'confirmado', 'Sara Melo'), fim: '15:45', desc_agendamento: 'Sessão' });
  const t = await book({ ...at(N, '09:00', 'reagendado', 'Tito Reis'), local: 'Online', desc_agendamento: 'Consulta' });
  await book(at(N, '09:00', 'cancelado')); // u: same time as t, cancelled: not upcoming
  await book(at(N, '08:00', 'disponivel', null)); // v: free: not upcoming
  const w = await book({ ...at(addDays(N, 1), '10:00', 'agendado', 'Vera Luz'), desc_agendamento: 'Retorno' });
  await book(at(addDays(N, 3), '10:00', 'confirmado')); // x: the sixth upcoming one, beyond the five

  const flags = await c.client.from('g_agenda').select('status, foi_reagendado').eq('foi_reagendado', true);
  assert.deepEqual(flags.data!.map((f) => f.status).sort(), ['confirmado', 'disponivel', 'reagendado', 'reagendado']);

  // g_atendimento and chat_messages are server-written: the customer cannot insert them.
  const forged = await c.client.from('g_atendimento').insert({ id_dono: c.idDono, status: 'concluido' });
  assert.equal(forged.error?.code, '42501');
  const forgedMsg = await c.client
    .from('chat_messages')
    .insert({ user_id: c.id, id_dono: c.idDono, direction: 'in', body: 'x' });
  assert.equal(forgedMsg.error?.code, '42501');

  // Attendances, placed by São Paulo month exactly as the migration reads them (m = this month's start).
  //  #  when                         status        rating  minutes  first contact
  //  1  m − 5 months − 1 s           concluido     10      10       true    (just before the window)
  //  2  m − 5 months                 concluido      9      20       true    (first instant of it)
  //  3  m − 4 months + 10 d 14 h     concluido      8      15       false
  //  4  m − 4 months + 20 d 9 h      concluido      7      12       true
  // 11  m − 3 months + 5 d           concluido      —       —       true
  //  5  m − 2 months + 3 d 16 h      concluido      7      18       true
  //  6  m − 1 s                      concluido      6       9       true    (last second of last month)
  //  7  m                            concluido      3      11       false
  //  8  now()                        concluido      0      16       true
  //  9  m + 1 month − 1 s            concluido      —      14       true    (last second of this month)
  // 10  m + 1 month                  concluido      —      20       —       (next month)
  // E1  now()                        em_andamento   —     100       true    (open: never counted)
  // E2  m − 1 month + 2 d            em_andamento   —      50       false
  // (Open attendances carry no rating: the RPC's nps and mediaSatisfacao take every rated row, open or not.)
  await sql(
    `with c as (select date_trunc('month', now() at time zone 'America/Sao_Paulo') as m)
     insert into public.g_atendimento
       (id_dono, status, avaliacao_cliente, duracao_atendimento, resolvido_primeiro_contato, data_atendimento)
     select $1, v.status, v.nota, v.minutos, v.resolvido,
            coalesce((c.m + v.quando) at time zone 'America/Sao_Paulo', now())
     from c, (values
       ('concluido', 10::int, 10::int, true, interval '-5 months -1 second'),
       ('concluido', 9, 20, true, interval '-5 months'),
       ('concluido', 8, 15, false, interval '-4 months +10 days +14 hours'),
       ('concluido', 7, 12, true, interval '-4 months +20 days +9 hours'),
       ('concluido', null, null, true, interval '-3 months +5 days'),
       ('concluido', 7, 18, true, interval '-2 months +3 days +16 hours'),
       ('concluido', 6, 9, true, interval '-1 second'),
       ('concluido', 3, 11, false, interval '0'),
       ('concluido', 0, 16, true, null),
       ('concluido', null, 14, true, interval '1 month -1 second'),
       ('concluido', null, 20, null, interval '1 month'),
       ('em_andamento', null, 100, true, null),
       ('em_andamento', null, 50, false, interval '-1 month +2 days')
     ) as v(status, nota, minutos, resolvido, quando)`,
    [c.idDono],
  );

  // Messages: 3 of this customer's, 1 of another's (the count is per user).
  const svc = serviceClient();
  const msg = (u: TestUser, body: string, direction = 'in') => ({
    user_id: u.id,
    id_dono: u.idDono,
    phone: '5511987650001',
    direction,
    body,
  });
  const sent = await svc
    .from('chat_messages')
    .insert([msg(c, 'Oi'), msg(c, 'Olá! Como posso ajudar?', 'out'), msg(c, 'Quero marcar'), msg(other, 'Oi')]);
  assert.equal(sent.error, null);

  // 'Ativar Assistente' (agent-activate writes the status with the service role).
  const activated = await svc.from('agent_configs').update({ status: 'active' }).eq('user_id', c.id);
  assert.equal(activated.error, null);

  const { data, after } = await stats(c.client, c.id);
  assert.equal(after.today, T, 'still the same day');
  assert.deepEqual(data, {
    totalAtendimentos: 11, // #1–#11 (all concluded, whenever they happened)
    taxaOcupacao: 63.6, // this month: booked 7 / (7 + free 4) = 63.63…
    taxaOcupacaoTendencia: 30.3, // last month: 1 / (1 + 2) = 33.3 → 63.6 − 33.3
    mediaSatisfacao: 6.3, // (10+9+8+7+7+6+3+0) / 8 = 6.25 → 6.3 (half away from zero)
    horariosLivresHoje: 4, // h, i, j, j2 (past and future alike)
    proximoHorario: '23:58', // j: the earliest free slot from now on (00:00 ones are past)
    tendenciaAtendimentos: trend(T, [1, 2, 1, 1, 1, 3]), // #2 | #3 #4 | #11 | #5 | #6 | #7 #8 #9
    tempoMedioAtendimento: 15, // 145 / 10 with a duration (#11 has none) = 14.5 → 15
    taxaNoShow: 22.2, // cancelled f g o u = 4 / appointments 18 (every status but free, all time)
    taxaReagendamento: 16.7, // foi_reagendado d e t = 3 / 18 (i is free: not an appointment)
    nps: -13, // (promoters 2 − detractors 3) / 8 rated × 100 = −12.5 → −13
    proximosAgendamentos: [
      {
        id: z,
        data: T,
        inicio: '23:59',
        fim: '23:59',
        nome: 'Zélia Dias',
        desc_agendamento: 'Retorno',
        status: 'confirmado',
        local: 'Online',
      },
      {
        id: t,
        data: N,
        inicio: '09:00',
        fim: '09:30',
        nome: 'Tito Reis',
        desc_agendamento: 'Consulta',
        status: 'reagendado',
        local: 'Online',
      },
      {
        id: s,
        data: N,
        inicio: '15:00',
        fim: '15:45',
        nome: 'Sara Melo',
        desc_agendamento: 'Sessão',
        status: 'confirmado',
        local: 'Presencial',
      },
      {
        id: w,
        data: addDays(N, 1),
        inicio: '10:00',
        fim: '10:30',
        nome: 'Vera Luz',
        desc_agendamento: 'Retorno',
        status: 'agendado',
        local: 'Presencial',
      },
      {
        id: r,
        data: addDays(N, 2),
        inicio: '09:00',
        fim: '09:30',
        nome: 'Rui Prado',
        desc_agendamento: 'Avaliação',
        status: 'agendado',
        local: 'Presencial',
      },
    ],
    resolucaoPrimeiroContato: 72.7, // resolved 8 (#1 2 4 5 6 8 9 11) / concluded 11 = 72.72…
    hasAgentConfig: true,
    agentStatus: 'active',
    totalMensagens: 3,
  });
});

test('occupancy trend when only last month had slots; a cancelled slot is not a slot', async () => {
  const T = (await awayFromMidnight()).today;
  const P = monthStart(T, -1);
  const u = await newUser({ full_name: 'Mês Passado' }, 'stats-passado');
  const ins = await u.client.from('g_agenda').insert([
    { id_dono: u.idDono, data: P, inicio: '10:00', fim: '10:30', nome: 'Ana', status: 'confirmado' },
    { id_dono: u.idDono, data: P, inicio: '11:00', fim: '11:30', status: 'disponivel' },
    { id_dono: u.idDono, data: T, inicio: '00:00', fim: '00:30', nome: 'Bia', status: 'cancelado' },
  ]);
  assert.equal(ins.error, null);
  const { data } = await stats(u.client, u.id);
  assert.equal(data.taxaOcupacao, 0); // this month: no booked and no free slot (the cancelled one is neither)
  assert.equal(data.taxaOcupacaoTendencia, -50); // 0 − last month's 1 / (1 + 1) = 50.0
  assert.equal(data.taxaNoShow, 50); // 1 cancelled / 2 appointments
  assert.equal(data.taxaReagendamento, 0);
  assert.equal(data.horariosLivresHoje, 0);
  assert.equal(data.proximoHorario, null);
  assert.deepEqual(data.proximosAgendamentos, []);
});

test('ratings of open attendances (em_andamento) count for nothing', async () => {
  const u = await newUser();
  await sql(
    `insert into public.g_atendimento (id_dono, status, avaliacao_cliente, duracao_atendimento, data_atendimento)
     values ($1, 'concluido', 10, 20, now()), ($1, 'em_andamento', 0, 5, now())`,
    [u.idDono],
  );
  const { data, error } = await u.client.rpc('get_user_dashboard_stats', { user_id_param: u.id });
  assert.equal(error, null);
  assert.equal(data.totalAtendimentos, 1);
  assert.equal(data.nps, 100);
  assert.equal(data.mediaSatisfacao, 10);
  assert.equal(data.tempoMedioAtendimento, 20);
});
