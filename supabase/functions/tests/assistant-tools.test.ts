/**
 * assistant-tools: the tools a published assistant's n8n workflow calls with its id and secret (booking,
 * and the hand-off to a person). Each owner here is activated through agent-activate, and the secret is
 * read from the tool nodes of the workflow it published, as n8n would send it.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  weeklySchedule,
  WEEKDAYS,
  type AgentWeeklySchedule,
  type DaySchedule,
} from '../../../shared-domain/src/entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, mails, newUser, sql, type TestUser } from 'local-stack/testing';
import {
  activate,
  connectedAssistant,
  conversationWith,
  credentialsOf,
  postAs,
  publishAssistant,
  recordedMessages,
  type Answer,
  type Credentials,
} from './assistant-support.ts';

after(closeSql);

/** Every day 08:00–18:00, 30-minute appointments back to back, booked at least 2 h ahead. */
function openEveryDay(): AgentWeeklySchedule {
  const s = weeklySchedule({ ...DEFAULT_AGENT_SCHEDULE, antecedencia_minima: 120 });
  const open: DaySchedule = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
  return {
    ...s,
    horario_inicio: '08:00',
    horario_fim: '18:00',
    intervalos: [],
    duracao_atendimento: 30,
    dias_atendimento: Object.fromEntries(WEEKDAYS.map((d) => [d, true])) as AgentWeeklySchedule['dias_atendimento'],
    dias: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...open }])) as AgentWeeklySchedule['dias'],
  };
}

/** São Paulo's date `days` from today. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

interface Assistant extends Credentials {
  user: TestUser;
}

/** A customer with the setup done and the assistant activated; its tool secret as published. */
async function activatedAssistant(prefix: string): Promise<Assistant> {
  const user = await newUser({ full_name: 'Clínica Ferramentas' }, prefix);
  return { user, ...(await publishAssistant(user, openEveryDay())) };
}

const callRaw = (headers: Record<string, string>, body: string) => postAs('assistant-tools', headers, body);

const credentials = credentialsOf;

function call(a: Credentials, tool: string, telefone: string, args: Record<string, unknown> = {}): Promise<Answer> {
  return callRaw(credentials(a), JSON.stringify({ tool, telefone, args }));
}

interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

async function rowsOf(a: Assistant) {
  return sql<{
    id: string;
    data: string;
    inicio: string;
    nome: string;
    num_cliente: string;
    status: string;
    origem: string;
  }>(
    `select id, to_char(data, 'YYYY-MM-DD') as data, to_char(inicio, 'HH24:MI') as inicio, nome, num_cliente, status, origem
       from public.g_agenda where id_dono = $1 order by data, inicio`,
    [a.user.idDono],
  );
}

interface Named {
  id: string;
  nome: string;
}

/** The owner's titular professional (themself, created from the Agenda step). */
async function titularOf(a: Assistant): Promise<Named> {
  const [row] = await sql<Named>('select id, nome from public.profissionais where id_dono = $1 and titular', [
    a.user.idDono,
  ]);
  assert.ok(row, 'the owner has their titular professional');
  return row;
}

const CLIENTE = '5511987654321';
const OUTRO = '5521998765432';
const day = dayFromToday(2);
let assistant: Assistant;

before(async () => {
  assistant = await activatedAssistant('ferramentas');
});

test('horarios_livres lists the free slots of the asked days, in São Paulo time', async () => {
  const answer = await call(assistant, 'horarios_livres', CLIENTE, { de: day, ate: day });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const slots = answer.body.slots as Slot[];
  assert.equal(slots.length, 20);
  assert.deepEqual(slots[0], { data: day, inicio: '08:00', fim: '08:30' });
  assert.deepEqual(slots.at(-1), { data: day, inicio: '17:30', fim: '18:00' });
  // An end before the start is refused.
  const backwards = await call(assistant, 'horarios_livres', CLIENTE, { de: day, ate: dayFromToday(1) });
  assert.equal(backwards.status, 422);
  assert.equal(backwards.body.error?.code, 'invalid_range');
});

