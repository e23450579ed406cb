/**
 * assistant-tools: the booking tools a published assistant's n8n workflow calls with its id and secret
 * (horarios_livres, agendar, meus_agendamentos, remarcar, cancelar) and what they refuse. The tests
 * share one assistant and run in order: each books on the agenda the previous ones left.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, sql } from 'local-stack/testing';
import {
  activateShared,
  activatedAssistant,
  assistant,
  call,
  credentials,
  callRaw,
  CLIENTE,
  day,
  dayFromToday,
  OUTRO,
  rowsOf,
  type Slot,
  titularOf,
} from './assistant-tools-support.ts';

after(closeSql);
before(activateShared);

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
