/**
 * Conversations end to end through the Evolution sandbox, whatsapp-webhook and the `conversations`
 * function: every message recorded once (both directions, media, the gateway's echoes), attendances
 * opened and closed at their boundaries, takeover by the phone and by the panel (a paused client's
 * message never reaches the assistant), sending from the panel and its refusals, the satisfaction
 * survey with each kind of reply, and SAIR / VOLTAR.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { n8nControl, webhookDeliveries } from 'local-stack/testing/n8n';
import { closeSql, raw, sql, stack, type TestUser } from 'local-stack/testing';
import { placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import { publishedWebhookPath } from './assistant-support.ts';
import { clinicWithNumber, dispatch, eventually, type Clinic } from './reminders-support.ts';

after(closeSql);
afterEach(async () => {
  await evolutionControl('/faults', 'DELETE');
  await n8nControl('/faults', 'DELETE');
});

const CLIENT = '5511987654321';
const NEGOCIO = 'Clínica Lembrete';
const SURVEY = `De 0 a 10, quanto você recomendaria ${NEGOCIO} a um amigo?`;

const receive = (clinic: Clinic, text: string, from = CLIENT) =>
  evolutionControl<{ id: string }>(`/instances/${clinic.instance}/receive`, 'POST', {
    from,
    text,
    pushName: 'Ana Cliente',
  });

/** The owner typing on the clinic's phone itself. */
const typeOnPhone = (clinic: Clinic, text: string, to = CLIENT) =>
  evolutionControl<{ id: string }>(`/instances/${clinic.instance}/type`, 'POST', { to, text });

interface Message {
  autor: string;
  direction: string;
  body: string;
  status: string;
  wa_message_id: string | null;
  atendimento_id: string | null;
}

const messagesOf = (owner: TestUser) =>
  sql<Message>(
    `select autor, direction, body, status, wa_message_id, atendimento_id::text from public.chat_messages
      where user_id = $1 order by created_at, id`,
    [owner.id],
  );

interface ConversationRow {
  id: string;
  estado: string;
  atendimento_id: string | null;
  opt_out_em: string | null;
  nome: string | null;
}

async function conversationOf(owner: TestUser, telefone = CLIENT): Promise<ConversationRow> {
  const [row] = await sql<ConversationRow>(
    'select id::text, estado, atendimento_id::text, opt_out_em, nome from public.conversas where user_id = $1 and telefone = $2',
    [owner.id, telefone],
  );
  assert.ok(row, `no conversation with ${telefone}`);
  return row;
}

const attendancesOf = (owner: TestUser) =>
  sql<{
    status: string;
    duracao_atendimento: number | null;
    resolvido_primeiro_contato: boolean | null;
    assumido: boolean;
    encerrado_por: string | null;
    pesquisa: string | null;
    avaliacao_cliente: number | null;
  }>(
    `select status, duracao_atendimento, resolvido_primeiro_contato, assumido, encerrado_por, pesquisa, avaliacao_cliente
       from public.g_atendimento where id_dono = $1 order by data_atendimento`,
    [owner.idDono],
  );

/** The inbox's action, as the browser calls it with the owner's token. */
async function act(owner: TestUser, body: Record<string, unknown>) {
  const res = await raw('/functions/v1/conversations', {
    method: 'POST',
    token: owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { error?: { code: string; message: string }; conversa?: { estado: string } },
  };
}

/** A delivery (messages.upsert unless said) posted to whatsapp-webhook as the gateway sends it (its header and key). */
async function deliver(
  clinic: Clinic,
  data: unknown,
  event = 'messages.upsert',
): Promise<{ status: number; outcome?: string }> {
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where user_id = $1',
    [clinic.owner.id],
  );
  const hook = await evolutionApi<{ headers: Record<string, string> }>(`/webhook/find/${clinic.instance}`);
  const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...hook.body.headers },
    body: JSON.stringify({ event, instance: clinic.instance, apikey: api_key, data }),
  });
  return { status: res.status, ...((await res.json()) as { outcome?: string }) };
}

/** A clinic with its assistant active: the path of its workflow's webhook at the n8n sandbox. */
async function clinicWithAssistant(prefix: string, settings = {}): Promise<{ clinic: Clinic; path: string }> {
  const clinic = await clinicWithNumber(prefix, settings);
  return { clinic, path: await publishedWebhookPath(clinic.owner) };
}

