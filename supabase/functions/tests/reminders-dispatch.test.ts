/**
 * reminders-dispatch: due reminders claimed, sent through the owner's WhatsApp number (the Evolution
 * sandbox) or by e-mail (the Resend sandbox, into the stack's mailbox), and recorded; the gateway's
 * 5xx and time-outs retried, lasting refusals failed, the last attempt failed; a dispatcher killed
 * mid-batch sends nothing twice and loses nothing.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, mails, sql, stack } from 'local-stack/testing';
import { ownerWithReminders, placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import {
  clinicWithNumber,
  dispatch,
  dueNow,
  eventually,
  GATEWAY_TIMEOUT_MS,
  killFunction,
  reminder24hText,
  rowsOf,
  sleep,
} from './reminders-support.ts';

after(closeSql);
afterEach(async () => {
  await evolutionControl('/faults', 'DELETE');
  await fetch(`${stack.url}/sandbox/resend/_control/faults`, { method: 'DELETE' });
});

const H = 60; // minutes
const CLIENT = '5511987654321'; // the fixture's '(11) 98765-4321'
const NEGOCIO = 'Clínica Lembrete'; // the fixture owner's business

/** How many sendText answers the gateway holds now (hold faults). */
const heldAtGateway = async () => (await evolutionControl<{ held: number }>('/faults/held')).held;

/** Faults on one instance's sendText only: other owners' reminders in the same run are not hit. */
const sendFault = (instance: string, fault: Record<string, unknown>) =>
  evolutionControl('/faults', 'POST', { method: 'POST', path: `/message/sendText/${instance}`, ...fault });

test('only the service role key may run the dispatcher', async () => {
  assert.equal((await dispatch('')).status, 401);
  assert.equal((await dispatch(stack.anonKey)).status, 401);
  const res = await fetch(`${stack.url}/functions/v1/reminders-dispatch`, { method: 'POST', body: '{}' });
  assert.equal(res.status, 401);
  await res.body?.cancel();
});

test("a due 24 h reminder reaches the client through the owner's number, once", async () => {
  const clinic = await clinicWithNumber('disparo');
  const appt = await placeAppointment(clinic.owner, 10 * H, { nome: 'Maria Lembrada' });
  const run = await dispatch();
  assert.equal(run.status, 200);
  assert.ok(run.body.claimed >= 1 && run.body.sent >= 1, JSON.stringify(run.body));

  const sent = await sentMessages(clinic.instance);
  assert.deepEqual(
    sent.map((m) => [m.number, m.text]),
    [[CLIENT, reminder24hText('Maria Lembrada', NEGOCIO, appt.data, appt.inicio)]],
  );
  const rows = await rowsOf(clinic.owner);
  assert.deepEqual(
    rows.map((r) => [r.template, r.channel, r.recipient, r.status, r.attempts, r.error]),
    [['lembrete_24h', 'whatsapp', CLIENT, 'sent', 1, null]],
  );
  // The owner reads it (RLS: select own).
  const { data } = await clinic.owner.client.from('notifications').select('status,template');
  assert.deepEqual(data, [{ status: 'sent', template: 'lembrete_24h' }]);

  await dispatch();
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'nothing is sent twice');
});

test('the gateway answering 5xx is retried after the backoff, then sent once', async () => {
  const clinic = await clinicWithNumber('disparo-5xx');
  await placeAppointment(clinic.owner, 10 * H);
  await sendFault(clinic.instance, { status: 503, times: 1 });
  assert.equal((await dispatch()).status, 200);
  let [row] = await rowsOf(clinic.owner);
  assert.deepEqual([row.status, row.attempts, row.error], ['scheduled', 1, '503 Erro desconhecido na API']);
  assert.equal((await sentMessages(clinic.instance)).length, 0);

  // Not yet due (1 minute of backoff): a run now leaves it alone.
  await dispatch();
  [row] = await rowsOf(clinic.owner);
  assert.equal(row.attempts, 1);

  await dueNow(clinic.owner);
  await dispatch();
  [row] = await rowsOf(clinic.owner);
  assert.deepEqual([row.status, row.attempts, row.error], ['sent', 2, null]);
  assert.equal((await sentMessages(clinic.instance)).length, 1);
});

