// What the webhooks read in a client's message before anything else (_shared/channel/
// evolutionEvents.ts and _shared/incoming/commands.ts): who wrote it and its text, media as
// placeholders, and the short answers to the platform — SAIR / VOLTAR and the survey's 0–10.
import assert from 'node:assert/strict';
import { commandOf, scoreOf } from '../../_shared/incoming/commands.ts';
import { textOfContent, whatsappMessage } from '../../_shared/channel/evolutionEvents.ts';

Deno.test('commands: SAIR and VOLTAR only as the whole message', () => {
  const cases: Array<[string, 'sair' | 'voltar' | null]> = [
    ['SAIR', 'sair'],
    ['sair', 'sair'],
    [' Sair. ', 'sair'],
    ['SAIR 🙏', 'sair'],
    ['Voltar', 'voltar'],
    ['VOLTAR!', 'voltar'],
    ['quero sair', null],
    ['vou sair mais cedo hoje', null],
    ['posso voltar amanhã?', null],
    ['saída', null],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.equal(commandOf(text), expected, text);
});

Deno.test('survey answers: a whole number from 0 to 10', () => {
  const cases: Array<[string, number | null]> = [
    ['9', 9],
    [' 10 ', 10],
    ['10!', 10],
    ['0', 0],
    ['7.', 7],
    ['11', null],
    ['nota 8', null],
    ['8/10', null],
    ['-1', null],
    ['9,5', null],
    ['dez', null],
  ];
  for (const [text, expected] of cases) assert.equal(scoreOf(text), expected, text);
});

Deno.test('message text: plain, extended, media as placeholders with their caption', () => {
  assert.equal(textOfContent({ conversation: ' Oi ' }), 'Oi');
  assert.equal(textOfContent({ extendedTextMessage: { text: 'Respondendo' } }), 'Respondendo');
  const media = (content: Record<string, unknown>) => textOfContent(content as never);
  assert.equal(media({ imageMessage: { caption: 'meu exame' } }), '[imagem] meu exame');
  assert.equal(media({ audioMessage: { seconds: 4 } }), '[áudio]');
  assert.equal(media({ documentMessage: { fileName: 'laudo.pdf' } }), '[documento]');
  assert.equal(media({ videoMessage: {} }), '[vídeo]');
  assert.equal(media({ reactionMessage: { text: '👍' } }), '[mensagem]');
});

Deno.test("a delivery's message: the client's, ours, and what is no client's conversation", () => {
  const data = (remoteJid: string, fromMe: boolean, id = '3A01') => ({
    key: { remoteJid, fromMe, id },
    pushName: 'Ana',
    message: { conversation: 'Oi' },
  });
  assert.deepEqual(whatsappMessage(data('551187654321@s.whatsapp.net', false)), {
    id: '3A01',
    fromMe: false,
    chat: '551187654321',
    remoteJid: '551187654321@s.whatsapp.net',
    phone: '5511987654321',
    pushName: 'Ana',
    text: 'Oi',
    words: 'Oi',
  });
  // The instance's own message: no client name.
  assert.equal(whatsappMessage(data('5511987654321@s.whatsapp.net', true))?.pushName, null);
  for (const jid of ['120363025246125486@g.us', 'status@broadcast', '1203630@newsletter']) {
    assert.equal(whatsappMessage(data(jid, false)), null, jid);
  }
  assert.equal(whatsappMessage(data('5511987654321@s.whatsapp.net', false, '')), null);
  assert.equal(whatsappMessage({ key: { remoteJid: '5511987654321@s.whatsapp.net', id: 'X' } }), null);
});