/** Sets the conversation's open attendance's last message `minutes` ago (the clock moved on). */
async function silentFor(conversa: string, minutes: number) {
  await sql(
    `update public.g_atendimento
        set data_atendimento = now() - make_interval(mins => $2 + 5),
            ultima_mensagem_em = now() - make_interval(mins => $2)
      where conversa_id = $1 and status = 'em_andamento'`,
    [conversa, minutes],
  );
  await sql(`update public.conversas set ultima_mensagem_em = now() - make_interval(mins => $2) where id = $1`, [
    conversa,
    minutes,
  ]);
}

test('a client message is recorded once, opens an attendance and reaches the assistant; replies are recorded with their id', async () => {
  const { clinic, path } = await clinicWithAssistant('conversa-registro');
  await receive(clinic, 'Oi, tem horário amanhã?');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 1));

  const conversa = await conversationOf(clinic.owner);
  assert.deepEqual([conversa.estado, conversa.nome], ['assistente', 'Ana Cliente']);
  assert.ok(conversa.atendimento_id);
  const [first] = await messagesOf(clinic.owner);
  assert.deepEqual(
    [first.autor, first.direction, first.body, first.atendimento_id],
    ['cliente', 'in', 'Oi, tem horário amanhã?', conversa.atendimento_id],
  );

  // The same delivery again (the gateway retries): recorded and forwarded once.
  const again = await deliver(clinic, {
    key: { remoteJid: `${CLIENT}@s.whatsapp.net`, fromMe: false, id: first.wa_message_id },
    pushName: 'Ana Cliente',
    message: { conversation: 'Oi, tem horário amanhã?' },
  });
  assert.deepEqual([again.status, again.outcome], [200, 'duplicate']);
  assert.equal((await messagesOf(clinic.owner)).length, 1);
  assert.equal((await webhookDeliveries(path)).length, 1);

  // A photo: its placeholder and caption; a group's message: nothing.
  const photo = await deliver(clinic, {
    key: { remoteJid: `${CLIENT}@s.whatsapp.net`, fromMe: false, id: '3AFOTO0001' },
    message: { imageMessage: { caption: 'meu exame', mimetype: 'image/jpeg' } },
  });
  assert.equal(photo.status, 200);
  await receive(clinic, 'bom dia grupo', '5511900000000').catch(() => null);
  const bodies = (await messagesOf(clinic.owner)).map((m) => m.body);
  assert.ok(bodies.includes('[imagem] meu exame'), bodies.join(' | '));

  // A platform send (the panel's) is recorded once with the gateway's id; its echo finds it.
  const sent = await act(clinic.owner, { acao: 'enviar', conversa: conversa.id, texto: 'Temos sim, às 10h.' });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  await eventually(async () => {
    const mine = (await messagesOf(clinic.owner)).filter((m) => m.body === 'Temos sim, às 10h.');
    assert.equal(mine.length, 1);
    assert.deepEqual([mine[0].autor, mine[0].status], ['voce', 'enviada']);
    assert.ok(mine[0].wa_message_id);
  });
  const delivered = await evolutionControl<{ event: string; status: number }[]>('/webhooks');
  await eventually(async () =>
    assert.ok(
      delivered.some((d) => d.event === 'send.message'),
      'the gateway echoed the send',
    ),
  );
});

test('an answer typed on the phone pauses the assistant: the next client message is recorded, not forwarded', async () => {
  const { clinic, path } = await clinicWithAssistant('conversa-celular');
  await receive(clinic, 'Quero remarcar');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 1));

  await typeOnPhone(clinic, 'Oi Ana, aqui é a Dra. Marta. Qual dia fica bom?');
  await eventually(async () => assert.equal((await conversationOf(clinic.owner)).estado, 'voce'));
  const typed = (await messagesOf(clinic.owner)).at(-1);
  assert.deepEqual([typed?.autor, typed?.direction], ['voce', 'out']);

  await receive(clinic, 'Quinta de manhã');
  await eventually(async () => assert.ok((await messagesOf(clinic.owner)).some((m) => m.body === 'Quinta de manhã')));
  // Given time to arrive, the engine still has only the first message.
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal((await webhookDeliveries(path)).length, 1);
  const [attendance] = await attendancesOf(clinic.owner);
  assert.equal(attendance.assumido, true);
});

