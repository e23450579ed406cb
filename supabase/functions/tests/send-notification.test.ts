/**
 * send-notification: the agenda's notices to clients through the customer's own WhatsApp instance
 * (the Evolution sandbox), with the recipient and data from the appointment row, recorded in
 * `notifications`.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_INSTANCE, evolutionApi, evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { client, closeSql, newUser, sql, type TestUser } from 'local-stack/testing';

// A clinic of its own with a connected number (the demo clinic's agenda figures are tested elsewhere).
let clinic: TestUser;
let owner: SupabaseClient;
let INSTANCE: string;
let DONO: string;

before(async () => {
  clinic = await newUser({ full_name: 'Clínica Notificações' }, 'notif-clinica');
  INSTANCE = clinic.id;
  DONO = clinic.idDono;
  owner = clinic.client;
  const created = await evolutionApi('/instance/create', {
    method: 'POST',
    body: { instanceName: clinic.id, qrcode: true },
  });
  assert.equal(created.status, 201);
  await evolutionControl(`/instances/${clinic.id}/scan`, 'POST', { number: '5511955554444' });
  // Instances are recorded by the server side (the connection function), not by the browser.
  await sql(
    `insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status) values ($1::uuid, $1::text, '5511955554444', 'connected')`,
    [clinic.id],
  );
});
after(closeSql);

/** Every message the gateway sent, whichever the instance. */
const allSent = () => evolutionControl<unknown[]>('/messages');

async function notify(c: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await c.functions.invoke('send-notification', { body });
  if (!error) return { status: 200, data: data as { success: boolean; notificationId: string }, error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return {
      status: res.status,
      data: null,
      error: ((await res.json()) as { error: { code: string; message: string } }).error,
    };
  }
  throw error;
}

/** One appointment per call at 14:30, each a day after the previous one (two never overlap). */
let booked = 0;
async function appointmentOf(c: SupabaseClient, idDono: string, nome: string) {
  const { data, error } = await c
    .from('g_agenda')
    .insert({
      id_dono: idDono,
      data: `2030-05-${String(14 + booked++).padStart(2, '0')}`,
      inicio: '14:30',
      fim: '15:00',
      nome,
      num_cliente: '5521998765432',
      local: 'Online',
    })
    .select('id')
    .single();
  assert.equal(error, null);
  return (data as { id: string }).id;
}

test("a reschedule notice goes to the row's client through the clinic's number and is recorded as sent", async () => {
  const id = await appointmentOf(owner, DONO, 'Renata Dias');
  const before = (await sentMessages(INSTANCE)).length;
  // What the browser sends besides the id is not trusted: the row decides who and when.
  const answer = await notify(owner, {
    type: 'whatsapp',
    to: '5511000000000',
    template: 'agendamento_reagendado',
    data: { nome: 'Outra Pessoa', data: '01/01/2000', hora: '00:00' },
    appointmentId: id,
  });
  assert.equal(answer.status, 200);
  assert.equal(answer.data!.success, true);
  const log = await sentMessages(INSTANCE);
  assert.equal(log.length, before + 1);
  assert.equal(log.at(-1)!.number, '5521998765432');
  assert.equal(
    log.at(-1)!.text,
    'Olá, Renata Dias! Seu agendamento foi reagendado para 14/05/2030 às 14:30. O atendimento será online.',
  );
  const { data: rows } = await owner
    .from('notifications')
    .select('status,template,recipient,payload')
    .eq('agendamento_id', id);
  assert.deepEqual(rows, [
    {
      status: 'sent',
      template: 'agendamento_reagendado',
      recipient: '5521998765432',
      payload: { nome: 'Renata Dias', data: '14/05/2030', hora: '14:30' },
    },
  ]);
});

