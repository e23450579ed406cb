/**
 * whatsapp-webhook and the clients' messages, end to end through the Evolution sandbox: a reminder
 * goes out, the client's '1' confirms the appointment (history signed by the client, a thank-you in
 * the chat), '2' cancels it (the slot free again in the booking engine, a way to rebook in the chat),
 * and anything else reaches the owner's assistant (the n8n sandbox's workflow) as the few fields it reads; a forward
 * n8n does not take is kept for later (200 to the gateway), and nothing is applied or sent twice.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { n8nControl, webhookDeliveries } from 'local-stack/testing/n8n';
import { closeSql, serviceClient, sql, stack } from 'local-stack/testing';
import { placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import { publishedWebhookPath } from './assistant-support.ts';
import { clinicWithNumber, dispatch, eventually, rowsOf, spToday, type Clinic } from './reminders-support.ts';

after(closeSql);
afterEach(async () => {
  await evolutionControl('/faults', 'DELETE');
  await n8nControl('/faults', 'DELETE');
});

const H = 60; // minutes
const CLIENT = '5511987654321'; // the fixture's '(11) 98765-4321'
const NEGOCIO = 'Clínica Lembrete';

/** A message from the client's phone to the clinic's number (the gateway delivers it to the webhook). */
const receive = (clinic: Clinic, text: string, from = CLIENT) =>
  evolutionControl<{ id: string }>(`/instances/${clinic.instance}/receive`, 'POST', {
    from,
    text,
    pushName: 'Cliente',
  });

async function statusOf(id: string): Promise<string> {
  const [row] = await sql<{ status: string }>('select status from public.g_agenda where id = $1', [id]);
  return row.status;
}

async function historyOf(id: string) {
  return sql<{ acao: string; usuario: string }>(
    'select acao, usuario from public.g_agenda_historico where agendamento_id = $1 order by data, acao',
    [id],
  );
}

/** The instance's webhook as the gateway holds it (its URL and the secret header). */
async function webhookOf(instance: string) {
  const found = await evolutionApi<{ url: string; headers: Record<string, string>; events: string[] }>(
    `/webhook/find/${instance}`,
  );
  assert.equal(found.status, 200);
  return found.body;
}

/** A delivery posted straight to the webhook, as the gateway would (re)send it. */
async function postDelivery(clinic: Clinic, data: unknown, apikey?: string) {
  const hook = await webhookOf(clinic.instance);
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where instance_name = $1',
    [clinic.instance],
  );
  const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...hook.headers },
    body: JSON.stringify({ event: 'messages.upsert', instance: clinic.instance, data, apikey: apikey ?? api_key }),
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

const textFrom = (jid: string, text: string, fromMe = false) => ({
  key: { remoteJid: jid, fromMe, id: `3A${Math.random().toString(16).slice(2, 14).toUpperCase()}` },
  pushName: 'Cliente',
  message: { conversation: text },
  messageType: 'conversation',
  messageTimestamp: Math.floor(Date.now() / 1000),
});

/** A clinic whose reminder for an appointment 10 h ahead went out. */
async function remindedClinic(prefix: string, nome: string) {
  const clinic = await clinicWithNumber(prefix);
  const appt = await placeAppointment(clinic.owner, 10 * H, { nome });
  await dispatch();
  assert.equal((await rowsOf(clinic.owner))[0]?.status, 'sent');
  return { clinic, appt };
}

test("the client's '1' confirms the appointment, signs the history and thanks them in the chat", async () => {
  const { clinic, appt } = await remindedClinic('resposta-sim', 'Paula Resposta');
  await receive(clinic, 'Sim, confirmo!');
  await eventually(async () => assert.equal(await statusOf(appt.id), 'confirmado'));

  const history = await historyOf(appt.id);
  assert.deepEqual(history.at(-1), { acao: 'Confirmado pelo cliente pelo WhatsApp', usuario: 'Cliente' });
  const [row] = await rowsOf(clinic.owner);
  assert.equal(row.answer, 'confirmado');
  const when = `${appt.data.split('-').reverse().join('/')} às ${appt.inicio}`;
  await eventually(async () => {
    const sent = await sentMessages(clinic.instance);
    assert.deepEqual(
      [sent.length, sent.at(-1)?.number, sent.at(-1)?.text],
      [2, CLIENT, `Obrigado, Paula Resposta! Seu horário na ${NEGOCIO} em ${when} está confirmado.`],
    );
  });

  // The gateway delivering the same answer again: nothing is answered twice.
  const again = await postDelivery(clinic, textFrom(`${CLIENT}@s.whatsapp.net`, '1'));
  assert.deepEqual([again.status, again.body.outcome], [200, 'no_assistant']);
  assert.equal((await historyOf(appt.id)).filter((h) => h.acao.includes('pelo cliente')).length, 1);
  assert.equal((await sentMessages(clinic.instance)).length, 2);
});

