// The client's replies to a reminder (_shared/incoming/replies.ts) and the texts around them: the
// reminders (reminders-dispatch/templates.ts) and the answers in the chat (_shared/incoming/answers.ts).
import assert from 'node:assert/strict';
import { parseReply, type ReplyAnswer } from '../../_shared/incoming/replies.ts';
import { replyText } from '../../_shared/incoming/answers.ts';
import { escapeHtml } from '../../_shared/html.ts';
import {
  dayOf,
  reminderEmail,
  whatsappText,
  whatsappTexts,
  type ReminderData,
} from '../../reminders-dispatch/templates.ts';

// Real phrasings: only a whole-message confirmation confirms; only '2' alone or an explicit
// cancel word cancels; everything else (questions, a '2' or a 'não' inside a sentence) is for the assistant.
const PHRASINGS: Array<[string, ReplyAnswer | null]> = [
  // Confirmations
  ['1', 'confirmado'],
  [' 1 ', 'confirmado'],
  ['1.', 'confirmado'],
  ['1!', 'confirmado'],
  ['sim', 'confirmado'],
  ['SIM', 'confirmado'],
  ['Sim!', 'confirmado'],
  ['SIM 👍', 'confirmado'],
  ['s', 'confirmado'],
  ['Sím', 'confirmado'],
  ['Sim, confirmo!', 'confirmado'],
  ['confirmo', 'confirmado'],
  ['Confirmado', 'confirmado'],
  ['confirmada ✅', 'confirmado'],
  ['confirmar', 'confirmado'],
  ['ok', 'confirmado'],
  ['Ok!', 'confirmado'],
  ['ok, 1', 'confirmado'],
  ['1 - sim', 'confirmado'],
  ['Pode confirmar, obrigada 😊', 'confirmado'],
  ['Bom dia! Confirmo sim', 'confirmado'],
  ['Vou sim, obrigado', 'confirmado'],
  ['Combinado', 'confirmado'],
  ['beleza, confirmado', 'confirmado'],
  // Cancellations
  ['2', 'cancelado'],
  ['2.', 'cancelado'],
  [' 2! ', 'cancelado'],
  ['cancelar', 'cancelado'],
  ['Cancela', 'cancelado'],
  ['CANCELAR!', 'cancelado'],
  ['quero cancelar', 'cancelado'],
  ['Quero cancelar, por favor', 'cancelado'],
  ['desmarcar', 'cancelado'],
  ['Pode desmarcar meu horário', 'cancelado'],
  ['Não vou poder, pode cancelar', 'cancelado'],
  ['Infelizmente não vou conseguir ir, pode cancelar', 'cancelado'],
  ['Infelizmente não vou poder ir. Pode cancelar a consulta', 'cancelado'],
  ['ok, pode cancelar', 'cancelado'],
  ['Preciso desmarcar', 'cancelado'],
  // Not an answer: goes to the assistant
  ['não sei o endereço', null],
  ['chego 2 min atrasado', null],
  ['somos 2', null],
  ['sim, mas posso mudar o horário?', null],
  ['2 por favor', null],
  ['não', null],
  ['Não', null],
  ['nao', null],
  ['Infelizmente não', null],
  ['não quero cancelar', null],
  ['Não cancela não, vou sim', null],
  ['Sim, mas quero cancelar', null],
  ['confirmo, ou melhor, cancela', null],
  ['não confirmo', null],
  ['1 ou 2?', null],
  ['12', null],
  ['21', null],
  ['10h30', null],
  ['1 pessoa a mais', null],
  ['Olá, qual o endereço?', null],
  ['Sim, mas qual o endereço?', null],
  ['Posso levar meu filho?', null],
  ['Não sei se consigo ir?', null],
  ['Vou chegar 10 minutos atrasada', null],
  ['Tem estacionamento', null],
  ['Bom dia', null],
  ['obrigado', null],
  ['', null],
  ['   ', null],
  ['👍', null],
  ['Simone', null],
  ['Nãoo', null],
  ['Cancelamento', null],
  ['Qual o valor do cancelamento', null],
  ['Oi, tudo bem? Estou com uma dúvida sobre o procedimento que vou fazer amanhã e queria saber se dá', null],
  ['Eu tenho 2 filhos e queria saber se posso levar eles comigo na consulta de amanhã à tarde', null],
];

Deno.test('reply parser: a table of phrasings', () => {
  const wrong = PHRASINGS.filter(([text, expected]) => parseReply(text) !== expected).map(
    ([text, expected]) => `${JSON.stringify(text)}: expected ${expected}, got ${parseReply(text)}`,
  );
  assert.deepEqual(wrong, []);
});

const DATA: ReminderData = {
  template: 'lembrete_24h',
  nome: 'Maria Souza',
  negocio: 'Clínica Bem-Estar',
  data: '2026-12-02',
  hora: '14:30',
  local: 'Presencial',
  slug: 'clinica-bem-estar',
};
// 2026-12-01 10:00 in São Paulo (UTC-3).
const DAY_BEFORE = new Date('2026-12-01T13:00:00Z');
const SAME_DAY = new Date('2026-12-02T12:00:00Z');

