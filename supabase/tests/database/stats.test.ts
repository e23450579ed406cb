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
/** Each client's one number, as the seed gives it (the first twelve are the conversations' too). */
const TELEFONES = [
  '5511987650001',
  '5511987650002',
  '5511976540003',
  '5511965430004',
  '5511954320005',
  '5511943210006',
  '5511932100007',
  '5511921090008',
  '5511910980009',
  '5511998870010',
  '5511987760011',
  '5511976650012',
  '5511965540013',
  '5511954430014',
  '5511943320015',
  '5511932210016',
  '5511921100017',
  '5511910090018',
  '5511909980019',
  '5511998760020',
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
        num_cliente: free ? null : TELEFONES[(n * 7) % 20],
        desc_agendamento: free ? 'Horário disponível' : SERVICOS[(n * 3) % 10],
        local: !free && n % 4 === 0 ? 'Online' : 'Presencial',
      });
    });
  }
  return out;
}

interface DemoMessage {
  conversa_id: string;
  atendimento_id: string | null;
  autor: string;
  body: string;
  created_at: string;
}
interface DemoAttendance {
  id: string;
  conversa_id: string;
  status: string;
  avaliacao_cliente: number | null;
  duracao_atendimento: number | null;
  resolvido_primeiro_contato: boolean | null;
  assumido: boolean;
  data_atendimento: string;
  pesquisa: string | null;
  pesquisa_em: string | null;
  encerrado_por: string | null;
}
const SURVEY = 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?';
/** The São Paulo 'YYYY-MM' of an instant. */
const spMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(
    new Date(iso),
  );