test("a reply an assistant published earlier sent through the gateway itself is the assistant's, and pauses nothing", async () => {
  const { clinic, path } = await clinicWithAssistant('conversa-fluxo-antigo');
  await receive(clinic, 'Oi');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 1));
  // What a workflow of before assistant-reply did: sendText to the gateway, reported as send.message.
  const sent = await deliver(
    clinic,
    {
      key: { remoteJid: `${CLIENT}@s.whatsapp.net`, fromMe: true, id: 'BAE5FLUXOANTIGO1' },
      message: { conversation: 'Olá! Como posso ajudar?' },
    },
    'send.message',
  );
  assert.deepEqual([sent.status, sent.outcome], [200, 'echo']);
  const last = (await messagesOf(clinic.owner)).at(-1);
  assert.deepEqual([last?.autor, last?.body], ['assistente', 'Olá! Como posso ajudar?']);
  assert.equal((await conversationOf(clinic.owner)).estado, 'assistente');
});

test("'Assumir conversa' pauses, 'Devolver ao assistente' resumes; 'Concluir' closes and asks the survey", async () => {
  const { clinic, path } = await clinicWithAssistant('conversa-botoes');
  await receive(clinic, 'Olá');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 1));
  const conversa = await conversationOf(clinic.owner);

  const taken = await act(clinic.owner, { acao: 'assumir', conversa: conversa.id });
  assert.deepEqual([taken.status, taken.body.conversa?.estado], [200, 'voce']);
  await receive(clinic, 'Alguém aí?');
  await eventually(async () => assert.ok((await messagesOf(clinic.owner)).some((m) => m.body === 'Alguém aí?')));
  assert.equal((await webhookDeliveries(path)).length, 1, 'paused: not forwarded');

  const back = await act(clinic.owner, { acao: 'devolver', conversa: conversa.id });
  assert.deepEqual([back.status, back.body.conversa?.estado], [200, 'assistente']);
  await receive(clinic, 'Quero marcar');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 2));

  const done = await act(clinic.owner, { acao: 'concluir', conversa: conversa.id });
  assert.deepEqual([done.status, done.body.conversa?.estado], [200, 'concluida']);
  const [attendance] = await attendancesOf(clinic.owner);
  assert.deepEqual(
    [attendance.status, attendance.encerrado_por, attendance.resolvido_primeiro_contato, attendance.pesquisa],
    ['concluido', 'dono', false, 'enviada'],
  );
  await eventually(async () => assert.equal((await sentMessages(clinic.instance)).at(-1)?.text, SURVEY));
  assert.equal((await messagesOf(clinic.owner)).at(-1)?.autor, 'plataforma');

  // The client's 9 is the rating, thanked in the chat, and opens no new attendance.
  await receive(clinic, '9');
  await eventually(async () => assert.equal((await attendancesOf(clinic.owner))[0].avaliacao_cliente, 9));
  await eventually(async () =>
    assert.match((await sentMessages(clinic.instance)).at(-1)?.text ?? '', /^Obrigado pela sua avaliação!/),
  );
  assert.equal((await attendancesOf(clinic.owner)).length, 1);
  assert.equal((await webhookDeliveries(path)).length, 2);

  // Anything after that is a new conversation for the assistant.
  await receive(clinic, '10');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 3));
  assert.equal((await attendancesOf(clinic.owner)).length, 2);
});