test('a time-out is retried, and the retry finds the late message in the chat instead of sending again', async () => {
  const clinic = await clinicWithNumber('disparo-lento');
  await placeAppointment(clinic.owner, 10 * H);
  // The gateway sends the message but answers after the function gave up.
  await sendFault(clinic.instance, { delayMs: GATEWAY_TIMEOUT_MS + 1500, times: 1 });
  await dispatch();
  let [row] = await rowsOf(clinic.owner);
  assert.deepEqual([row.status, row.attempts, row.error], ['scheduled', 1, 'Tempo limite excedido ao enviar mensagem']);
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'the gateway did send it');
  await sleep(1600); // the late answer

  await dueNow(clinic.owner);
  await dispatch();
  [row] = await rowsOf(clinic.owner);
  assert.deepEqual([row.status, row.attempts, row.error], ['sent', 2, null]);
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'not sent a second time');
});

test('refusals that will not change fail at once: a number without WhatsApp, the phone disconnected', async () => {
  const clinic = await clinicWithNumber('disparo-4xx');
  await placeAppointment(clinic.owner, 10 * H, { phone: '123', nome: 'Sem WhatsApp' });
  await dispatch();
  let rows = await rowsOf(clinic.owner);
  assert.deepEqual(
    rows.map((r) => [r.status, r.attempts, r.error]),
    [['failed', 1, '400 O número 123 não tem WhatsApp']],
  );

  await evolutionControl(`/instances/${clinic.instance}/disconnect`, 'POST');
  await placeAppointment(clinic.owner, 11 * H, { nome: 'Telefone Desligado' });
  await dispatch();
  rows = await rowsOf(clinic.owner);
  assert.deepEqual(
    rows.map((r) => [r.status, r.error]),
    [
      ['failed', '400 O número 123 não tem WhatsApp'],
      ['failed', '400 Connection Closed'],
    ],
  );
  assert.equal((await sentMessages(clinic.instance)).length, 0);
});

test('an owner without a number, or whose instance is gone from the gateway, gets failed reminders', async () => {
  const none = await ownerWithReminders({}, 'disparo-sem-numero');
  await placeAppointment(none, 10 * H);
  const gone = await ownerWithReminders({}, 'disparo-sumiu');
  await sql(
    `insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status) values ($1::uuid, $1::text, '5511900001111', 'connected')`,
    [gone.id],
  );
  await placeAppointment(gone, 10 * H);
  await dispatch();
  assert.deepEqual(
    (await rowsOf(none)).map((r) => [r.status, r.attempts, r.error]),
    [['failed', 1, 'no_instance']],
  );
  const [row] = await rowsOf(gone);
  assert.equal(row.status, 'failed');
  assert.match(row.error ?? '', /^404 /);
});

test('the gateway failing every time: retried with backoff, failed after the fifth attempt', async () => {
  const clinic = await clinicWithNumber('disparo-desiste');
  await placeAppointment(clinic.owner, 10 * H);
  await sendFault(clinic.instance, { status: 502, times: 5 });
  const seen: Array<[string, number]> = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    await dispatch();
    const [row] = await rowsOf(clinic.owner);
    seen.push([row.status, row.attempts]);
    await dueNow(clinic.owner);
  }
  assert.deepEqual(seen, [
    ['scheduled', 1],
    ['scheduled', 2],
    ['scheduled', 3],
    ['scheduled', 4],
    ['failed', 5],
  ]);
  const [row] = await rowsOf(clinic.owner);
  assert.equal(row.error, '502 Erro desconhecido na API');
  await dispatch();
  assert.equal((await rowsOf(clinic.owner))[0].status, 'failed', 'a failed reminder stays failed');
  assert.equal((await sentMessages(clinic.instance)).length, 0);
});