test('seed: the demo clinic’s attendances are what its transcripts show, and the home shows them', async () => {
  const demo = client();
  const signIn = await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  assert.equal(signIn.error, null);
  assert.equal(signIn.data.user?.id, DEMO_ID);

  // Everything read as the owner (RLS gives the clinic its own rows).
  // The seed's twelve (the stack's own reminders to the demo's clients open nameless threads of their own).
  const conversas = await demo
    .from('conversas')
    .select('id, nome, telefone, estado, motivo_transferencia, opt_out_em')
    .not('nome', 'is', null);
  assert.equal(conversas.error, null);
  assert.equal(conversas.data!.length, 12);
  assert.ok(conversas.data!.every((c) => /^55119\d{8}$/.test(c.telefone) && c.nome));
  // The three open ones, unless the minute job closed them meanwhile (30 minutes of silence after
  // the seed, on a long test run).
  const estados = conversas.data!.map((c) => c.estado);
  assert.ok(estados.filter((e) => e === 'concluida').length >= 9, estados.join());
  assert.ok(
    estados.every((e) => ['aguardando', 'assistente', 'voce', 'concluida'].includes(e)),
    estados.join(),
  );
  assert.ok(
    conversas.data!.every((c) => c.estado !== 'aguardando' || c.motivo_transferencia),
    'a hand-off says why',
  );
  assert.equal(conversas.data!.filter((c) => c.opt_out_em).length, 1);

  const msgs = await demo
    .from('chat_messages')
    .select('conversa_id, atendimento_id, autor, body, created_at, status, wa_message_id, instance_name')
    // The seed's messages (a survey the minute job sent after closing one of them is not).
    .like('wa_message_id', 'DEMO%')
    .order('created_at');
  assert.equal(msgs.error, null);
  const messages = msgs.data as (DemoMessage & { status: string; wa_message_id: string; instance_name: string })[];
  assert.ok(
    messages.every((m) => m.status === 'enviada' && m.wa_message_id.startsWith('DEMO') && m.instance_name === DEMO_ID),
  );
  assert.equal(new Set(messages.map((m) => m.wa_message_id)).size, messages.length);
  assert.ok(new Set(conversas.data!.map((c) => c.id)).size === new Set(messages.map((m) => m.conversa_id)).size);

  const att = await demo
    .from('g_atendimento')
    .select(
      'id, conversa_id, status, avaliacao_cliente, duracao_atendimento, resolvido_primeiro_contato, assumido, data_atendimento, pesquisa, pesquisa_em, encerrado_por',
    );
  assert.equal(att.error, null);
  const rows = att.data as DemoAttendance[];
  assert.equal(rows.length, 15);
  assert.ok(rows.filter((a) => a.status === 'em_andamento').length <= 3);

  // Each attendance from its transcript: opened at its first message, duration first → last message
  // (whole minutes, as close_attendance rounds), resolved = nobody took over (no 'voce' message),
  // its rating the client's answer right after the survey question it was sent.
  const done = rows.filter((a) => a.status === 'concluido');
  for (const a of done) {
    const own = messages.filter((m) => m.atendimento_id === a.id);
    const first = Date.parse(own[0].created_at);
    const last = Date.parse(own[own.length - 1].created_at);
    assert.equal(Date.parse(a.data_atendimento), first, a.id);
    assert.equal(a.duracao_atendimento, Math.round((last - first) / 60_000), a.id);
    assert.equal(
      a.assumido,
      own.some((m) => m.autor === 'voce'),
      a.id,
    );
    assert.equal(a.resolvido_primeiro_contato, !a.assumido, a.id);
    assert.ok(a.encerrado_por === 'dono' || a.encerrado_por === 'inatividade');
    const thread = messages.filter((m) => m.conversa_id === a.conversa_id);
    const asked = thread.findIndex((m) => a.pesquisa_em && Date.parse(m.created_at) === Date.parse(a.pesquisa_em));
    if (asked < 0) {
      assert.equal(a.avaliacao_cliente, null, a.id);
      continue;
    }
    assert.equal(thread[asked].body, SURVEY);
    assert.equal(thread[asked].autor, 'plataforma');
    const answer = thread.slice(asked + 1).find((m) => m.autor === 'cliente');
    assert.equal(a.avaliacao_cliente, answer && /^\d+$/.test(answer.body) ? Number(answer.body) : null, a.id);
  }

  // The home's attendance figures from those rows, with their documented formulas.
  const { data, before, after } = await stats(demo, DEMO_ID);
  const rated = done.filter((a) => a.avaliacao_cliente !== null).map((a) => a.avaliacao_cliente!);
  const promoters = rated.filter((r) => r >= 9).length;
  const detractors = rated.filter((r) => r <= 6).length;
  const minutes = done.reduce((sum, a) => sum + a.duracao_atendimento!, 0);
  const resolved = done.filter((a) => a.resolvido_primeiro_contato).length;
  assert.equal(data.totalAtendimentos, done.length);
  assert.equal(data.nps, Math.round(((promoters - detractors) * 100) / rated.length));
  assert.equal(
    data.mediaSatisfacao,
    tenths(
      rated.reduce((x, r) => x + r, 0),
      rated.length,
    ),
  );
  assert.equal(data.tempoMedioAtendimento, Math.round(minutes / done.length));
  assert.equal(data.resolucaoPrimeiroContato, tenths(resolved * 100, done.length));
  // Every message of the clinic's WhatsApp: the seed's and any the stack's reminders added.
  const all = await demo.from('chat_messages').select('id', { count: 'exact', head: true });
  assert.equal(data.totalMensagens, all.count);
  const byMonth = (c: Clock) =>
    trend(
      c.today,
      [0, 1, 2, 3, 4, 5].map(
        (i) => done.filter((a) => spMonth(a.data_atendimento) === monthStart(c.today, i - 5).slice(0, 7)).length,
      ),
    );
  assert.ok(
    [byMonth(before), byMonth(after)].some((t) => isDeepStrictEqual(t, data.tendenciaAtendimentos)),
    JSON.stringify(data.tendenciaAtendimentos),
  );
  // The transcripts' own numbers (supabase/README.md): 12 concluded, 9 rated (5 promoters, 1 detractor).
  assert.deepEqual([done.length, rated.length, promoters, detractors, resolved, minutes], [12, 9, 5, 1, 10, 86]);
  assert.equal(data.nps, 44); // (5 − 1) / 9 = 44.4
  assert.equal(data.mediaSatisfacao, 8.4); // 76 / 9 = 8.44
  assert.equal(data.tempoMedioAtendimento, 7); // 86 / 12 = 7.17
  assert.equal(data.resolucaoPrimeiroContato, 83.3); // 10 / 12
  assert.equal(data.hasAgentConfig, true);
  assert.equal(data.agentStatus, 'active');
});

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
function monthTime(s: Record<string, unknown>, active: Active[], first: string): [number, number] {
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
const occupancy = ([booked, free]: [number, number]) =>
  booked + free === 0 ? 0 : Math.round((booked * 1000) / (booked + free)) / 10;

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)) + Number(t.slice(6, 8)) / 60;