test('silence closes an attendance after the idle minutes (not before); a word reply to the survey is a message', async () => {
  const { clinic, path } = await clinicWithAssistant('conversa-silencio');
  await receive(clinic, 'Obrigada!');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 1));
  const conversa = await conversationOf(clinic.owner);

  await silentFor(conversa.id, 29);
  await sql('select public.run_minute_jobs()');
  assert.equal((await attendancesOf(clinic.owner))[0].status, 'em_andamento');

  await silentFor(conversa.id, 31);
  await sql('select public.run_minute_jobs()');
  const [closed] = await attendancesOf(clinic.owner);
  assert.deepEqual(
    [
      closed.status,
      closed.encerrado_por,
      closed.duracao_atendimento,
      closed.resolvido_primeiro_contato,
      closed.pesquisa,
    ],
    ['concluido', 'inatividade', 5, true, 'na_fila'],
  );
  assert.equal((await conversationOf(clinic.owner)).estado, 'concluida');

  const run = await dispatch();
  assert.equal(run.status, 200);
  await eventually(async () => assert.equal((await sentMessages(clinic.instance)).at(-1)?.text, SURVEY));

  // Not a number: the survey stays unanswered, the message goes to the assistant in a new attendance.
  await receive(clinic, 'nota dez!');
  await eventually(async () => assert.equal((await webhookDeliveries(path)).length, 2));
  const after = await attendancesOf(clinic.owner);
  assert.deepEqual([after.length, after[0].avaliacao_cliente, after[1].status], [2, null, 'em_andamento']);
});

test('the newest question decides: a reminder sent after the survey takes the 1', async () => {
  const { clinic } = await clinicWithAssistant('conversa-pergunta');
  await receive(clinic, 'Oi');
  const conversa = await eventually(async () => {
    const c = await conversationOf(clinic.owner);
    assert.ok(c.atendimento_id);
    return c;
  });
  await act(clinic.owner, { acao: 'concluir', conversa: conversa.id });
  await eventually(async () => assert.equal((await sentMessages(clinic.instance)).at(-1)?.text, SURVEY));
  // The survey was asked a minute ago; a reminder now.
  await sql(`update public.g_atendimento set pesquisa_em = now() - interval '1 minute' where conversa_id = $1`, [
    conversa.id,
  ]);
  const appt = await placeAppointment(clinic.owner, 10 * 60);
  await dispatch();
  await receive(clinic, '1');
  await eventually(async () => {
    const [row] = await sql<{ status: string }>('select status from public.g_agenda where id = $1', [appt.id]);
    assert.equal(row.status, 'confirmado');
  });
  assert.equal((await attendancesOf(clinic.owner))[0].avaliacao_cliente, null);
  // The reminder is in the same thread, as the platform's.
  assert.ok((await messagesOf(clinic.owner)).some((m) => m.autor === 'plataforma' && m.body.includes('Lembrete')));
});

test('SAIR stops reminders and surveys for that business; VOLTAR undoes it', async () => {
  const { clinic } = await clinicWithAssistant('conversa-sair');
  await receive(clinic, 'SAIR');
  await eventually(async () => assert.ok((await conversationOf(clinic.owner)).opt_out_em));
  await eventually(async () =>
    assert.match(
      (await sentMessages(clinic.instance)).at(-1)?.text ?? '',
      /não vai mais receber lembretes nem pesquisas/,
    ),
  );
  // No reminder is queued for that number, and a conversation that closes asks nothing.
  await placeAppointment(clinic.owner, 10 * 60);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.notifications where id_dono = $1 and template like 'lembrete%'`,
    [clinic.owner.idDono],
  );
  assert.equal(n, 0);
  await receive(clinic, 'Uma dúvida');
  const conversa = await eventually(async () => {
    const c = await conversationOf(clinic.owner);
    assert.ok(c.atendimento_id);
    return c;
  });
  await act(clinic.owner, { acao: 'concluir', conversa: conversa.id });
  assert.equal((await attendancesOf(clinic.owner)).at(-1)?.pesquisa, null);

  await receive(clinic, 'voltar');
  await eventually(async () => assert.equal((await conversationOf(clinic.owner)).opt_out_em, null));
  await placeAppointment(clinic.owner, 9 * 60);
  const [{ n: after }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.notifications where id_dono = $1 and template like 'lembrete%'`,
    [clinic.owner.idDono],
  );
  assert.ok(after > 0);
});