test("the client's '2' cancels it, frees the slot and tells them how to book again", async () => {
  const clinic = await clinicWithNumber('resposta-nao');
  // Every day open all day, so a free slot lies in the next 24 hours whatever the time of the run.
  await sql(`update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = now() where user_id = $1`, [
    clinic.owner.id,
    JSON.stringify({
      duracao_atendimento: 30,
      horario_inicio: '00:00',
      horario_fim: '23:30',
      dias_atendimento: Object.fromEntries(
        ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [d, true]),
      ),
      intervalos: [],
      tempo_entre_atendimentos: 0,
      max_agendamentos_dia: 100,
      periodo_disponivel: 14,
      antecedencia_minima: 120,
    }),
  ]);
  const service = serviceClient();
  const freeSlots = async () => {
    const { data, error } = await service.rpc('booking_free_slots', {
      p_id_dono: clinic.owner.idDono,
      p_de: spToday(),
      p_ate: spToday(1),
    });
    assert.equal(error, null);
    return (data as Array<{ data: string; inicio: string }>).map((s) => `${s.data} ${s.inicio.slice(0, 5)}`);
  };
  const [slot] = await freeSlots();
  const [data, inicio] = slot.split(' ');
  const { data: booked, error } = await service
    .rpc('book_appointment', {
      p_id_dono: clinic.owner.idDono,
      p_data: data,
      p_inicio: inicio,
      p_nome: 'Rui Cancela',
      p_telefone: CLIENT,
      p_descricao: '',
      p_origem: 'pagina',
    })
    .single();
  assert.equal(error, null, JSON.stringify(error));
  const id = (booked as { id: string }).id;
  assert.ok(!(await freeSlots()).includes(slot));
  await dispatch();
  assert.equal((await rowsOf(clinic.owner))[0]?.status, 'sent');

  await receive(clinic, 'Não vou poder, pode cancelar');
  await eventually(async () => assert.equal(await statusOf(id), 'cancelado'));
  assert.ok((await freeSlots()).includes(slot), 'the slot is free again');
  assert.deepEqual((await historyOf(id)).at(-1), { acao: 'Cancelado pelo cliente pelo WhatsApp', usuario: 'Cliente' });
  const [{ booking_slug }] = await sql<{ booking_slug: string }>(
    'select booking_slug from public.profiles where id = $1',
    [clinic.owner.id],
  );
  const when = `${data.split('-').reverse().join('/')} às ${inicio}`;
  await eventually(async () => {
    const last = (await sentMessages(clinic.instance)).at(-1)!;
    assert.equal(last.number, CLIENT);
    assert.match(
      last.text,
      new RegExp(
        `^Tudo bem, Rui Cancela\\. Seu horário na ${NEGOCIO} em ${when.replace(/\//g, '\\/')} foi cancelado\\. ` +
          `Para agendar outro horário, acesse https?://\\S+/agendar/${booking_slug} ou responda esta mensagem\\.$`,
      ),
    );
  });
});