/** The owner's free slots of one day from booking_free_slots, as the server calls it ('HH:MM'). */
async function engineSlots(idDono: string, day: string): Promise<string[]> {
  const { data, error } = await serviceClient().rpc('booking_free_slots', { p_id_dono: idDono, p_de: day, p_ate: day });
  assert.equal(error, null);
  return (data as { inicio: string }[]).map((s) => hhmm(s.inicio));
}

test('seed: free time and occupancy from the demo’s saved schedule, as the booking engine sees it', async () => {
  const demo = client();
  await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  const c0 = await clock();
  const slotsBefore = await engineSlots(DEMO_DONO, c0.today);
  const { data, before, after } = await stats(demo, DEMO_ID);
  const slotsAfter = await engineSlots(DEMO_DONO, after.today);
  assert.ok(
    [slotsBefore, slotsAfter].some(
      (s) => data.horariosLivresHoje === s.length && data.proximoHorario === (s[0] ?? null),
    ),
    JSON.stringify({ data, slotsBefore, slotsAfter }),
  );

  const [{ schedule }] = await sql<{ schedule: Record<string, unknown> }>(
    `select a.schedule from public.agent_configs a where a.user_id = $1 and a.schedule_saved_at is not null`,
    [DEMO_ID],
  );
  const active = await sql<{ data: string; inicio: string; fim: string }>(
    `select to_char(data, 'YYYY-MM-DD') as data, inicio::text as inicio, fim::text as fim from public.g_agenda
     where id_dono = $1 and status in ('agendado', 'confirmado', 'reagendado')`,
    [DEMO_DONO],
  );
  const rows = active.map((a) => ({ data: a.data, inicio: minutesOf(a.inicio), fim: minutesOf(a.fim) }));
  const expected = (c: Clock) => {
    const now = occupancy(monthTime(schedule, rows, monthStart(c.today)));
    const prev = monthTime(schedule, rows, monthStart(c.today, -1));
    return {
      taxaOcupacao: now,
      taxaOcupacaoTendencia: prev[0] + prev[1] === 0 ? null : Math.round((now - occupancy(prev)) * 10) / 10,
    };
  };
  const got = { taxaOcupacao: data.taxaOcupacao, taxaOcupacaoTendencia: data.taxaOcupacaoTendencia };
  if (!isDeepStrictEqual(got, expected(before))) assert.deepEqual(got, expected(after));
  assert.ok((data.taxaOcupacao as number) > 0);

  // The seed's 'disponivel' rows are notes in the agenda: they change no figure.
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, status, desc_agendamento)
     values ($1, $2, '23:00', '23:30', 'disponivel', 'Horário disponível')`,
    [DEMO_DONO, after.today],
  );
  try {
    const again = await stats(demo, DEMO_ID);
    assert.equal(again.data.horariosLivresHoje, (await engineSlots(DEMO_DONO, again.after.today)).length);
    assert.equal(again.data.taxaOcupacao, data.taxaOcupacao);
  } finally {
    await sql(
      `delete from public.g_agenda where id_dono = $1 and data = $2 and inicio = '23:00' and status = 'disponivel'`,
      [DEMO_DONO, after.today],
    );
  }

  // No-show and rescheduling rates: every status but disponivel is an appointment.
  const seeded = await seedDay();
  const slots = seedAgenda(seeded);
  const stored = await sql<Slot>(
    `select to_char(data, 'YYYY-MM-DD') as data, inicio::text as inicio, fim::text as fim, status, foi_reagendado,
            nome, num_cliente, desc_agendamento, local
     from public.g_agenda where id_dono = $1 order by data, inicio`,
    [DEMO_DONO],
  );
  assert.deepEqual(stored, slots);
  const appointments = slots.filter((s) => s.status !== 'disponivel');
  assert.equal(
    data.taxaNoShow,
    tenths(appointments.filter((s) => s.status === 'cancelado').length * 100, appointments.length),
  );
  assert.equal(
    data.taxaReagendamento,
    tenths(appointments.filter((s) => s.foi_reagendado).length * 100, appointments.length),
  );
  const upcoming = (c: Clock) =>
    slots
      .filter(
        (s) => BOOKED.includes(s.status) && (s.data > c.today || (s.data === c.today && withMicros(s.inicio) >= c.now)),
      )
      .sort((x, y) => (x.data + x.inicio < y.data + y.inicio ? -1 : 1))
      .slice(0, 5)
      .map((s) => ({ data: s.data, inicio: hhmm(s.inicio), nome: s.nome }));
  const gotNext = (data.proximosAgendamentos as { data: string; inicio: string; nome: string }[]).map((p) => ({
    data: p.data,
    inicio: p.inicio,
    nome: p.nome,
  }));
  assert.ok(
    [upcoming(before), upcoming(after)].some((u) => isDeepStrictEqual(u, gotNext)),
    JSON.stringify(gotNext),
  );
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

  // This month (today T): 7 booked, 2 cancelled, 4 'disponivel' rows.
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
  // Last month: 1 booked, 2 'disponivel' rows, 1 cancelled.
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
    // No schedule saved: no free time and no occupancy, whatever the 'disponivel' rows (h, i, j, j2,
    // m, n, q, v) say — they are notes in the agenda, not the booking engine's free times.
    taxaOcupacao: 0,
    taxaOcupacaoTendencia: null,
    mediaSatisfacao: 6.3, // (10+9+8+7+7+6+3+0) / 8 = 6.25 → 6.3 (half away from zero)
    horariosLivresHoje: 0,
    proximoHorario: null,
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

/** A flat schedule (as booking-fixtures' `schedule`), open every day, no notice. */
const SCHEDULE = {
  duracao_atendimento: 60,
  horario_inicio: '09:00',
  horario_fim: '12:00',
  dias_atendimento: {
    domingo: true,
    segunda: true,
    terca: true,
    quarta: true,
    quinta: true,
    sexta: true,
    sabado: true,
  },
  intervalos: [],
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 2,
  periodo_disponivel: 30,
  antecedencia_minima: 0,
};
async function saveSchedule(u: TestUser, s: Record<string, unknown>) {
  await sql(`update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = now() where user_id = $1`, [
    u.id,
    JSON.stringify(s),
  ]);
}
async function place(u: TestUser, rows: [string, string, string, string][]) {
  for (const [data, inicio, fim, status] of rows) {
    await sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status) values ($1, $2, $3, $4, 'Cliente', $5)`,
      [u.idDono, data, inicio, fim, status],
    );
  }
}