test('a message n8n did not take is withheld, not forwarded later, once the owner took the conversation over', async () => {
  const clinic = await clinicWithNumber('conversa-retida');
  // An active assistant whose workflow does not answer: the message is kept for later.
  await sql(`update public.agent_configs set status = 'active', webhook_url = $2 where user_id = $1`, [
    clinic.owner.id,
    `${stack.url}/sandbox/n8n/webhook/nenhum-fluxo-${clinic.instance}`,
  ]);
  const { id } = await receive(clinic, 'Oi, alguém aí?');
  const kept = async () =>
    (await sql<{ status: string }>('select status from public.assistant_deliveries where message_id = $1', [id]))[0]
      ?.status;
  await eventually(async () => assert.equal(await kept(), 'pending'));

  const conversa = await conversationOf(clinic.owner);
  assert.equal((await act(clinic.owner, { acao: 'assumir', conversa: conversa.id })).status, 200);
  await sql(`update public.assistant_deliveries set next_attempt_at = now() where message_id = $1`, [id]);
  const res = await fetch(`${stack.url}/functions/v1/assistant-forward`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const counts = (await res.json()) as { withheld: number };
  assert.equal(res.status, 200);
  assert.ok(counts.withheld >= 1, JSON.stringify(counts));
  assert.equal(await kept(), 'withheld');
});

test('sending from the panel refuses bad input and records nothing as sent', async () => {
  const { clinic } = await clinicWithAssistant('conversa-envio');
  await receive(clinic, 'Oi');
  const conversa = await eventually(() => conversationOf(clinic.owner));
  const before = (await messagesOf(clinic.owner)).length;

  const empty = await act(clinic.owner, { acao: 'enviar', conversa: conversa.id, texto: '   ' });
  assert.deepEqual([empty.status, empty.body.error?.message], [400, 'Digite uma mensagem.']);
  const long = await act(clinic.owner, { acao: 'enviar', conversa: conversa.id, texto: 'a'.repeat(4097) });
  assert.deepEqual([long.status, long.body.error?.code], [400, 'message_too_long']);

  // Another owner's conversation does not exist for this one.
  const other = await clinicWithNumber('conversa-envio-outro', {}, '5511955509999');
  const foreign = await act(other.owner, { acao: 'enviar', conversa: conversa.id, texto: 'Oi' });
  assert.deepEqual([foreign.status, foreign.body.error?.code], [404, 'conversation_not_found']);

  // The gateway failing: an error, nothing recorded.
  await evolutionControl('/faults', 'POST', { method: 'POST', path: '/message/sendText', status: 500, times: 3 });
  const failed = await act(clinic.owner, { acao: 'enviar', conversa: conversa.id, texto: 'Vai falhar' });
  assert.deepEqual([failed.status, failed.body.error?.code], [502, 'send_failed']);
  await evolutionControl('/faults', 'DELETE');

  // The phone disconnected: refused with the reason.
  await evolutionControl(`/instances/${clinic.instance}/disconnect`, 'POST');
  await eventually(async () => {
    const [row] = await sql<{ status: string }>('select status from public.whatsapp_instances where user_id = $1', [
      clinic.owner.id,
    ]);
    assert.equal(row.status, 'disconnected');
  });
  const offline = await act(clinic.owner, { acao: 'enviar', conversa: conversa.id, texto: 'Oi' });
  assert.deepEqual([offline.status, offline.body.error?.code], [409, 'whatsapp_disconnected']);

  assert.equal((await messagesOf(clinic.owner)).length, before);
  assert.equal((await conversationOf(clinic.owner)).estado, 'assistente', 'nothing sent, nothing taken over');
});

test('owners read only their own conversations and messages, and cannot write them', async () => {
  const { clinic } = await clinicWithAssistant('conversa-rls');
  await receive(clinic, 'Oi');
  await eventually(() => conversationOf(clinic.owner));
  const other = await clinicWithNumber('conversa-rls-outro', {}, '5511955508888');

  const mine = await clinic.owner.client.from('conversas').select('id');
  assert.equal(mine.data?.length, 1);
  const theirs = await other.owner.client.from('conversas').select('id');
  assert.deepEqual(theirs.data, []);
  const msgs = await other.owner.client.from('chat_messages').select('id');
  assert.deepEqual(msgs.data, []);

  const insert = await clinic.owner.client
    .from('chat_messages')
    .insert({ user_id: clinic.owner.id, direction: 'out', body: 'forjada' } as never);
  assert.ok(insert.error);
  const rpc = await clinic.owner.client.rpc('pause_conversation', {
    p_conversa: (await conversationOf(clinic.owner)).id,
    p_estado: 'voce',
    p_motivo: 'forjada',
  });
  assert.ok(rpc.error);
});
