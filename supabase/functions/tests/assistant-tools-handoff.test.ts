/**
 * assistant-tools' transferir_para_humano: the conversation waits for the owner, the client is told
 * once, the owner is mailed; a hand-off whose notice cannot be sent still stands.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, mails, sql } from 'local-stack/testing';
import { connectedAssistant, conversationWith, recordedMessages } from './assistant-support.ts';
import { call, CLIENTE, OUTRO } from './assistant-tools-support.ts';

after(closeSql);

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
