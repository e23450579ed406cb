/**
 * assistant-tools for a clinic of two: the professional named or assigned, each answer naming them,
 * a service's own duration, and who does not perform it refused; another owner's professional is
 * unknown (the shared assistant's, assistant-tools-support.ts).
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, sql } from 'local-stack/testing';
import {
  activateShared,
  activatedAssistant,
  type Assistant,
  assistant,
  call,
  CLIENTE,
  day,
  type Named,
  openEveryDay,
  OUTRO,
  rowsOf,
  type Slot,
  titularOf,
} from './assistant-tools-support.ts';

after(closeSql);
before(activateShared);

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