test('occupancy: booked minutes ÷ (booked + free minutes of the schedule), the whole month, by hand', async () => {
  const T = (await awayFromMidnight()).today;
  const M = monthStart(T);
  const P = monthStart(T, -1);
  const u = await newUser({ full_name: 'Agenda Cheia' }, 'stats-ocupacao');
  await saveSchedule(u, SCHEDULE); // 09–12 every day: three 60-minute slots (180 free minutes) a day
  await place(u, [
    [M, '09:00', '10:00', 'agendado'], // day 1: two active appointments = max_agendamentos_dia:
    [M, '10:00', '10:30', 'confirmado'], //   the day is full, none of its slots is free
    [addDays(M, 1), '11:00', '12:00', 'reagendado'], // day 2: the 11:00 slot is taken, 09 and 10 free
    [addDays(M, 2), '09:00', '10:00', 'cancelado'], // day 3: cancelled and 'disponivel' rows change nothing
    [addDays(M, 2), '10:00', '11:00', 'disponivel'],
    [addDays(M, 3), '20:00', '20:45', 'agendado'], // day 4: booked out of hours: 45 booked, no slot taken
    [P, '09:30', '10:30', 'confirmado'], // last month: overlaps the 09:00 and 10:00 slots
  ]);
  const days = (first: string) => {
    let n = 0;
    for (let d = first; d.startsWith(first.slice(0, 7)); d = addDays(d, 1)) n++;
    return n;
  };
  const booked = 60 + 30 + 60 + 45;
  const free = 180 * days(M) - 180 - 60;
  const bookedPrev = 60;
  const freePrev = 180 * days(P) - 120;
  const occ = tenths(booked * 100, booked + free);
  const occPrev = tenths(bookedPrev * 100, bookedPrev + freePrev);
  const { data } = await stats(u.client, u.id);
  assert.equal(data.taxaOcupacao, occ);
  assert.equal(data.taxaOcupacaoTendencia, Math.round((occ - occPrev) * 10) / 10);
  // The same through the test's own restatement of the formula.
  const rows = [
    { data: M, inicio: 540, fim: 600 },
    { data: M, inicio: 600, fim: 630 },
    { data: addDays(M, 1), inicio: 660, fim: 720 },
    { data: addDays(M, 3), inicio: 1200, fim: 1245 },
    { data: P, inicio: 570, fim: 630 },
  ];
  assert.deepEqual(monthTime(SCHEDULE, rows, M), [booked, free]);
  assert.equal(occupancy(monthTime(SCHEDULE, rows, M)), occ);
});