test('in a team the notice names the appointment’s professional; the one-person text is above', async () => {
  const agenda = { dias: { segunda: { ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] } } };
  const [bruno] = await sql<{ id: string }>(
    `insert into public.profissionais (id_dono, nome, agenda, ordem) values ($1, 'Dr. Bruno Lima', $2::jsonb, 1) returning id`,
    [DONO, JSON.stringify(agenda)],
  );
  try {
    const id = await appointmentOf(owner, DONO, 'Paulo Reis');
    await sql('update public.g_agenda set id_profissional = $2 where id = $1', [id, bruno.id]);
    const answer = await notify(owner, { type: 'whatsapp', template: 'agendamento_cancelado', appointmentId: id });
    assert.equal(answer.status, 200);
    const log = await sentMessages(INSTANCE);
    assert.match(
      log.at(-1)!.text,
      /^Olá, Paulo Reis! Seu agendamento com Dr\. Bruno Lima de \d{2}\/05\/2030 às 14:30 foi cancelado\.$/,
    );
    const [row] = await sql<{ payload: Record<string, string> }>(
      'select payload from public.notifications where agendamento_id = $1',
      [id],
    );
    assert.equal(row.payload.profissional, 'Dr. Bruno Lima');
  } finally {
    await sql(`update public.g_agenda set status = 'cancelado' where id_profissional = $1`, [bruno.id]);
    await sql('update public.profissionais set ativo = false where id = $1', [bruno.id]);
  }
});

test("another owner's appointment is not found, and nothing is sent", async () => {
  const other = await newUser({}, 'notif-outro');
  const theirs = await appointmentOf(other.client, other.idDono, 'Paciente Alheio');
  const before = (await sentMessages(INSTANCE)).length;
  const answer = await notify(owner, { type: 'whatsapp', template: 'lembrete_manual', appointmentId: theirs });
  assert.equal(answer.status, 404);
  assert.equal(answer.error!.code, 'not_found');
  assert.equal((await sentMessages(INSTANCE)).length, before);
});

test('a customer without a connected number gets 409 no_instance, nothing is sent, and a failed record', async () => {
  const u = await newUser({}, 'notif-sem-numero');
  const id = await appointmentOf(u.client, u.idDono, 'Paciente Sem Número');
  const before = (await allSent()).length;
  const answer = await notify(u.client, { type: 'whatsapp', template: 'agendamento_cancelado', appointmentId: id });
  assert.equal(answer.status, 409);
  assert.equal(answer.error!.code, 'no_instance');
  assert.equal((await allSent()).length, before);
  const { data } = await u.client.from('notifications').select('status,error').eq('agendamento_id', id);
  assert.deepEqual(data, [{ status: 'failed', error: 'no_instance' }]);
});

test('the gateway failing answers 502 gateway_error and records the failure', async () => {
  const id = await appointmentOf(owner, DONO, 'Paciente Falha');
  const before = (await sentMessages(INSTANCE)).length;
  await evolutionControl('/faults', 'POST', { method: 'POST', path: '/message/sendText', status: 502, times: 1 });
  const answer = await notify(owner, { type: 'whatsapp', template: 'lembrete_manual', appointmentId: id });
  assert.equal(answer.status, 502);
  assert.equal(answer.error!.code, 'gateway_error');
  assert.equal(answer.error!.message, 'Erro desconhecido na API');
  assert.equal((await sentMessages(INSTANCE)).length, before);
  const rows = await sql<{ status: string; error: string; sent_at: Date | null }>(
    'select status, error, sent_at from public.notifications where agendamento_id = $1',
    [id],
  );
  assert.deepEqual(rows, [{ status: 'failed', error: '502 Erro desconhecido na API', sent_at: null }]);
  // The owner sees the failed attempt too.
  const { data } = await owner.from('notifications').select('status').eq('agendamento_id', id);
  assert.deepEqual(data, [{ status: 'failed' }]);
});

