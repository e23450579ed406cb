/**
 * get_user_dashboard_stats for fresh customers with hand-built data whose every figure is worked out
 * by hand below: a new customer's zeros, a customer with rows placed around this month's and today's
 * edges, and open attendances whose ratings count for nothing. "Today" and "now" are São Paulo's,
 * read from the database exactly as the migration computes them (stats-fixtures.ts).
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';
import { addDays, awayFromMidnight, type Clock, monthStart, pad, stats, trend } from './stats-fixtures.ts';

after(closeSql);

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
    canalWhatsapp: null,
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
    // No WhatsApp set up in this data (the channel's own case is the next test's).
    canalWhatsapp: null,
    totalMensagens: 3,
  });
});

test("the home names the WhatsApp's channel: QR code, then the official one", async () => {
  const u = await newUser();
  const channel = async () =>
    ((await u.client.rpc('get_user_dashboard_stats', { user_id_param: u.id })).data as { canalWhatsapp: string | null })
      .canalWhatsapp;
  assert.equal(await channel(), null);
  await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`, [
    u.id,
    u.id.toLowerCase(),
  ]);
  assert.equal(await channel(), 'evolution');
  await sql(
    `update public.whatsapp_instances set channel = 'cloud', phone_number_id = '1001', waba_id = '2002', access_token = 'v1.x.y'
      where user_id = $1`,
    [u.id],
  );
  assert.equal(await channel(), 'cloud');
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