test('free slots today and the next one are booking_free_slots’ own, from now on', async () => {
  const c = await awayFromMidnight();
  const u = await newUser({ full_name: 'Agenda do Dia' }, 'stats-hoje');
  // Open all day in 60-minute slots: whatever the hour, some of today's slots are past and some ahead.
  await saveSchedule(u, { ...SCHEDULE, horario_inicio: '00:00', horario_fim: '24:00', max_agendamentos_dia: 30 });
  const hour = Number(c.now.slice(0, 2));
  const pad2 = (h: number) => `${pad(h)}:00`;
  await place(u, [
    [c.today, pad2(Math.max(hour - 1, 0)), pad2(Math.max(hour - 1, 0)).replace(':00', ':30'), 'agendado'], // past
    ...(hour + 2 <= 23
      ? [[c.today, pad2(hour + 2), pad2(hour + 3), 'confirmado'] as [string, string, string, string]]
      : []),
    ...(hour + 1 <= 23
      ? [[c.today, pad2(hour + 1), pad2(hour + 2), 'disponivel'] as [string, string, string, string]]
      : []),
  ]);
  const engineBefore = await engineSlots(u.idDono, c.today);
  const { data, after } = await stats(u.client, u.id);
  const engineAfter = await engineSlots(u.idDono, after.today);
  assert.ok(
    [engineBefore, engineAfter].some(
      (s) => data.horariosLivresHoje === s.length && data.proximoHorario === (s[0] ?? null),
    ),
    JSON.stringify({ data, engineBefore, engineAfter }),
  );
  // From the next whole hour to 23:00, the booked one taken away; the 'disponivel' row is no slot of its own.
  const expected = Array.from({ length: 23 - hour }, (_, i) => pad2(hour + 1 + i)).filter((h) => h !== pad2(hour + 2));
  assert.deepEqual(engineBefore, expected);
});

test('another signed-in owner, or a developer, gets no free-time figures of an owner', async () => {
  const u = await newUser({ full_name: 'Agenda Alheia' }, 'stats-alheia');
  const other = await newUser({ full_name: 'Curiosa' }, 'stats-curiosa');
  await saveSchedule(u, { ...SCHEDULE, horario_inicio: '00:00', horario_fim: '24:00' });
  const direct = await other.client.rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.equal(direct.error, null);
  assert.deepEqual(direct.data, [
    { livres_hoje: 0, proximo: null, ocupado_mes: 0, livre_mes: 0, ocupado_ant: 0, livre_ant: 0 },
  ]);
  const own = await u.client.rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.ok((own.data as { livre_mes: number }[])[0].livre_mes > 0);
  const anon = await client().rpc('dashboard_schedule_figures', { p_id_dono: u.idDono });
  assert.notEqual(anon.error, null);

  const dev = client();
  await dev.auth.signInWithPassword({ email: 'dev@atende.ai', password: 'dev12345' });
  const viaDev = await stats(dev, u.id);
  assert.equal(viaDev.data.horariosLivresHoje, 0);
  assert.equal(viaDev.data.taxaOcupacao, 0);
  assert.equal(viaDev.data.taxaOcupacaoTendencia, null);
});