test('the gateway not answering in time: 502 gateway_error with the time-out message, recorded as failed', async () => {
  const id = await appointmentOf(owner, DONO, 'Paciente Lento');
  const timeoutMs = Number(process.env.STACK_EVOLUTION_TIMEOUT_MS);
  assert.ok(timeoutMs > 0 && timeoutMs <= 5000, 'the test stack uses a short gateway time-out');
  await evolutionControl('/faults', 'POST', {
    method: 'POST',
    path: '/message/sendText',
    delayMs: timeoutMs + 1500,
    times: 1,
  });
  try {
    const answer = await notify(owner, { type: 'whatsapp', template: 'lembrete_manual', appointmentId: id });
    assert.equal(answer.status, 502);
    assert.deepEqual(answer.error, { code: 'gateway_error', message: 'Tempo limite excedido ao enviar mensagem' });
    const rows = await sql<{ status: string; error: string }>(
      'select status, error from public.notifications where agendamento_id = $1',
      [id],
    );
    assert.deepEqual(rows, [{ status: 'failed', error: 'Tempo limite excedido ao enviar mensagem' }]);
  } finally {
    await evolutionControl('/faults', 'DELETE');
    // Let the late answer finish before the next test counts messages.
    await new Promise((r) => setTimeout(r, 1600));
  }
});

test('a phone written with a mask or without the country code goes to 55 + DDD + number', async () => {
  const { data, error } = await owner
    .from('g_agenda')
    .insert({
      id_dono: DONO,
      data: '2030-05-16',
      inicio: '10:00',
      fim: '10:30',
      nome: 'Paciente Mascarado',
      num_cliente: '(21) 99876-5432',
    })
    .select('id')
    .single();
  assert.equal(error, null);
  const id = (data as { id: string }).id;
  const answer = await notify(owner, { type: 'whatsapp', template: 'lembrete_manual', appointmentId: id });
  assert.equal(answer.status, 200);
  const log = await sentMessages(INSTANCE);
  assert.deepEqual(
    { number: log.at(-1)!.number, text: log.at(-1)!.text },
    {
      number: '5521998765432',
      text: 'Olá, Paciente Mascarado! Lembrete: você tem um agendamento em 16/05/2030 às 10:00.\n\nResponda 1 para confirmar ou 2 para cancelar.',
    },
  );
  const { data: rows } = await owner.from('notifications').select('recipient,status').eq('agendamento_id', id);
  assert.deepEqual(rows, [{ recipient: '5521998765432', status: 'sent' }]);
});

test("the clinic's phone disconnected at the gateway: 502 with the gateway's message, recorded as failed", async () => {
  await evolutionControl(`/instances/${INSTANCE}/disconnect`, 'POST');
  try {
    const id = await appointmentOf(owner, DONO, 'Paciente Desconectado');
    const answer = await notify(owner, { type: 'whatsapp', template: 'agendamento_cancelado', appointmentId: id });
    assert.equal(answer.status, 502);
    assert.deepEqual(answer.error, { code: 'gateway_error', message: 'Connection Closed' });
    const [row] = await sql<{ status: string; error: string }>(
      'select status, error from public.notifications where agendamento_id = $1',
      [id],
    );
    assert.deepEqual(row, { status: 'failed', error: '400 Connection Closed' });
  } finally {
    await evolutionApi(`/instance/connect/${INSTANCE}`);
    await evolutionControl(`/instances/${INSTANCE}/scan`, 'POST', { number: '5511955554444' });
  }
});

test('an appointment without a client phone is refused with 400 no_phone, nothing sent', async () => {
  const { data, error } = await owner
    .from('g_agenda')
    .insert({ id_dono: DONO, data: '2030-05-15', inicio: '09:00', fim: '09:30', nome: 'Sem Telefone' })
    .select('id')
    .single();
  assert.equal(error, null);
  const before = (await sentMessages(INSTANCE)).length;
  const answer = await notify(owner, {
    type: 'whatsapp',
    template: 'lembrete_manual',
    appointmentId: (data as { id: string }).id,
  });
  assert.equal(answer.status, 400);
  assert.equal(answer.error!.code, 'no_phone');
  assert.equal((await sentMessages(INSTANCE)).length, before);
});

