/**
 * The official channel (Meta's Cloud API) end to end through the stack's Meta sandbox: Embedded Signup
 * and cloud_connect (token sealed, templates created), whatsapp-cloud-webhook's handshake and
 * signature, a client's message recorded once per wamid, the owner's answer within the 24-hour window
 * and refused outside it (the template offered instead), delivery statuses as ticks, reminders as
 * approved templates whose buttons answer their own appointment, and a template not approved yet.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, raw, sql, type TestUser } from 'local-stack/testing';
import { placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import {
  CLOUD_WEBHOOK,
  clientWrites,
  cloudBody,
  connectCloud,
  instanceAction,
  metaControl,
  postCloud,
  sentBy,
  sign,
  VERIFY_TOKEN,
} from './cloud-support.ts';
import { dispatch, eventually, rowsOf } from './reminders-support.ts';
import { ownerWithReminders } from '../../tests/database/reminders-fixtures.ts';

after(closeSql);

const CLIENT = '5511987654321'; // the appointments fixture's '(11) 98765-4321'
const OUTSIDE = 'A conversa está fora da janela de 24 horas: só é possível enviar um modelo aprovado';
let phoneSeq = 0;
/** A number of its own for each signup (the sandbox refuses one already connected). */
const newPhone = () =>
  `55219${String(Date.now() % 1e6).padStart(6, '0')}${(phoneSeq++ % 100).toString().padStart(2, '0')}`;

async function cloudClinic(prefix: string) {
  const owner = await ownerWithReminders({}, prefix);
  const signed = await connectCloud(owner, newPhone());
  return { owner, ...signed };
}

async function conversationOf(owner: TestUser, chat = CLIENT) {
  return eventually(async () => {
    const [row] = await sql<{ id: string; cliente_escreveu_em: string | null }>(
      'select id, cliente_escreveu_em from public.conversas where user_id = $1 and chat = $2',
      [owner.id, chat],
    );
    assert.ok(row, 'the conversation exists');
    return row;
  });
}

const inbox = async (owner: TestUser, body: Record<string, unknown>) => {
  const res = await raw('/functions/v1/conversations', {
    method: 'POST',
    token: owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      error?: { code: string; message: string };
      mensagem: { id: string; body: string };
    },
  };
};

/** Waits until Meta's review (a few seconds in the sandbox) approved the business's templates. */
async function templatesApproved(owner: TestUser) {
  await eventually(async () => {
    const { status, body } = await instanceAction<{ templates: Array<{ status: string }> }>(owner, {
      action: 'templates',
    });
    assert.equal(status, 200);
    assert.equal(body.templates.length, 7);
    assert.ok(
      body.templates.every((t) => t.status === 'APPROVED'),
      JSON.stringify(body.templates),
    );
  }, 15_000);
}