test('the running totals follow every write to attendances and messages', async () => {
  const u = await newUser({ full_name: 'Totais' }, 'stats-totais');
  const direct = async () => {
    const [a] = await sql<Record<string, number>>(
      `select count(*)::int as concluidos, count(*) filter (where resolvido_primeiro_contato)::int as resolvidos,
              count(avaliacao_cliente)::int as avaliados, coalesce(sum(avaliacao_cliente), 0)::int as soma_notas,
              coalesce(sum(duracao_atendimento), 0)::int as soma_duracao
       from public.g_atendimento where id_dono = $1 and status = 'concluido'`,
      [u.idDono],
    );
    const [t] = await sql<Record<string, number>>(
      `select coalesce(sum(concluidos), 0)::int as concluidos, coalesce(sum(resolvidos), 0)::int as resolvidos,
              coalesce(sum(avaliados), 0)::int as avaliados, coalesce(sum(soma_notas), 0)::int as soma_notas,
              coalesce(sum(soma_duracao), 0)::int as soma_duracao
       from public.dashboard_atendimentos_mes where id_dono = $1`,
      [u.idDono],
    );
    assert.deepEqual(t, a);
    const [m] = await sql<{ n: number; total: number }>(
      `select (select count(*)::int from public.chat_messages where id_dono = $1) as n,
              coalesce((select total::int from public.dashboard_mensagens where id_dono = $1), 0) as total`,
      [u.idDono],
    );
    assert.equal(m.total, m.n);
    return a.concluidos;
  };
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.g_atendimento (id_dono, status, data_atendimento) values ($1, 'em_andamento', now()) returning id`,
    [u.idDono],
  );
  assert.equal(await direct(), 0); // open: nothing counted
  await sql(`update public.g_atendimento set ultima_mensagem_em = now() where id = $1`, [id]);
  await sql(
    `update public.g_atendimento set status = 'concluido', duracao_atendimento = 12, resolvido_primeiro_contato = true where id = $1`,
    [id],
  );
  assert.equal(await direct(), 1);
  await sql(`update public.g_atendimento set avaliacao_cliente = 9 where id = $1`, [id]); // the survey's answer
  await sql(`update public.g_atendimento set data_atendimento = now() - interval '40 days' where id = $1`, [id]);
  await sql(
    `insert into public.g_atendimento (id_dono, status, avaliacao_cliente, duracao_atendimento, data_atendimento)
     select $1, 'concluido', g % 11, g, now() - make_interval(days => g) from generate_series(1, 30) g`,
    [u.idDono],
  );
  assert.equal(await direct(), 31);
  await sql(`delete from public.g_atendimento where id_dono = $1 and duracao_atendimento > 20`, [u.idDono]);
  assert.equal(await direct(), 21);
  const svc = serviceClient();
  const sent = await svc
    .from('chat_messages')
    .insert(
      Array.from({ length: 5 }, (_, i) => ({ user_id: u.id, id_dono: u.idDono, direction: 'in', body: `m${i}` })),
    );
  assert.equal(sent.error, null);
  await direct();
  await sql(`update public.chat_messages set body = 'editada' where id_dono = $1`, [u.idDono]);
  await sql(
    `delete from public.chat_messages where id_dono = $1 and body = 'editada' and ctid in
             (select ctid from public.chat_messages where id_dono = $1 limit 2)`,
    [u.idDono],
  );
  await direct();
  const { data } = await stats(u.client, u.id);
  assert.equal(data.totalAtendimentos, 21);
  assert.equal(data.totalMensagens, 3);
  // The browser reads its own totals and writes none.
  const forged = await u.client.from('dashboard_mensagens').insert({ id_dono: u.idDono, total: 1000 });
  assert.notEqual(forged.error, null);
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
