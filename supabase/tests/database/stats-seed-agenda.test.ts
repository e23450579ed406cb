/**
 * get_user_dashboard_stats on the seed's demo clinic, signed in as the demo customer: free time and
 * occupancy from its saved schedule as the booking engine sees it, and the agenda figures (no-show,
 * rescheduling, the next appointments) recomputed from the seed's own generation rules.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { client, closeSql, sql } from 'local-stack/testing';
import {
  addDays,
  clock,
  type Clock,
  DEMO_DONO,
  DEMO_ID,
  engineSlots,
  hhmm,
  isoDow,
  minutesOf,
  monthStart,
  monthTime,
  occupancy,
  pad,
  stats,
  tenths,
  withMicros,
} from './stats-fixtures.ts';

after(closeSql);

const BOOKED = ['agendado', 'confirmado', 'reagendado'];

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