test("the demo clinic's cancel notice goes out through its seeded number, with the seeded row's data", async () => {
  const demo = client();
  const signIn = await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  assert.equal(signIn.error, null);
  const { data: rows, error } = await demo
    .from('g_agenda')
    .select('id,data,inicio,nome,num_cliente,local')
    .eq('status', 'cancelado')
    .not('num_cliente', 'is', null)
    .order('data')
    .limit(1);
  assert.equal(error, null);
  const row = (rows as Array<{ id: string; data: string; inicio: string; nome: string; num_cliente: string }>)[0];
  assert.ok(row, 'the seed has a cancelled appointment');
  const [y, m, d] = row.data.split('-');
  const when = { data: `${d}/${m}/${y}`, hora: row.inicio.slice(0, 5) };

  const before = (await sentMessages(DEMO_INSTANCE.instanceName)).length;
  const answer = await notify(demo, {
    type: 'whatsapp',
    to: row.num_cliente,
    template: 'agendamento_cancelado',
    data: { nome: row.nome, ...when },
    appointmentId: row.id,
  });
  assert.equal(answer.status, 200);
  const log = await sentMessages(DEMO_INSTANCE.instanceName);
  assert.equal(log.length, before + 1);
  assert.deepEqual(
    { number: log.at(-1)!.number, text: log.at(-1)!.text },
    {
      number: row.num_cliente,
      text: `Olá, ${row.nome}! Seu agendamento de ${when.data} às ${when.hora} foi cancelado.`,
    },
  );
  const { data: notice } = await demo
    .from('notifications')
    .select('id,status,channel,template,recipient,payload,sent_at,error')
    .eq('id', answer.data!.notificationId)
    .single();
  assert.deepEqual(
    { ...(notice as Record<string, unknown>), sent_at: typeof (notice as { sent_at: unknown }).sent_at },
    {
      id: answer.data!.notificationId,
      status: 'sent',
      channel: 'whatsapp',
      template: 'agendamento_cancelado',
      recipient: row.num_cliente,
      payload: { nome: row.nome, ...when },
      sent_at: 'string',
      error: null,
    },
  );
  await demo.auth.signOut();
});

test('bad requests and anonymous callers are refused', async () => {
  assert.equal(
    (await notify(owner, { type: 'sms', template: 'lembrete_manual', appointmentId: INSTANCE })).status,
    400,
  );
  assert.equal((await notify(owner, { type: 'whatsapp', template: 'outro', appointmentId: INSTANCE })).status, 400);
  assert.equal((await notify(owner, { type: 'whatsapp', template: 'lembrete_manual' })).status, 400);
  assert.equal(
    (await notify(client(), { type: 'whatsapp', template: 'lembrete_manual', appointmentId: INSTANCE })).status,
    401,
  );
});

test("a manual reminder to a client who wrote SAIR: 409 opted_out, nothing sent, recorded as skipped; a change's notice still goes", async () => {
  const id = await appointmentOf(owner, DONO, 'Sara Saiu');
  // The client wrote SAIR to this clinic (the number as the agenda wrote it, 55 + DDD + number).
  await sql(
    `insert into public.conversas (user_id, id_dono, telefone, chat, opt_out_em)
     values ($1, $2, '5521998765432', '5521998765432', now())
     on conflict do nothing`,
    [clinic.id, DONO],
  );
  await sql(`update public.conversas set opt_out_em = now() where id_dono = $1 and telefone = '5521998765432'`, [DONO]);
  try {
    const before = (await allSent()).length;
    const refused = await notify(owner, { type: 'whatsapp', template: 'lembrete_manual', appointmentId: id });
    assert.equal(refused.status, 409);
    assert.deepEqual(refused.error, {
      code: 'opted_out',
      message: 'Este cliente pediu para não receber mensagens (SAIR).',
    });
    assert.equal((await allSent()).length, before, 'nothing went out');
    const { data: rows } = await owner
      .from('notifications')
      .select('status,error,template')
      .eq('agendamento_id', id);
    assert.deepEqual(rows, [{ status: 'skipped', error: 'opted_out', template: 'lembrete_manual' }]);

    // Telling the client their appointment moved is about the appointment itself: it goes out.
    const moved = await notify(owner, { type: 'whatsapp', template: 'agendamento_reagendado', appointmentId: id });
    assert.equal(moved.status, 200);
    assert.equal((await allSent()).length, before + 1);
  } finally {
    await sql(`update public.conversas set opt_out_em = null where id_dono = $1 and telefone = '5521998765432'`, [DONO]);
  }
});
