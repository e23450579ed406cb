/**
 * Floods and the assistant's budget, end to end through the Evolution sandbox and whatsapp-webhook:
 * one number gets at most CLIENT_MESSAGE_LIMIT messages to the assistant (the rest recorded for the
 * inbox, the conversation marked), SAIR / VOLTAR are confirmed once per change and 10 minutes, the
 * owner's day of assistant runs pauses the assistant with one e-mail and the inbox's reason,
 * assistant-reply needs paid access, and a number flooding the assistant never stops another
 * client's reminder.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { n8nControl, webhookDeliveries } from 'local-stack/testing/n8n';
import { closeSql, mails, sql, stack, type TestUser } from 'local-stack/testing';
import { placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import { connectedAssistant, credentialsOf, postAs, type Credentials } from './assistant-support.ts';
import { clinicWithNumber, dispatch, eventually, rowsOf, sleep, type Clinic } from './reminders-support.ts';

after(closeSql);
afterEach(async () => {
  await evolutionControl('/faults', 'DELETE');
  await n8nControl('/faults', 'DELETE');
});

const CLIENT = '5511987654321';
const OTHER = '5511912345678';
/** The settings the stack's functions run with (defaults of _shared/assistantLimits.ts). */
const LIMIT = Number(/^(\d+)\//.exec(process.env.CLIENT_MESSAGE_LIMIT ?? '20/10')?.[1] ?? 20);
const OWNER_RUNS = Number(process.env.OWNER_DAILY_ASSISTANT_RUNS ?? 2000);
const WHATSAPP_CAP = Number(process.env.OWNER_DAILY_WHATSAPP_CAP ?? 1000);

type Assistant = Clinic & Credentials & { path: string };

/** A clinic with its number connected and its assistant published (the n8n sandbox's workflow). */
async function assistantClinic(prefix: string): Promise<Assistant> {
  const a = await connectedAssistant(prefix);
  const [{ webhook_url }] = await sql<{ webhook_url: string }>(
    'select webhook_url from public.agent_configs where user_id = $1',
    [a.owner.id],
  );
  const path = /\/webhook\/(whatsapp-[0-9a-f]{32})$/.exec(webhook_url)?.[1];
  assert.ok(path, webhook_url);
  return { ...a, path };
}

/** A message from a client's phone to the clinic's number (the gateway delivers it when it likes). */
const receive = (clinic: Clinic, text: string, from = CLIENT) =>
  evolutionControl<{ id: string }>(`/instances/${clinic.instance}/receive`, 'POST', { from, text, pushName: 'Ana' });

/** A client's message posted to whatsapp-webhook as the gateway sends it; resolves with its outcome. */
async function deliver(clinic: Clinic, text: string, from = CLIENT): Promise<string | undefined> {
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where user_id = $1',
    [clinic.owner.id],
  );
  const hook = await evolutionApi<{ headers: Record<string, string> }>(`/webhook/find/${clinic.instance}`);
  const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...hook.body.headers },
    body: JSON.stringify({
      event: 'messages.upsert',
      instance: clinic.instance,
      apikey: api_key,
      data: {
        key: {
          remoteJid: `${from}@s.whatsapp.net`,
          fromMe: false,
          id: `3A${Math.random().toString(16).slice(2, 14).toUpperCase()}`,
        },
        pushName: 'Ana',
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { outcome?: string }).outcome;
}

const clientMessages = async (owner: TestUser, telefone = CLIENT) =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from public.chat_messages m join public.conversas c on c.id = m.conversa_id
        where m.user_id = $1 and c.telefone = $2 and m.autor = 'cliente'`,
      [owner.id, telefone],
    )
  )[0].n;

const sentTo = async (clinic: Clinic, number: string) =>
  (await sentMessages(clinic.instance)).filter((m) => m.number === number);

/** The delivered messages' texts (what the workflow got). */
async function deliveredTexts(path: string): Promise<string[]> {
  return (await webhookDeliveries(path)).map((d) => {
    const body = d.body as { data?: { message?: { conversation?: string } } };
    return body.data?.message?.conversation ?? '';
  });
}

test(`one number's flood: ${LIMIT} messages reach the assistant, the rest are recorded and the conversation marked`, async () => {
  const a = await assistantClinic('flood-numero');
  const total = LIMIT + 8;
  await Promise.all(Array.from({ length: total }, (_, i) => receive(a, `Mensagem ${i + 1}`)));
  await eventually(async () => assert.equal(await clientMessages(a.owner), total), 20_000);
  // Every delivery was answered (recorded) before: give a forward in flight time to land.
  await sleep(500);
  assert.equal((await deliveredTexts(a.path)).length, LIMIT);
  const [c] = await sql<{ ate: string | null }>(
    'select muitas_mensagens_ate::text as ate from public.conversas where user_id = $1 and telefone = $2',
    [a.owner.id, CLIENT],
  );
  assert.ok(c.ate && new Date(c.ate).getTime() > Date.now(), "the inbox shows 'Muitas mensagens'");
  // The owner reads the mark on the conversation (the inbox's list).
  const { data } = await a.owner.client.from('conversas').select('telefone, muitas_mensagens_ate');
  assert.deepEqual(
    (data as { telefone: string; muitas_mensagens_ate: string | null }[]).map((r) => [
      r.telefone,
      Boolean(r.muitas_mensagens_ate),
    ]),
    [[CLIENT, true]],
  );

  // A message held is answered with nothing; another client of the business still reaches the assistant.
  assert.equal(await deliver(a, 'Mais uma?'), 'too_many');
  assert.equal(await deliver(a, 'Oi, quero marcar', OTHER), 'forwarded');
  assert.deepEqual(await sentMessages(a.instance), []);
});