test('killed mid-batch and run again: every reminder sent exactly once, none lost', async () => {
  const clinic = await clinicWithNumber('disparo-morto');
  const COUNT = 6;
  for (let i = 0; i < COUNT; i++) await placeAppointment(clinic.owner, 10 * H + i * 20, { nome: `Cliente ${i + 1}` });
  assert.equal((await rowsOf(clinic.owner)).length, COUNT);
  // Every send is applied at once and answered late: sends in flight when the process dies went out.
  await sendFault(clinic.instance, { delayMs: GATEWAY_TIMEOUT_MS - 500, times: COUNT });
  const running = dispatch().catch((err: Error) => err);
  await eventually(async () => assert.ok((await sentMessages(clinic.instance)).length >= 1), 10_000);
  await killFunction('reminders-dispatch');
  await running;
  await evolutionControl('/faults', 'DELETE');

  const killed = await rowsOf(clinic.owner);
  const applied = (await sentMessages(clinic.instance)).length;
  assert.ok(
    killed.every((r) => r.status === 'sending'),
    `no outcome was recorded: ${JSON.stringify(killed.map((r) => r.status))}`,
  );
  assert.ok(applied >= 1 && applied < COUNT, `some sends were applied, not all: ${applied}`);

  // The leases run out (120 s; here at once) and the next run picks them up.
  await sleep(GATEWAY_TIMEOUT_MS); // the late answers of the dead process's sends
  await dueNow(clinic.owner);
  const again = await dispatch();
  assert.equal(again.status, 200);

  const rows = await rowsOf(clinic.owner);
  assert.deepEqual(
    rows.map((r) => [r.status, r.attempts]),
    rows.map(() => ['sent', 2]),
  );
  const texts = (await sentMessages(clinic.instance)).map((m) => m.text);
  assert.equal(texts.length, COUNT, 'one message per reminder');
  for (let i = 0; i < COUNT; i++) {
    assert.equal(texts.filter((t) => t.startsWith(`Olá, Cliente ${i + 1}!`)).length, 1, `Cliente ${i + 1}`);
  }
});

test('an e-mail reminder goes through the e-mail provider into the mailbox, once', async () => {
  const owner = await ownerWithReminders({ whatsapp: false, email: true }, 'disparo-email');
  const address = `lembrete.${Date.now().toString(36)}@example.com`;
  const appt = await placeAppointment(owner, 10 * H, { email: address.toUpperCase(), nome: 'Joana <Email>' });
  await dispatch();
  const rows = await rowsOf(owner);
  assert.deepEqual(
    rows.map((r) => [r.channel, r.recipient, r.status, r.error]),
    [['email', address, 'sent', null]],
  );
  const inbox = await mails(address);
  assert.equal(inbox.length, 1);
  const [mail] = inbox as unknown as Array<{ subject: string; text: string; html: string; from?: string }>;
  assert.match(mail.subject, new RegExp(`^Lembrete: seu horário na ${NEGOCIO} (hoje|amanhã) às ${appt.inicio}$`));
  assert.match(mail.text, /^Olá, Joana <Email>!/);
  assert.ok(mail.html.includes('Olá, Joana &lt;Email&gt;!'), mail.html);
  assert.equal(mail.from, 'Atende AI <lembretes@atende.ai>');

  // The same row sent again (its first answer lost): the provider recognises the key, nothing new arrives.
  await sql(`update public.notifications set status = 'scheduled', scheduled_for = now() where id = $1`, [rows[0].id]);
  await dispatch();
  assert.deepEqual(
    (await rowsOf(owner)).map((r) => [r.status, r.attempts]),
    [['sent', 2]],
  );
  assert.equal((await mails(address)).length, 1);
});