test("agendar books the sender's slot with origem 'assistente', and the slot is gone", async () => {
  const answer = await call(assistant, 'agendar', '5511987654321@s.whatsapp.net', {
    data: day,
    inicio: '09:00',
    nome: 'Maria Oliveira',
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const booked = answer.body.agendamento as { id: string };
  // A one-person business: the appointment is the owner's own (their titular professional).
  assert.deepEqual(answer.body.agendamento, {
    id: booked.id,
    data: day,
    inicio: '09:00',
    fim: '09:30',
    status: 'agendado',
    nome: 'Maria Oliveira',
    profissional: await titularOf(assistant),
  });
  const [row] = (await rowsOf(assistant)).filter((r) => r.id === booked.id);
  assert.deepEqual(
    { nome: row.nome, num_cliente: row.num_cliente, origem: row.origem, status: row.status },
    { nome: 'Maria Oliveira', num_cliente: CLIENTE, origem: 'assistente', status: 'agendado' },
  );
  const [history] = await sql<{ usuario: string }>(
    'select usuario from public.g_agenda_historico where agendamento_id = $1',
    [booked.id],
  );
  assert.equal(history.usuario, 'Assistente');
  const slots = (await call(assistant, 'horarios_livres', CLIENTE, { de: day, ate: day })).body.slots as Slot[];
  assert.ok(!slots.some((s) => s.inicio === '09:00'));

  // The same time again, by another client: taken.
  const again = await call(assistant, 'agendar', OUTRO, { data: day, inicio: '09:00', nome: 'João' });
  assert.equal(again.status, 409);
  assert.deepEqual(again.body.error, {
    code: 'slot_taken',
    message: 'Este horário acabou de ser reservado. Escolha outro horário.',
  });
});

test('a WhatsApp id without the mobile 9 is stored as 55 + DDD + 9 + number', async () => {
  const answer = await call(assistant, 'agendar', '553187654321@s.whatsapp.net', {
    data: day,
    inicio: '10:00',
    nome: 'Ana',
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const row = (await rowsOf(assistant)).find((r) => r.id === (answer.body.agendamento as { id: string }).id)!;
  assert.equal(row.num_cliente, '5531987654321');
});

test('bad dates and times are refused and nothing is booked', async () => {
  const before = await rowsOf(assistant);
  const cases: [Record<string, unknown>, number, string][] = [
    [{ data: '2026-02-30', inicio: '09:00', nome: 'Maria' }, 422, 'invalid_date'],
    [{ data: '30/11/2026', inicio: '09:00', nome: 'Maria' }, 422, 'invalid_date'],
    [{ data: day, inicio: '25:00', nome: 'Maria' }, 422, 'invalid_time'],
    [{ data: day, inicio: '08:10', nome: 'Maria' }, 422, 'not_a_free_slot'],
    [{ data: day, inicio: '18:00', nome: 'Maria' }, 422, 'not_a_free_slot'],
    [{ data: dayFromToday(-1), inicio: '09:00', nome: 'Maria' }, 422, 'past'],
    [{ data: dayFromToday(400), inicio: '09:00', nome: 'Maria' }, 422, 'out_of_window'],
    [{ data: day, inicio: '11:00', nome: '   ' }, 422, 'invalid_name'],
    [{ data: day, inicio: '11:00', nome: 'x'.repeat(101) }, 422, 'invalid_name'],
  ];
  for (const [args, status, code] of cases) {
    const answer = await call(assistant, 'agendar', CLIENTE, args);
    assert.equal(answer.status, status, `${JSON.stringify(args)} → ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.error?.code, code, JSON.stringify(args));
    assert.equal(typeof answer.body.error?.message, 'string');
  }
  assert.deepEqual(await rowsOf(assistant), before);
});

test('malformed JSON, wrong types, an unknown tool and a bad sender are refused and change nothing', async () => {
  const before = await rowsOf(assistant);
  const malformed = await callRaw(credentials(assistant), '{"tool": "agendar",');
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.error?.code, 'invalid_request');

  const unknown = await call(assistant, 'apagar_tudo', CLIENTE);
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.error?.code, 'unknown_tool');

  const wrongTypes: unknown[] = [
    [],
    'agendar',
    { tool: 7, telefone: CLIENTE, args: {} },
    { tool: 'agendar', telefone: 5511987654321, args: { data: day, inicio: '11:00', nome: 'Maria' } },
    { tool: 'agendar', telefone: CLIENTE, args: 'amanhã às 11h' },
    { tool: 'agendar', telefone: CLIENTE, args: { data: 20261130, inicio: '11:00', nome: 'Maria' } },
    { tool: 'agendar', telefone: CLIENTE, args: { data: day, inicio: '11:00' } },
    { tool: 'horarios_livres', telefone: CLIENTE, args: { de: day, ate: null } },
  ];
  for (const body of wrongTypes) {
    const answer = await callRaw(credentials(assistant), JSON.stringify(body));
    assert.equal(answer.status, 422, JSON.stringify(body));
    assert.equal(answer.body.error?.code, 'invalid_request', JSON.stringify(body));
  }
  for (const telefone of ['', 'abc', '12345', '441234567890@s.whatsapp.net']) {
    const answer = await call(assistant, 'agendar', telefone, { data: day, inicio: '11:00', nome: 'Maria' });
    assert.equal(answer.status, 422, telefone);
    assert.equal(answer.body.error?.code, 'invalid_phone');
  }
  assert.deepEqual(await rowsOf(assistant), before);
});

test("meus_agendamentos, remarcar and cancelar act on the sender's own future appointments only", async () => {
  const a = await activatedAssistant('ferramentas-proprios');
  const mine = await call(a, 'agendar', CLIENTE, { data: day, inicio: '14:00', nome: 'Maria' });
  const theirs = await call(a, 'agendar', OUTRO, { data: day, inicio: '15:00', nome: 'João' });
  assert.equal(mine.status, 201);
  assert.equal(theirs.status, 201);
  const mineId = (mine.body.agendamento as { id: string }).id;
  const theirsId = (theirs.body.agendamento as { id: string }).id;
  // A past appointment of the same client is not listed, nor one of another owner.
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status)
     values ($1, $2, '09:00', '09:30', 'Maria', $3, 'agendado')`,
    [a.user.idDono, dayFromToday(-3), CLIENTE],
  );

  const listed = await call(a, 'meus_agendamentos', CLIENTE);
  assert.equal(listed.status, 200);
  const titular = await titularOf(a);
  assert.deepEqual(listed.body.agendamentos, [
    { id: mineId, data: day, inicio: '14:00', fim: '14:30', status: 'agendado', nome: 'Maria', profissional: titular },
  ]);
  // The other owner's assistant does not see them either.
  assert.deepEqual((await call(assistant, 'meus_agendamentos', OUTRO)).body.agendamentos, []);

  // Another client's appointment reads as unknown, and stays as it was.
  const moveTheirs = await call(a, 'remarcar', CLIENTE, { id: theirsId, data: day, inicio: '16:00' });
  assert.equal(moveTheirs.status, 404);
  assert.equal(moveTheirs.body.error?.code, 'not_found');
  const cancelTheirs = await call(a, 'cancelar', CLIENTE, { id: theirsId });
  assert.equal(cancelTheirs.status, 404);
  assert.equal((await call(a, 'cancelar', CLIENTE, { id: 'nao-e-um-id' })).status, 404);
  const theirsRow = (await rowsOf(a)).find((r) => r.id === theirsId)!;
  assert.deepEqual([theirsRow.inicio, theirsRow.status], ['15:00', 'agendado']);

  // Moving onto a taken time is refused; onto a free one works.
  const onto = await call(a, 'remarcar', CLIENTE, { id: mineId, data: day, inicio: '15:00' });
  assert.equal(onto.status, 409);
  const offGrid = await call(a, 'remarcar', CLIENTE, { id: mineId, data: day, inicio: '16:15' });
  assert.equal(offGrid.status, 422);
  assert.equal(offGrid.body.error?.code, 'not_a_free_slot');
  const moved = await call(a, 'remarcar', CLIENTE, { id: mineId, data: day, inicio: '16:00' });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.deepEqual(moved.body.agendamento, {
    id: mineId,
    data: day,
    inicio: '16:00',
    fim: '16:30',
    status: 'reagendado',
    nome: 'Maria',
    profissional: titular,
  });

  const cancelled = await call(a, 'cancelar', CLIENTE, { id: mineId });
  assert.equal(cancelled.status, 200);
  assert.equal((cancelled.body.agendamento as { status: string }).status, 'cancelado');
  assert.deepEqual((await call(a, 'meus_agendamentos', CLIENTE)).body.agendamentos, []);
  // Cancelled: no longer the client's to change, and its time is free again.
  assert.equal((await call(a, 'cancelar', CLIENTE, { id: mineId })).status, 404);
  const slots = (await call(a, 'horarios_livres', CLIENTE, { de: day, ate: day })).body.slots as Slot[];
  assert.ok(slots.some((s) => s.inicio === '16:00'));
});

/**
 * A clinic of two: the owner (titular, every service) and 'Dr. Bruno Lima' (same hours, only C01),
 * added by the owner through PostgREST after the assistant was published; services C01 (the
 * schedule's 30 minutes) and S02 'Sessão individual' (45 minutes).
 */
async function clinicOfTwo(prefix: string): Promise<{ a: Assistant; titular: Named; bruno: Named }> {
  const a = await activatedAssistant(prefix);
  await sql(
    `insert into public.agent_products (agent_id, codigo, nome, valor, duracao_minutos)
     values ($1, 'S02', 'Sessão individual', 200, 45)`,
    [a.agentId],
  );
  const added = await a.user.client
    .from('profissionais' as never)
    .insert({ nome: 'Dr. Bruno Lima', ordem: 1, agenda: { dias: openEveryDay().dias }, servicos: ['C01'] } as never)
    .select('id,nome')
    .single();
  assert.equal(added.error, null, JSON.stringify(added.error));
  return { a, titular: await titularOf(a), bruno: added.data as unknown as Named };
}

async function bookedRow(id: string) {
  const [row] = await sql<{ id_profissional: string; servico: string | null; fim: string }>(
    `select id_profissional, servico, to_char(fim, 'HH24:MI') as fim from public.g_agenda where id = $1`,
    [id],
  );
  return row;
}

test('a team: a named professional is booked, any professional is assigned, each answer names them', async () => {
  const { a, titular, bruno } = await clinicOfTwo('ferramentas-equipe');
  // Without a professional, each free time says who is free then (in the owner's order).
  const free = await call(a, 'horarios_livres', CLIENTE, { de: day, ate: day, profissional: '', servico: '' });
  assert.equal(free.status, 200, JSON.stringify(free.body));
  const slots = free.body.slots as (Slot & { profissionais: string[] })[];
  assert.equal(slots.length, 20);
  assert.deepEqual(slots[0], { data: day, inicio: '08:00', fim: '08:30', profissionais: [titular.nome, bruno.nome] });

  // Named as the model may write it: any case, no accents, the id too.
  const his = await call(a, 'horarios_livres', CLIENTE, { de: day, ate: day, profissional: 'dr. BRUNO lima' });
  assert.equal(his.status, 200, JSON.stringify(his.body));
  assert.deepEqual(his.body.profissional, bruno);
  assert.deepEqual((his.body.slots as Slot[])[0], { data: day, inicio: '08:00', fim: '08:30' });

  const withBruno = await call(a, 'agendar', CLIENTE, {
    data: day,
    inicio: '09:00',
    nome: 'Maria',
    profissional: 'Dr. Bruno Lima',
    servico: '',
  });
  assert.equal(withBruno.status, 201, JSON.stringify(withBruno.body));
  const first = withBruno.body.agendamento as { id: string; profissional: Named; fim: string };
  assert.deepEqual(first.profissional, bruno);
  assert.equal((await bookedRow(first.id)).id_profissional, bruno.id);
  // Bruno is no longer free at 09:00; the owner still is.
  const after = (await call(a, 'horarios_livres', CLIENTE, { de: day, ate: day })).body.slots as {
    inicio: string;
    profissionais: string[];
  }[];
  assert.deepEqual(after.find((s) => s.inicio === '09:00')?.profissionais, [titular.nome]);

  // Anyone (left empty, or 'qualquer profissional'): the free one with the fewest bookings that day.
  const any = await call(a, 'agendar', OUTRO, {
    data: day,
    inicio: '09:00',
    nome: 'João',
    profissional: 'qualquer profissional',
  });
  assert.equal(any.status, 201, JSON.stringify(any.body));
  const second = any.body.agendamento as { id: string; profissional: Named };
  assert.deepEqual(second.profissional, titular);
  assert.equal((await bookedRow(second.id)).id_profissional, titular.id);
  // Both busy at 09:00 now: nobody to give it to.
  const full = await call(a, 'agendar', '5531987650000', { data: day, inicio: '09:00', nome: 'Ana' });
  assert.ok([409, 422].includes(full.status), JSON.stringify(full.body));
  assert.ok(['slot_taken', 'not_a_free_slot'].includes(full.body.error!.code), JSON.stringify(full.body));

  // The client's list names each one's professional; remarcar may change the professional.
  assert.deepEqual(
    ((await call(a, 'meus_agendamentos', CLIENTE)).body.agendamentos as { profissional: Named }[]).map(
      (x) => x.profissional,
    ),
    [bruno],
  );
  const moved = await call(a, 'remarcar', CLIENTE, {
    id: first.id,
    data: day,
    inicio: '11:00',
    profissional: titular.id,
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.deepEqual((moved.body.agendamento as { profissional: Named }).profissional, titular);
  assert.equal((await bookedRow(first.id)).id_profissional, titular.id);
  const kept = await call(a, 'remarcar', CLIENTE, { id: first.id, data: day, inicio: '11:30', profissional: '' });
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.deepEqual((kept.body.agendamento as { profissional: Named }).profissional, titular, 'absent: the same one');
});

test("a team: a service's own duration ends the booking; who does not perform it is refused", async () => {
  const { a, titular, bruno } = await clinicOfTwo('ferramentas-servicos');
  // By its name: 45 minutes, and only the owner performs it.
  const slots = await call(a, 'horarios_livres', CLIENTE, { de: day, ate: day, servico: 'sessão INDIVIDUAL' });
  assert.equal(slots.status, 200, JSON.stringify(slots.body));
  assert.deepEqual((slots.body.slots as Slot[])[0], {
    data: day,
    inicio: '08:00',
    fim: '08:45',
    profissionais: [titular.nome],
  });
  const booked = await call(a, 'agendar', CLIENTE, { data: day, inicio: '10:00', nome: 'Maria', servico: 'S02' });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const agendamento = booked.body.agendamento as { id: string; fim: string; profissional: Named };
  assert.equal(agendamento.fim, '10:45');
  assert.deepEqual(agendamento.profissional, titular);
  assert.deepEqual(await bookedRow(agendamento.id), { id_profissional: titular.id, servico: 'S02', fim: '10:45' });
  // By its codigo, C01 keeps the schedule's 30 minutes.
  const c01 = await call(a, 'agendar', CLIENTE, {
    data: day,
    inicio: '10:00',
    nome: 'Maria',
    profissional: 'Bruno',
    servico: 'c01',
  });
  assert.equal(c01.status, 201, JSON.stringify(c01.body));
  assert.deepEqual((c01.body.agendamento as { fim: string; profissional: Named }).profissional, bruno);
  assert.equal((c01.body.agendamento as { fim: string }).fim, '10:30');

  const rows = await rowsOf(a);
  const refusals: [Record<string, unknown>, string, string][] = [
    [{ profissional: 'Dra. Carla Dias' }, 'invalid_professional', 'Profissional não encontrado'],
    [{ profissional: '00000000-0000-4000-8000-000000000000' }, 'invalid_professional', 'Profissional não encontrado'],
    [{ profissional: 'Bruno', servico: 'S02' }, 'service_not_performed', 'Este profissional não realiza este serviço'],
    [{ servico: 'Clareamento' }, 'invalid_service', 'Serviço não encontrado'],
  ];
  for (const [args, code, message] of refusals) {
    for (const tool of ['agendar', 'horarios_livres']) {
      const body =
        tool === 'agendar' ? { data: day, inicio: '15:00', nome: 'Maria', ...args } : { de: day, ate: day, ...args };
      const answer = await call(a, tool, CLIENTE, body);
      assert.equal(answer.status, 422, `${tool} ${JSON.stringify(args)} → ${JSON.stringify(answer.body)}`);
      assert.deepEqual(answer.body.error, { code, message });
    }
  }
  // Another owner's professional is unknown here.
  const other = await titularOf(assistant);
  const foreign = await call(a, 'agendar', CLIENTE, {
    data: day,
    inicio: '15:00',
    nome: 'Maria',
    profissional: other.id,
  });
  assert.equal(foreign.status, 422);
  assert.equal(foreign.body.error?.code, 'invalid_professional');
  assert.deepEqual(await rowsOf(a), rows, 'nothing was booked');
});

test('a missing, wrong or old secret, or an unknown assistant, answers 401 and changes nothing', async () => {
  const a = await activatedAssistant('ferramentas-segredo');
  const body = JSON.stringify({
    tool: 'agendar',
    telefone: CLIENTE,
    args: { data: day, inicio: '12:00', nome: 'Maria' },
  });
  const unauthorized = { code: 'unauthorized', message: 'Assistente não autorizado' };
  const attempts: Record<string, string>[] = [
    {},
    { 'x-assistant-id': a.agentId },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': 'f'.repeat(64) },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': a.secret.slice(0, -1) },
    { 'x-assistant-id': assistant.agentId, 'x-assistant-secret': a.secret },
    { 'x-assistant-id': 'nao-e-um-id', 'x-assistant-secret': a.secret },
    { 'x-assistant-id': '00000000-0000-4000-8000-000000000000', 'x-assistant-secret': a.secret },
  ];
  for (const headers of attempts) {
    const answer = await callRaw(headers, body);
    assert.equal(answer.status, 401, JSON.stringify(headers));
    assert.deepEqual(answer.body.error, unauthorized);
  }
  // Before the secret is checked, nothing about the body is revealed.
  assert.equal((await callRaw({ 'x-assistant-id': a.agentId }, '{not json')).status, 401);

  // Re-activation replaces the secret: the old one stops working, the new one works.
  const old = a.secret;
  const fresh = await activate(a.user);
  assert.notEqual(fresh, old);
  assert.equal((await callRaw({ 'x-assistant-id': a.agentId, 'x-assistant-secret': old }, body)).status, 401);
  assert.deepEqual(await rowsOf(a), []);
  const ok = await callRaw({ 'x-assistant-id': a.agentId, 'x-assistant-secret': fresh }, body);
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
});

test('a subscription that lapsed stops the tools at once: 403, nothing booked', async () => {
  const a = await activatedAssistant('ferramentas-sem-assinatura');
  // The trial ended unpaid ten days ago: past the grace, so suspended (billing pauses the workflow
  // later; the tools refuse already).
  await sql(
    `update public.subscriptions set status = 'overdue', current_period_end = null,
            overdue_since = (now() at time zone 'America/Sao_Paulo')::date - 10
      where user_id = $1`,
    [a.user.id],
  );
  const answer = await call(a, 'agendar', CLIENTE, { data: day, inicio: '13:00', nome: 'Maria' });
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body.error, {
    code: 'subscription_inactive',
    message: 'Assinatura inativa: o assistente não pode usar esta função.',
  });
  assert.deepEqual(await rowsOf(a), []);
});

test('the stored secret is only its sha-256, which the owner can neither read nor set', async () => {
  const [row] = await sql<{ tools_secret_hash: string }>(
    'select tools_secret_hash from public.agent_configs where id = $1',
    [assistant.agentId],
  );
  const { createHash } = await import('node:crypto');
  assert.equal(row.tools_secret_hash, createHash('sha256').update(assistant.secret).digest('hex'));
  assert.match(assistant.secret, /^[0-9a-f]{64}$/);
  const read = await assistant.user.client
    .from('agent_configs')
    .select('tools_secret_hash')
    .eq('id', assistant.agentId);
  assert.notEqual(read.error, null);
  const write = await assistant.user.client
    .from('agent_configs')
    .update({ tools_secret_hash: 'a'.repeat(64) })
    .eq('id', assistant.agentId);
  assert.notEqual(write.error, null);
});

const NOTICE = 'Certo! Vou chamar uma pessoa da nossa equipe para continuar o seu atendimento. Aguarde só um pouco.';
const HANDED_OFF = {
  transferido: true,
  mensagem: 'O cliente já foi avisado de que uma pessoa vai responder. Não envie outra mensagem.',
};

/** The client's message as whatsapp-webhook records it, opening an attendance for the assistant. */
async function clientWrote(instance: string, chat: string, nome: string, texto: string): Promise<string> {
  const waId = `3A${Date.now().toString(16).toUpperCase()}`;
  const [{ conversa }] = await sql<{ conversa: string }>(
    `select (public.record_incoming($1, $2, $3, $4, $5) ->> 'conversa_id') as conversa`,
    [instance, waId, chat, nome, texto],
  );
  await sql('select public.open_attendance($1, $2)', [conversa, waId]);
  return conversa;
}

test('transferir_para_humano: waiting for the owner, taken over, the client told once, the owner mailed', async () => {
  const a = await connectedAssistant('transfere');
  const conversa = await clientWrote(a.instance, CLIENTE, 'Maria <b>Souza</b>', 'quero falar com um atendente');
  const motivo = 'Quer negociar <preço> & prazo';

  const answer = await call(a, 'transferir_para_humano', `${CLIENTE}@s.whatsapp.net`, { motivo });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(answer.body, HANDED_OFF);

  const conversation = (await conversationWith(a.owner, CLIENTE))!;
  assert.equal(conversation.id, conversa);
  assert.equal(conversation.estado, 'aguardando');
  assert.equal(conversation.motivo_transferencia, motivo);
  assert.ok(conversation.pausado_em);
  const [attendance] = await sql<{ assumido: boolean; status: string }>(
    'select assumido, status from public.g_atendimento where id = $1',
    [conversation.atendimento_id],
  );
  assert.deepEqual(attendance, { assumido: true, status: 'em_andamento' });

  // The client is told through the owner's number, and the notice is in the thread as the platform's.
  const notice = (await recordedMessages(a.owner)).filter((m) => m.direction === 'out');
  assert.equal(notice.length, 1);
  assert.deepEqual(
    { ...notice[0], wa_message_id: Boolean(notice[0].wa_message_id) },
    {
      autor: 'plataforma',
      body: NOTICE,
      direction: 'out',
      status: 'enviada',
      wa_message_id: true,
      remote_jid: CLIENTE,
    },
  );
  assert.deepEqual(
    (await sentMessages(a.instance)).map((m) => [m.number, m.text]),
    [[CLIENTE, NOTICE]],
  );

  // The owner's e-mail: who, why and the link to the conversation; what others typed stays text.
  const [mail] = (await mails(a.owner.email)) as unknown as { subject: string; text: string; html: string }[];
  assert.ok(mail, 'the owner got an e-mail');
  assert.equal(mail.subject, 'Um cliente quer falar com você');
  assert.ok(mail.text.includes('Maria <b>Souza</b> ((11) 98765-4321) quer falar com uma pessoa'), mail.text);
  assert.ok(mail.text.includes(`Motivo: ${motivo}`), mail.text);
  assert.match(mail.text, new RegExp(`https?://\\S+/user-dashboard/conversas/${conversa}$`));
  assert.ok(mail.html.includes('Maria &lt;b&gt;Souza&lt;/b&gt;'), mail.html);
  assert.ok(mail.html.includes('Quer negociar &lt;preço&gt; &amp; prazo'), mail.html);
  assert.ok(!mail.html.includes('<b>Souza'), mail.html);
  assert.ok(mail.html.includes(`/user-dashboard/conversas/${conversa}"`), mail.html);

  // Called again (the model insisting): the client already waits for a person, nobody is told twice.
  const again = await call(a, 'transferir_para_humano', CLIENTE, { motivo: 'de novo' });
  assert.deepEqual([again.status, again.body], [200, HANDED_OFF]);
  assert.equal((await sentMessages(a.instance)).length, 1);
  assert.equal((await mails(a.owner.email)).length, 1);
  assert.equal((await conversationWith(a.owner, CLIENTE))!.motivo_transferencia, motivo);
  // The other tools still answer for a paused client (harmless).
  assert.equal((await call(a, 'meus_agendamentos', CLIENTE)).status, 200);
});

test('a hand-off whose notice cannot be sent still stands, without a reason too; nothing is recorded as sent', async () => {
  const a = await connectedAssistant('transfere-sem-aviso');
  await evolutionControl(`/instances/${a.instance}/disconnect`, 'POST');
  // The model left the reason out: the client still gets a person.
  const answer = await call(a, 'transferir_para_humano', OUTRO, {});
  assert.deepEqual([answer.status, answer.body], [200, HANDED_OFF]);
  const conversation = (await conversationWith(a.owner, OUTRO))!;
  assert.equal(conversation.estado, 'aguardando');
  assert.equal(conversation.motivo_transferencia, 'Sem motivo informado');
  assert.deepEqual(await recordedMessages(a.owner), []);
  assert.deepEqual(await sentMessages(a.instance), []);
  const [mail] = (await mails(a.owner.email)) as unknown as { text: string }[];
  assert.ok(mail.text.includes('(21) 99876-5432 quer falar com uma pessoa'), mail.text);
  assert.ok(mail.text.includes('Motivo: não informado'), mail.text);
});