test("Meta's handshake: the challenge back with the verify token, 403 without it", async () => {
  const url = (token: string) =>
    `${CLOUD_WEBHOOK}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
  const ok = await fetch(url(VERIFY_TOKEN));
  assert.deepEqual([ok.status, await ok.text()], [200, '1158201444']);
  const wrong = await fetch(url('outro-token'));
  assert.equal(wrong.status, 403);
  await wrong.body?.cancel();
  // The sandbox's own check of the callback URL, as Meta's dashboard does it.
  const verified = await metaControl<{ ok: boolean }>('/webhooks/verify', 'POST');
  assert.equal(verified.ok, true);
});

test("a delivery without the app secret's signature is 401 and records nothing", async () => {
  const { owner, waba_id, phone_number_id } = await cloudClinic('nuvem-assinatura');
  const body = cloudBody(waba_id, phone_number_id, {
    contacts: [{ profile: { name: 'Intrusa' }, wa_id: CLIENT }],
    messages: [{ from: CLIENT, id: 'wamid.FALSO1', timestamp: '1', type: 'text', text: { body: 'Oi' } }],
  });
  assert.equal((await postCloud(body, null)).status, 401);
  assert.equal((await postCloud(body, sign(JSON.stringify(body), 'outro-segredo'))).status, 401);
  assert.equal((await postCloud(body, 'sha256=00')).status, 401);
  const rows = await sql('select 1 from public.chat_messages where user_id = $1', [owner.id]);
  assert.equal(rows.length, 0);
});

test('Embedded Signup connects the number: token sealed, never readable by the browser, templates in review', async () => {
  const { owner, phone_number_id } = await cloudClinic('nuvem-conexao');
  const [row] = await sql<Record<string, string>>(
    'select channel, status, access_token, display_name, whatsapp_number, waba_id from public.whatsapp_instances where user_id = $1',
    [owner.id],
  );
  const numbers = await metaControl<Array<{ phone_number_id: string; access_token: string }>>('/numbers');
  const issued = numbers.find((n) => n.phone_number_id === phone_number_id)!;
  assert.deepEqual([row.channel, row.status, row.display_name], ['cloud', 'connected', 'Clínica Oficial']);
  assert.match(row.access_token, /^v1\./);
  assert.ok(!row.access_token.includes(issued.access_token), 'the token is stored sealed');

  const status = await instanceAction(owner, { action: 'status' });
  assert.deepEqual(status.body, {
    status: 'connected',
    instanceId: owner.id.toLowerCase(),
    channel: 'cloud',
    number: row.whatsapp_number,
    displayName: 'Clínica Oficial',
  });

  // The owner's browser reads the channel and its name, never the token or the ids.
  const browser = client({ accessToken: async () => owner.accessToken });
  const mine = await browser.from('whatsapp_instances').select('channel,display_name').single();
  assert.deepEqual(mine.data, { channel: 'cloud', display_name: 'Clínica Oficial' });
  const token = await browser.from('whatsapp_instances').select('access_token').maybeSingle();
  assert.ok(token.error, 'access_token is not granted');

  const templates = await browser.from('whatsapp_templates').select('tipo,status').order('tipo');
  assert.equal(templates.data?.length, 7);
  await templatesApproved(owner);

  // A used code is refused with the step's message; the connection stays.
  const again = await instanceAction<{ error: { message: string } }>(owner, {
    action: 'cloud_connect',
    code: 'AQcodigo-usado',
    waba_id: row.waba_id,
    phone_number_id,
  });
  assert.equal(again.status, 400);
  assert.equal(again.body.error.message, 'O cadastro na Meta não foi concluído. Tente novamente.');
});

test("a client's message is recorded once per wamid and opens the window; the owner's answer gets its ticks", async () => {
  const { owner, waba_id, phone_number_id } = await cloudClinic('nuvem-conversa');
  const { id: wamid } = await clientWrites(phone_number_id, CLIENT, { text: 'Olá, tem horário amanhã?' });
  const conversation = await conversationOf(owner);
  assert.ok(conversation.cliente_escreveu_em);
  await eventually(async () => {
    const rows = await sql<{ body: string; wa_message_id: string }>(
      `select body, wa_message_id from public.chat_messages where user_id = $1 and direction = 'in'`,
      [owner.id],
    );
    assert.deepEqual(rows, [{ body: 'Olá, tem horário amanhã?', wa_message_id: wamid }]);
  });

  // Meta delivering the same message again: recorded once.
  const repeat = cloudBody(waba_id, phone_number_id, {
    contacts: [{ profile: { name: 'Cliente' }, wa_id: CLIENT }],
    messages: [{ from: CLIENT, id: wamid, timestamp: '1', type: 'text', text: { body: 'Olá, tem horário amanhã?' } }],
  });
  const again = await postCloud(repeat);
  assert.equal(again.status, 200, again.text);
  assert.match(again.text, /"duplicate"/);

  const sent = await inbox(owner, { acao: 'enviar', conversa: conversation.id, texto: 'Temos às 10h!' });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [out] = (await sentBy(phone_number_id)).filter((m) => m.type === 'text');
  assert.deepEqual([out.to, out.text?.body], [CLIENT, 'Temos às 10h!']);
  // sent, delivered and read come back on the webhook: the owner's message ends 'lida'.
  await eventually(async () => {
    const [row] = await sql<{ status: string }>('select status from public.chat_messages where id = $1', [
      sent.body.mensagem.id,
    ]);
    assert.equal(row.status, 'lida');
  });

  // A failure reported later is not undone by an older 'delivered', and says why in pt-BR.
  const failed = cloudBody(waba_id, phone_number_id, {
    statuses: [
      { id: out.id, status: 'failed', timestamp: '2', recipient_id: CLIENT, errors: [{ code: 131026, title: 'x' }] },
    ],
  });
  assert.equal((await postCloud(failed)).status, 200);
  const [row] = await sql<{ status: string; erro: string }>(
    'select status, erro from public.chat_messages where id = $1',
    [sent.body.mensagem.id],
  );
  assert.deepEqual(row, {
    status: 'falhou',
    erro: 'Não entregue: este número não pode receber mensagens no WhatsApp.',
  });
});

test('outside the 24-hour window the owner is told so and can send the approved template', async () => {
  const { owner, phone_number_id } = await cloudClinic('nuvem-janela');
  await clientWrites(phone_number_id, CLIENT, { text: 'Oi' });
  const conversation = await conversationOf(owner);
  await sql(`update public.conversas set cliente_escreveu_em = now() - interval '25 hours' where id = $1`, [
    conversation.id,
  ]);
  const before = (await sentBy(phone_number_id)).length;

  const refused = await inbox(owner, { acao: 'enviar', conversa: conversation.id, texto: 'Ainda precisa?' });
  assert.deepEqual([refused.status, refused.body.error], [409, { code: 'outside_window', message: OUTSIDE }]);
  const kept = await sql(`select 1 from public.chat_messages where conversa_id = $1 and autor = 'voce'`, [
    conversation.id,
  ]);
  assert.equal(kept.length, 0, 'nothing recorded');

  await templatesApproved(owner);
  const resumed = await inbox(owner, { acao: 'enviar_modelo', conversa: conversation.id });
  assert.equal(resumed.status, 200, JSON.stringify(resumed.body));
  assert.match(resumed.body.mensagem.body, /^Olá, Cliente! Aqui é da Clínica Lembrete\./);
  const sent = await sentBy(phone_number_id);
  assert.equal(sent.length, before + 1);
  assert.equal(sent.at(-1)?.template?.name, 'atendeai_retomar_conversa');
});

test("the 24 h reminder goes as the approved template; 'Confirmar' confirms that appointment only", async () => {
  const { owner, phone_number_id } = await cloudClinic('nuvem-lembrete');
  await templatesApproved(owner);
  const first = await placeAppointment(owner, 10 * 60, { nome: 'Paula Oficial' });
  await dispatch();
  const second = await placeAppointment(owner, 20 * 60, { nome: 'Paula Oficial' });
  await dispatch();
  const reminders = (await sentBy(phone_number_id)).filter((m) => m.template?.name === 'atendeai_lembrete_24h');
  assert.equal(reminders.length, 2, 'both reminders went out as templates');
  const buttons = reminders[0].template!.components!.filter((c) => c.type === 'button');
  assert.deepEqual(
    buttons.map((b) => b.parameters?.[0].payload),
    [`confirmar:${first.id}`, `cancelar:${first.id}`],
  );
  assert.ok((await rowsOf(owner)).every((r) => r.status === 'sent'));

  // The client taps 'Confirmar' on the first reminder, though the second is newer.
  await clientWrites(phone_number_id, CLIENT, { button: { payload: `confirmar:${first.id}`, text: 'Confirmar' } });
  const statusOf = async (id: string) =>
    (await sql<{ status: string }>('select status from public.g_agenda where id = $1', [id]))[0].status;
  await eventually(async () => assert.equal(await statusOf(first.id), 'confirmado'));
  assert.equal(await statusOf(second.id), 'agendado');
  await eventually(async () => {
    const last = (await sentBy(phone_number_id)).at(-1);
    assert.match(last?.text?.body ?? '', /^Obrigado, Paula Oficial! .* está confirmado\.$/);
  });

  // 'Cancelar' on the second cancels it.
  await clientWrites(phone_number_id, CLIENT, { button: { payload: `cancelar:${second.id}`, text: 'Cancelar' } });
  await eventually(async () => assert.equal(await statusOf(second.id), 'cancelado'));
  assert.equal(await statusOf(first.id), 'confirmado');
});

test('a reminder whose template is not approved: text inside the window, else failed with the reason', async () => {
  const { owner, phone_number_id } = await cloudClinic('nuvem-sem-modelo');
  await sql(`update public.whatsapp_templates set status = 'REJECTED', updated_at = now() where user_id = $1`, [
    owner.id,
  ]);
  // No client message yet: the window is closed.
  await placeAppointment(owner, 10 * 60, { nome: 'Rita Fechada' });
  await dispatch();
  const [row] = await rowsOf(owner);
  assert.equal(row.status, 'failed');
  assert.equal(row.error, 'O modelo "Lembrete 24h antes" ainda não foi aprovado pela Meta.');
  const [failed] = await sql<{ status: string; erro: string }>(
    `select status, erro from public.chat_messages where user_id = $1 and direction = 'out'`,
    [owner.id],
  );
  assert.deepEqual(failed, {
    status: 'falhou',
    erro: 'O modelo "Lembrete 24h antes" ainda não foi aprovado pela Meta.',
  });
  assert.equal((await sentBy(phone_number_id)).length, 0);

  // The client writes: the next reminder goes as text.
  await clientWrites(phone_number_id, CLIENT, { text: 'Bom dia' });
  await conversationOf(owner);
  await eventually(async () => {
    const [c] = await sql<{ w: string | null }>(
      'select cliente_escreveu_em as w from public.conversas where user_id = $1',
      [owner.id],
    );
    assert.ok(c.w);
  });
  await placeAppointment(owner, 11 * 60, { nome: 'Rita Aberta' });
  await dispatch();
  const texts = (await sentBy(phone_number_id)).filter((m) => m.type === 'text');
  assert.match(texts.at(-1)?.text?.body ?? '', /^Olá, Rita Aberta! Lembrete:/);
});

test("'Desconectar' leaves the official channel: the row, its token and its templates go", async () => {
  const { owner } = await cloudClinic('nuvem-desconectar');
  const res = await instanceAction(owner, { action: 'delete' });
  assert.deepEqual([res.status, res.body], [200, { status: 'disconnected' }]);
  assert.equal((await sql('select 1 from public.whatsapp_instances where user_id = $1', [owner.id])).length, 0);
  assert.equal((await sql('select 1 from public.whatsapp_templates where user_id = $1', [owner.id])).length, 0);
  const status = await instanceAction(owner, { action: 'status' });
  assert.equal(status.body.status, 'disconnected');
});