Deno.test('reminder day: today and tomorrow in São Paulo, not in UTC', () => {
  assert.equal(dayOf('2026-12-02', DAY_BEFORE), 'amanha');
  assert.equal(dayOf('2026-12-02', SAME_DAY), 'hoje');
  assert.equal(dayOf('2026-12-05', DAY_BEFORE), 'outro');
  // 22:30 on 1 December in São Paulo is already 2 December in UTC.
  assert.equal(dayOf('2026-12-02', new Date('2026-12-02T01:30:00Z')), 'amanha');
});

Deno.test('reminder texts: WhatsApp with how to answer, pt-BR', () => {
  assert.equal(
    whatsappText(DATA, 'amanha'),
    'Olá, Maria Souza! Lembrete: seu horário na Clínica Bem-Estar está marcado para amanhã, 02/12/2026, às 14:30.\n\nResponda 1 para confirmar ou 2 para cancelar.',
  );
  assert.equal(
    whatsappText(DATA, 'hoje'),
    'Olá, Maria Souza! Lembrete: seu horário na Clínica Bem-Estar está marcado para hoje, 02/12/2026, às 14:30.\n\nResponda 1 para confirmar ou 2 para cancelar.',
  );
  assert.equal(
    whatsappText({ ...DATA, local: 'Online' }, 'outro'),
    'Olá, Maria Souza! Lembrete: seu horário na Clínica Bem-Estar está marcado para 02/12/2026 às 14:30. O atendimento será online.\n\nResponda 1 para confirmar ou 2 para cancelar.',
  );
  const oneHour = { ...DATA, template: 'lembrete_1h' as const, nome: '  ' };
  assert.equal(
    whatsappText(oneHour, 'hoje'),
    'Olá, cliente! Falta pouco: seu horário na Clínica Bem-Estar é hoje às 14:30.\n\nResponda 1 para confirmar ou 2 para cancelar.',
  );
  // An hour before an appointment just after midnight, the day is still said.
  assert.match(whatsappText(oneHour, 'amanha'), /está marcado para amanhã, 02\/12\/2026, às 14:30\./);
  assert.equal(new Set(whatsappTexts(DATA)).size, 3);
  assert.ok(whatsappTexts(DATA).includes(whatsappText(DATA, 'amanha')));
});

Deno.test('reminder e-mail: subject, text and HTML-escaped HTML', () => {
  const email = reminderEmail({ ...DATA, nome: '<b>Ana</b> & "Cia"' }, 'amanha', 'https://atende.ai/');
  assert.equal(email.subject, 'Lembrete: seu horário na Clínica Bem-Estar amanhã às 14:30');
  assert.equal(
    email.text,
    [
      'Olá, <b>Ana</b> & "Cia"!',
      'Lembrete: seu horário na Clínica Bem-Estar está marcado para amanhã, 02/12/2026, às 14:30.',
      'Se não puder comparecer, avise com antecedência para liberar o horário.',
      'Para agendar outro horário: https://atende.ai/agendar/clinica-bem-estar',
    ].join('\n\n'),
  );
  assert.ok(email.html.includes('<p>Olá, &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Cia&quot;!</p>'), email.html);
  assert.ok(!email.html.includes('<b>'));
  assert.ok(email.html.includes('<a href="https://atende.ai/agendar/clinica-bem-estar">'));
  assert.equal(reminderEmail(DATA, 'hoje', null).subject, 'Lembrete: seu horário na Clínica Bem-Estar hoje às 14:30');
  assert.ok(!reminderEmail(DATA, 'hoje', null).text.includes('agendar/'));
  assert.equal(escapeHtml(`<a href='x'>&</a>`), '&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
});

Deno.test('answers in the chat: confirmed, and cancelled with where to book again', () => {
  const answered = {
    matched: true as const,
    agendamento_id: 'x',
    status: 'confirmado',
    nome: 'Maria',
    data: '02/12/2026',
    hora: '14:30',
    negocio: 'Clínica Bem-Estar',
    slug: 'clinica-bem-estar',
  };
  assert.equal(
    replyText('confirmado', answered, 'https://atende.ai'),
    'Obrigado, Maria! Seu horário na Clínica Bem-Estar em 02/12/2026 às 14:30 está confirmado.',
  );
  assert.equal(
    replyText('cancelado', answered, 'https://atende.ai/'),
    'Tudo bem, Maria. Seu horário na Clínica Bem-Estar em 02/12/2026 às 14:30 foi cancelado. Para agendar outro horário, acesse https://atende.ai/agendar/clinica-bem-estar ou responda esta mensagem.',
  );
  assert.equal(
    replyText('cancelado', { ...answered, slug: null }, 'https://atende.ai'),
    'Tudo bem, Maria. Seu horário na Clínica Bem-Estar em 02/12/2026 às 14:30 foi cancelado. Para agendar outro horário, responda esta mensagem.',
  );
});