test('SAIR / VOLTAR: a reply only for a change, at most once per 10 minutes; each still applies', async () => {
  const clinic = await clinicWithNumber('flood-sair');
  const optedOut = async () =>
    (
      await sql<{ out: boolean }>(
        'select opt_out_em is not null as out from public.conversas where user_id = $1 and telefone = $2',
        [clinic.owner.id, CLIENT],
      )
    )[0].out;

  assert.equal(await deliver(clinic, 'SAIR'), 'opted_out');
  assert.equal((await sentTo(clinic, CLIENT)).length, 1);
  assert.match((await sentTo(clinic, CLIENT))[0].text, /não vai mais receber lembretes/);
  for (const text of ['SAIR', 'sair!', 'VOLTAR', 'SAIR', 'voltar']) await deliver(clinic, text);
  assert.equal(await optedOut(), false, 'the last word counts');
  assert.equal((await sentTo(clinic, CLIENT)).length, 1, 'no answer to a repeat or a change within 10 minutes');

  // Ten minutes on, a change is confirmed again; a repeat is not.
  await sql(
    `update public.conversas set opt_out_aviso_em = now() - interval '11 minutes' where user_id = $1 and telefone = $2`,
    [clinic.owner.id, CLIENT],
  );
  assert.equal(await deliver(clinic, 'VOLTAR'), 'opted_in');
  assert.equal((await sentTo(clinic, CLIENT)).length, 1, 'VOLTAR when not opted out changes nothing');
  await deliver(clinic, 'SAIR');
  assert.equal(await optedOut(), true);
  assert.equal((await sentTo(clinic, CLIENT)).length, 2);
});

test("the owner's day of assistant runs: reaching it pauses the assistant, e-mails the owner once and the inbox says so", async () => {
  const a = await assistantClinic('flood-dono');
  await sql(
    `insert into public.assistant_days (id_dono, dia, execucoes)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date, $2)`,
    [a.owner.idDono, OWNER_RUNS - 1],
  );
  assert.equal((await a.owner.client.rpc('assistant_paused_until')).data, null);
  assert.equal(await deliver(a, 'Quero marcar amanhã'), 'forwarded', 'the last run of the day');
  assert.equal(await deliver(a, 'Oi, tudo bem?', OTHER), 'assistant_paused');
  assert.equal(await deliver(a, 'Alguém aí?'), 'assistant_paused');
  assert.deepEqual(await deliveredTexts(a.path), ['Quero marcar amanhã']);
  assert.equal(await clientMessages(a.owner, OTHER), 1, 'recorded for the inbox');

  const sent = await mails(a.owner.email);
  assert.equal(sent.length, 1, 'one e-mail');
  assert.equal(sent[0].subject, 'Seu assistente pausou até a meia-noite');
  assert.match(sent[0].text, /atingiu hoje o limite diário de [\d.]+ atendimentos e volta a responder à meia-noite/);
  assert.match(sent[0].text, /\/user-dashboard\/conversas/);

  const { data: until, error } = await a.owner.client.rpc('assistant_paused_until');
  assert.equal(error, null);
  const midnight = new Date(until as string);
  assert.ok(midnight.getTime() > Date.now() && midnight.getTime() - Date.now() <= 24 * 3_600_000);
  assert.equal(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(
      midnight,
    ),
    '00:00',
  );
});