/** The owner's assistant activated ('Ativar Assistente'): its workflow listens at whatsapp-<instance>. */
test("other messages reach the owner's assistant as the fields it reads, never the gateway's key", async () => {
  const { clinic, appt } = await remindedClinic('resposta-outra', 'Lia Pergunta');
  const path = await publishedWebhookPath(clinic.owner);
  // Activation leaves the instance's webhook on whatsapp-webhook.
  assert.equal((await webhookOf(clinic.instance)).url, `${stack.url}/functions/v1/whatsapp-webhook`);

  const { id } = await receive(clinic, 'Qual o endereço da clínica?');
  const [delivery] = await eventually(async () => {
    const got = await webhookDeliveries(path);
    assert.equal(got.length, 1);
    return got;
  });
  // Exactly what the workflow reads: no apikey, nothing else of the gateway's delivery.
  const expected = {
    event: 'messages.upsert',
    instance: clinic.instance,
    data: {
      key: { remoteJid: `${CLIENT}@s.whatsapp.net`, fromMe: false, id },
      pushName: 'Cliente',
      message: { conversation: 'Qual o endereço da clínica?' },
    },
  };
  assert.deepEqual(delivery.body, expected);
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where instance_name = $1',
    [clinic.instance],
  );
  const [stored] = await sql<{ body: string }>('select body from public.assistant_deliveries where message_id = $1', [
    id,
  ]);
  assert.deepEqual(JSON.parse(stored.body), expected);
  for (const body of [stored.body, JSON.stringify(delivery.body)]) {
    assert.ok(!body.includes(api_key) && !body.includes('apikey'), body);
  }
  assert.equal(await statusOf(appt.id), 'agendado');

  // An answer from a number with no reminder waiting is the assistant's too.
  await receive(clinic, '1', '5521912345678');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 2));
  assert.equal(await statusOf(appt.id), 'agendado');
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'only the reminder: no reply of ours');
});

test('a forward the assistant does not take is kept and offered again once, and a repeat is not sent twice', async () => {
  const clinic = await clinicWithNumber('resposta-encaminha');
  await sql(`update public.agent_configs set status = 'active', webhook_url = $2 where user_id = $1`, [
    clinic.owner.id,
    `${stack.url}/sandbox/n8n/webhook/nenhum-fluxo-${clinic.instance}`,
  ]);
  const message = textFrom(`${CLIENT}@s.whatsapp.net`, 'Oi');
  // The gateway gets 200: the message is kept, not lost, and not delivered again by the gateway.
  const res = await postDelivery(clinic, message);
  assert.deepEqual([res.status, res.body.outcome], [200, 'queued']);
  const again = await postDelivery(clinic, message);
  assert.deepEqual([again.status, again.body.outcome], [200, 'duplicate']);
  const [kept] = await sql<{ status: string; attempts: number; last_error: string }>(
    'select status, attempts, last_error from public.assistant_deliveries where message_id = $1',
    [message.key.id],
  );
  assert.deepEqual([kept.status, kept.attempts, kept.last_error], ['pending', 1, 'assistant answered 404']);
  // A draft assistant gets nothing, and that is not a failure.
  await sql(`update public.agent_configs set status = 'draft' where user_id = $1`, [clinic.owner.id]);
  const draft = await postDelivery(clinic, textFrom(`${CLIENT}@s.whatsapp.net`, 'Oi'));
  assert.deepEqual([draft.status, draft.body.outcome], [200, 'no_assistant']);
});

test("groups, broadcasts and an earlier instance's events are left alone; our own '1' answers nothing", async () => {
  const { clinic, appt } = await remindedClinic('resposta-ignora', 'Bia Grupo');
  const cases: Array<[unknown, string | undefined, string]> = [
    // Typed on the clinic's own phone: the owner's message in the thread, never the client's answer.
    [textFrom(`${CLIENT}@s.whatsapp.net`, '1', true), undefined, 'owner_phone'],
    [textFrom('120363025246125486@g.us', '1'), undefined, 'ignored'],
    [textFrom('status@broadcast', '1'), undefined, 'ignored'],
  ];
  for (const [data, apikey, outcome] of cases) {
    const res = await postDelivery(clinic, data, apikey);
    assert.deepEqual([res.status, res.body.outcome], [200, outcome], JSON.stringify(data));
  }
  // An earlier instance's key (or any other): refused, nothing answered.
  const stale = await postDelivery(clinic, textFrom(`${CLIENT}@s.whatsapp.net`, '1'), 'CHAVE-DE-OUTRA-INSTANCIA');
  assert.equal(stale.status, 401);
  assert.equal(await statusOf(appt.id), 'agendado');
  // An extended text (a reply quoting the reminder) from the number without the mobile's 9 still counts.
  const quoted = {
    ...textFrom('551187654321@s.whatsapp.net', ''),
    message: { extendedTextMessage: { text: 'confirmado' } },
    messageType: 'extendedTextMessage',
  };
  const res = await postDelivery(clinic, quoted);
  assert.deepEqual([res.status, res.body.outcome], [200, 'answered']);
  assert.equal(await statusOf(appt.id), 'confirmado');
});