test('the e-mail provider answering 5xx is retried, then the e-mail goes out once', async () => {
  const owner = await ownerWithReminders({ whatsapp: false, email: true }, 'disparo-email-falha');
  const address = `lembrete.falha.${Date.now().toString(36)}@example.com`;
  await placeAppointment(owner, 10 * H, { email: address });
  await fetch(`${stack.url}/sandbox/resend/_control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/emails', status: 503, times: 1 }),
  });
  await dispatch();
  let [row] = await rowsOf(owner);
  assert.deepEqual([row.status, row.attempts], ['scheduled', 1]);
  assert.match(row.error ?? '', /^503 /);
  await dueNow(owner);
  await dispatch();
  [row] = await rowsOf(owner);
  assert.deepEqual([row.status, row.attempts], ['sent', 2]);
  assert.equal((await mails(address)).length, 1);
});

test("in a team, the reminders name the appointment's professional; alone, the texts stay as they were", async () => {
  const clinic = await clinicWithNumber('disparo-equipe', { email: true });
  const address = `lembrete.equipe.${Date.now().toString(36)}@example.com`;
  const alone = await placeAppointment(clinic.owner, 10 * H, { nome: 'Maria Sozinha', email: address });
  await dispatch();
  // One professional (the owner themself): exactly the texts of a business of one.
  assert.deepEqual(
    (await sentMessages(clinic.instance)).map((m) => m.text),
    [reminder24hText('Maria Sozinha', NEGOCIO, alone.data, alone.inicio)],
  );
  const [first] = (await mails(address)) as unknown as { subject: string }[];
  assert.match(first.subject, new RegExp(`^Lembrete: seu horário na ${NEGOCIO} (hoje|amanhã) às ${alone.inicio}$`));

  // Dr. Bruno Lima joins (every day, all day); the next appointment is his.
  const [bruno] = await sql<{ id: string }>(
    `insert into public.profissionais (id_dono, nome, ordem, agenda)
     values ($1, 'Dr. Bruno Lima', 1, $2) returning id`,
    [
      clinic.owner.idDono,
      JSON.stringify({
        dias: Object.fromEntries(
          ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [
            d,
            { ativo: true, horario_inicio: '00:00', horario_fim: '23:59', intervalos: [] },
          ]),
        ),
      }),
    ],
  );
  const other = `lembrete.bruno.${Date.now().toString(36)}@example.com`;
  const his = await placeAppointment(clinic.owner, 10 * H + 30, { nome: 'Maria Equipe', email: other });
  await sql('update public.g_agenda set id_profissional = $2 where id = $1', [his.id, bruno.id]);
  await dispatch();
  const texts = (await sentMessages(clinic.instance)).map((m) => m.text);
  assert.equal(texts.length, 2, JSON.stringify(texts));
  assert.equal(
    texts[1],
    reminder24hText('Maria Equipe', NEGOCIO, his.data, his.inicio).replace(
      `na ${NEGOCIO} está`,
      `na ${NEGOCIO} com Dr. Bruno Lima está`,
    ),
  );
  assert.ok(texts[1].includes(`na ${NEGOCIO} com Dr. Bruno Lima está marcado para`), texts[1]);
  const [mail] = (await mails(other)) as unknown as { subject: string; text: string }[];
  assert.match(
    mail.subject,
    new RegExp(`^Lembrete: seu horário na ${NEGOCIO} com Dr. Bruno Lima (hoje|amanhã) às ${his.inicio}$`),
  );
  assert.ok(mail.text.includes(`seu horário na ${NEGOCIO} com Dr. Bruno Lima está marcado para`), mail.text);
});

test('SAIR while reminders are claimed wins at send time: the ones not sent yet are skipped, not sent', async () => {
  const clinic = await clinicWithNumber('disparo-sair');
  const COUNT = 6;
  for (let i = 0; i < COUNT; i++) await placeAppointment(clinic.owner, 10 * H + i * 20, { nome: `Cliente ${i + 1}` });
  // One batch of six, five sends at a time: the first five are held at the gateway, the sixth waits.
  await sendFault(clinic.instance, { hold: true, times: COUNT - 1 });
  const running = dispatch();
  await eventually(async () => {
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.chat_messages where user_id = $1 and status = 'enviando'`,
      [clinic.owner.id],
    );
    assert.equal(n, COUNT - 1, 'five sends in flight');
    assert.equal(await heldAtGateway(), COUNT - 1, 'five answers held at the gateway');
  }, 10_000);
  // The client writes SAIR now: every row is claimed ('sending'), none is still 'scheduled'.
  const claimed = await rowsOf(clinic.owner);
  assert.ok(
    claimed.every((r) => r.status === 'sending'),
    JSON.stringify(claimed.map((r) => r.status)),
  );
  await sql(`update public.conversas set opt_out_em = now() where user_id = $1 and telefone = $2`, [
    clinic.owner.id,
    CLIENT,
  ]);
  await evolutionControl('/faults/release', 'POST'); // the five answer; the sixth's turn comes after SAIR

  const run = await running;
  assert.equal(run.status, 200);
  assert.equal(run.body.sent, COUNT - 1);
  assert.equal(run.body.skipped, 1);
  const rows = await rowsOf(clinic.owner);
  assert.deepEqual(rows.map((r) => r.status).sort(), [...Array<string>(COUNT - 1).fill('sent'), 'skipped']);
  assert.deepEqual(
    rows.filter((r) => r.status === 'skipped').map((r) => [r.error, r.attempts]),
    [['opted_out', 1]],
  );
  assert.equal((await sentMessages(clinic.instance)).length, COUNT - 1, 'the sixth never went out');
});