test('assistant-reply needs paid access: 403 subscription_inactive, nothing sent or recorded', async () => {
  const a = await connectedAssistant('flood-sem-assinatura');
  await sql(
    `update public.subscriptions set status = 'overdue', current_period_end = null,
            overdue_since = (now() at time zone 'America/Sao_Paulo')::date - 10
      where user_id = $1`,
    [a.owner.id],
  );
  const answer = await postAs('assistant-reply', credentialsOf(a), JSON.stringify({ telefone: CLIENT, texto: 'Olá!' }));
  assert.equal(answer.status, 403, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.error, {
    code: 'subscription_inactive',
    message: 'Assinatura inativa: o assistente não pode responder.',
  });
  assert.deepEqual(await sentMessages(a.instance), []);
  const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.chat_messages where user_id = $1', [
    a.owner.id,
  ]);
  assert.equal(n, 0);
});

test("a number flooding the assistant never stops another client's reminder", async () => {
  const a = await assistantClinic('flood-lembrete');
  // The reminders' WhatsApp allowance of the day has room for exactly as many sends as the flood's replies.
  await sql(
    `insert into public.owner_daily_sends (id_dono, dia, channel, count)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date, 'whatsapp', $2)`,
    [a.owner.idDono, WHATSAPP_CAP - LIMIT],
  );
  const total = LIMIT + 10;
  await Promise.all(Array.from({ length: total }, (_, i) => receive(a, `Oi ${i + 1}`)));
  await eventually(async () => assert.equal(await clientMessages(a.owner), total), 20_000);
  // The workflow answers every message it got, through assistant-reply.
  const delivered = await deliveredTexts(a.path);
  assert.equal(delivered.length, LIMIT);
  const answers = await Promise.all(
    delivered.map((text) =>
      postAs('assistant-reply', credentialsOf(a), JSON.stringify({ telefone: CLIENT, texto: `Resposta a ${text}` })),
    ),
  );
  assert.deepEqual(
    answers.map((r) => r.status),
    delivered.map(() => 200),
  );
  assert.equal((await sentTo(a, CLIENT)).length, LIMIT);

  // Another client's reminder goes out.
  await placeAppointment(a.owner, 10 * 60, { nome: 'Bruno Outro', phone: '(11) 91234-5678' });
  await dispatch();
  assert.deepEqual(
    (await rowsOf(a.owner)).map((r) => [r.status, r.error]),
    [['sent', null]],
  );
  assert.equal((await sentTo(a, OTHER)).length, 1);
});

test("the assistant's replies of the day are bounded by its budget: 429 assistant_daily_limit past it", async () => {
  const a = await connectedAssistant('flood-respostas');
  await sql(
    `insert into public.assistant_days (id_dono, dia, respostas)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date, $2)`,
    [a.owner.idDono, OWNER_RUNS - 1],
  );
  const send = () => postAs('assistant-reply', credentialsOf(a), JSON.stringify({ telefone: CLIENT, texto: 'Olá!' }));
  assert.equal((await send()).status, 200);
  const over = await send();
  assert.equal(over.status, 429);
  assert.deepEqual(over.body.error, {
    code: 'assistant_daily_limit',
    message: 'Limite diário de atendimentos do assistente atingido.',
  });
  assert.equal((await sentMessages(a.instance)).length, 1);
});