test('a satisfaction question claimed before SAIR is not sent after it', async () => {
  const clinic = await clinicWithNumber('pesquisa-sair');
  const [conversa] = await sql<{ id: string }>(
    `insert into public.conversas (user_id, id_dono, telefone, chat, estado) values ($1, $2, $3, $3, 'concluida')
     returning id::text`,
    [clinic.owner.id, clinic.owner.idDono, CLIENT],
  );
  // Two closed attendances of that client, each with its question due.
  for (const minutes of [20, 10]) {
    await sql(
      `insert into public.g_atendimento (id_dono, conversa_id, status, data_atendimento, encerrado_em, pesquisa, pesquisa_em)
       values ($1, $2, 'concluido', now() - make_interval(mins => $3), now() - make_interval(mins => $3 - 5),
               'na_fila', now() - make_interval(mins => $3 - 5))`,
      [clinic.owner.idDono, conversa.id, minutes],
    );
  }
  // The first question is held at the gateway; SAIR arrives while both are claimed.
  await sendFault(clinic.instance, { hold: true, times: 1 });
  const running = dispatch();
  await eventually(async () => {
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.g_atendimento where conversa_id = $1 and pesquisa = 'enviando'`,
      [conversa.id],
    );
    assert.equal(n, 2, 'both questions claimed');
    const [{ m }] = await sql<{ m: number }>(
      `select count(*)::int as m from public.chat_messages where conversa_id = $1 and status = 'enviando'`,
      [conversa.id],
    );
    assert.equal(m, 1, 'the first one in flight');
    // At the gateway, not only marked: a release before the call arrives would let nothing go.
    assert.equal(await heldAtGateway(), 1, 'its answer held at the gateway');
  }, 10_000);
  await sql('update public.conversas set opt_out_em = now() where id = $1', [conversa.id]);
  await evolutionControl('/faults/release', 'POST');

  assert.equal((await running).status, 200);
  // Whichever went first was sent; the other, asked after the SAIR, was dropped (not 'falhou').
  const states = await sql<{ pesquisa: string | null }>(
    'select pesquisa from public.g_atendimento where conversa_id = $1',
    [conversa.id],
  );
  assert.deepEqual(states.map((s) => String(s.pesquisa)).sort(), ['enviada', 'null']);
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'one question went out, before the SAIR');
});
