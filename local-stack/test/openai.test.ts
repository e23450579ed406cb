import test from 'node:test';
import assert from 'node:assert/strict';
import { nextStep, type ChatMessage } from '../src/sandboxes/openai/conversation.ts';
import { stack } from './support/stack.ts';

// The language model sandbox: OpenAI's chat completions contract (JSON and SSE, tool calls) and the
// booking conversation it holds, step by step.
const URL_ = `${stack.url}/sandbox/openai/v1`;
const KEY = process.env.STACK_OPENAI_API_KEY ?? '';
const TOOLS = ['horarios_livres', 'agendar', 'meus_agendamentos', 'remarcar', 'cancelar'];
const tools = TOOLS.map((name) => ({ type: 'function', function: { name, parameters: { type: 'object' } } }));
const user = (text: string, name = 'Maria'): ChatMessage => ({
  role: 'user',
  content: `Mensagem de ${name} recebida em 27/11/2026 10:00: ${text}`,
});
const system: ChatMessage = { role: 'system', content: 'Você é Sofia.' };

function complete(body: Record<string, unknown>, key = KEY) {
  return fetch(`${URL_}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'gpt-4o-mini', tools, ...body }),
  });
}

test('a wrong key gets 401 in OpenAI error shape; models are listed with the right one', async () => {
  const res = await complete({ messages: [user('oi')] }, 'sk-errada');
  assert.equal(res.status, 401);
  const body = (await res.json()) as { error: { code: string; type: string } };
  assert.deepEqual([body.error.code, body.error.type], ['invalid_api_key', 'invalid_request_error']);
  const models = await fetch(`${URL_}/models`, { headers: { authorization: `Bearer ${KEY}` } });
  assert.equal(models.status, 200);
  assert.ok(((await models.json()) as { data: { id: string }[] }).data.some((m) => m.id === 'gpt-4o-mini'));
});

test('JSON: a greeting is a reply, a request for a time is a horarios_livres call', async () => {
  const hello = (await (await complete({ messages: [system, user('Oi, boa tarde')] })).json()) as {
    object: string;
    choices: { message: { content: string }; finish_reason: string }[];
    usage: { total_tokens: number };
  };
  assert.equal(hello.object, 'chat.completion');
  assert.match(hello.choices[0].message.content, /^Olá, Maria!/);
  assert.equal(hello.choices[0].finish_reason, 'stop');
  assert.ok(hello.usage.total_tokens > 0);

  const ask = (await (await complete({ messages: [system, user('Tem horário amanhã?')] })).json()) as {
    choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] }; finish_reason: string }[];
  };
  assert.equal(ask.choices[0].finish_reason, 'tool_calls');
  const call = ask.choices[0].message.tool_calls[0].function;
  assert.equal(call.name, 'horarios_livres');
  assert.deepEqual(JSON.parse(call.arguments), { de: '2026-11-28', ate: '2026-11-28' });
});

test('the request log keeps the model, its limits and the system message as they arrived', async () => {
  const tag = `registro-${Date.now()}`;
  const sent = { role: 'system', content: `Você é Sofia. {{ $env }} ={{ 6*7 }} ${tag}` };
  await complete({ model: 'gpt-4.1-mini', max_tokens: 321, temperature: 0.2, messages: [sent, user('oi')] });
  await complete({ max_completion_tokens: 55, messages: [system, user(tag)] });
  const log = (await (await fetch(`${stack.url}/sandbox/openai/_control/requests`)).json()) as {
    model: string;
    maxTokens: number | null;
    temperature: number | null;
    system: string | null;
    last: { content: string }[];
  }[];
  const first = log.find((r) => r.system?.includes(tag))!;
  assert.deepEqual(
    [first.model, first.maxTokens, first.temperature, first.system],
    ['gpt-4.1-mini', 321, 0.2, sent.content],
  );
  const second = log.find((r) => r.last.some((m) => m.content.includes(tag)))!;
  assert.deepEqual(
    [second.model, second.maxTokens, second.temperature, second.system],
    ['gpt-4o-mini', 55, null, 'Você é Sofia.'],
  );
});

test('SSE: the tool call arrives as deltas whose arguments add up, then usage and [DONE]', async () => {
  const res = await complete({
    messages: [system, user('quero marcar na sexta')],
    stream: true,
    stream_options: { include_usage: true },
  });
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const events = (await res.text())
    .split('\n\n')
    .map((e) => e.replace(/^data: /, '').trim())
    .filter(Boolean);
  assert.equal(events.at(-1), '[DONE]');
  type Chunk = {
    choices?: { delta?: { tool_calls?: { function?: { arguments?: string } }[] }; finish_reason?: string | null }[];
    usage?: { total_tokens: number };
  };
  const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as Chunk);
  const args = chunks
    .flatMap((c) => c.choices?.[0]?.delta?.tool_calls ?? [])
    .map((t) => t.function?.arguments ?? '')
    .join('');
  assert.deepEqual(JSON.parse(args), { de: '2026-12-04', ate: '2026-12-04' }, 'asked on a friday: the next one');
  assert.equal(chunks.find((c) => c.choices?.[0]?.finish_reason)?.choices?.[0].finish_reason, 'tool_calls');
  assert.ok(chunks.at(-1)!.usage!.total_tokens > 0);
});

test('the conversation offers only the returned times, books the picked one and refuses another', () => {
  const call = { id: 'c1', type: 'function' as const, function: { name: 'horarios_livres', arguments: '{}' } };
  const slots = [
    { data: '2026-11-28', inicio: '09:00', fim: '09:30' },
    { data: '2026-11-28', inicio: '10:30', fim: '11:00' },
  ];
  const offer = nextStep(
    [
      system,
      user('quero marcar amanhã'),
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'c1', content: JSON.stringify([{ slots }]) },
    ],
    new Set(TOOLS),
  );
  assert.deepEqual(offer, { reply: 'Tenho estes horários livres em 28/11/2026: 09:00 e 10:30. Qual prefere?' });
  const history: ChatMessage[] = [
    system,
    user('quero marcar amanhã'),
    { role: 'assistant', content: (offer as { reply: string }).reply },
  ];
  assert.deepEqual(nextStep([...history, user('pode ser 10:30')], new Set(TOOLS)), {
    call: { name: 'agendar', args: { data: '2026-11-28', inicio: '10:30', nome: 'Maria' } },
  });
  assert.deepEqual(nextStep([...history, user('a primeira')], new Set(TOOLS)), {
    call: { name: 'agendar', args: { data: '2026-11-28', inicio: '09:00', nome: 'Maria' } },
  });
  assert.match(
    (nextStep([...history, user('às 15h')], new Set(TOOLS)) as { reply: string }).reply,
    /^Esse horário não está livre/,
  );
  // A refusal of the tool is told to the client, not hidden.
  const refused = nextStep(
    [
      ...history,
      user('pode ser 10:30'),
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ ...call, id: 'c2', function: { name: 'agendar', arguments: '{}' } }],
      },
      {
        role: 'tool',
        tool_call_id: 'c2',
        content: '{"error":{"code":"slot_taken","message":"Este horário acabou de ser ocupado."}}',
      },
    ],
    new Set(TOOLS),
  );
  assert.deepEqual(refused, { reply: 'Este horário acabou de ser ocupado. Quer ver outros horários?' });
});

test('without the booking tools it does not pretend, and anything else gets a polite answer', () => {
  assert.match(
    (nextStep([user('tem vaga amanhã?')], new Set()) as { reply: string }).reply,
    /não consigo consultar a agenda/,
  );
  assert.match(
    (nextStep([user('qual a cor do céu?')], new Set(TOOLS)) as { reply: string }).reply,
    /^Desculpe, não entendi/,
  );
});

test('a client asking for a person is handed off with a reason, then told so briefly', () => {
  const withHandOff = new Set([...TOOLS, 'transferir_para_humano']);
  const handOff = {
    call: { name: 'transferir_para_humano', args: { motivo: 'Cliente pediu para falar com uma pessoa' } },
  };
  for (const text of [
    'quero falar com um atendente',
    'Posso falar com uma pessoa?',
    'tem atendente humano?',
    'preciso falar com alguém',
    'HUMANO',
    // Asking for a person wins over the booking words around it.
    'quero falar com um atendente sobre meu horário de amanhã',
  ]) {
    assert.deepEqual(nextStep([system, user(text)], withHandOff), handOff, text);
  }
  const call = {
    id: 'h1',
    type: 'function' as const,
    function: { name: 'transferir_para_humano', arguments: '{"motivo":"Cliente pediu para falar com uma pessoa"}' },
  };
  const turn: ChatMessage[] = [
    system,
    user('quero falar com um atendente'),
    { role: 'assistant', content: null, tool_calls: [call] },
  ];
  const answered = nextStep(
    [
      ...turn,
      {
        role: 'tool',
        tool_call_id: 'h1',
        content: JSON.stringify([{ transferido: true, mensagem: 'O cliente já foi avisado.' }]),
      },
    ],
    withHandOff,
  );
  assert.deepEqual(answered, { reply: 'Tudo certo, uma pessoa da equipe vai continuar o seu atendimento.' });
  // A refused hand-off is not hidden from the client.
  const refused = nextStep(
    [...turn, { role: 'tool', tool_call_id: 'h1', content: '{"error":{"code":"x","message":"Tente mais tarde."}}' }],
    withHandOff,
  );
  assert.deepEqual(refused, { reply: 'Não consegui chamar uma pessoa da equipe agora. Tente mais tarde.' });
  // Without the tool it does not pretend; words merely near it are not a request for a person.
  assert.match(
    (nextStep([user('quero falar com um atendente')], new Set(TOOLS)) as { reply: string }).reply,
    /não consigo chamar uma pessoa/,
  );
  assert.deepEqual(nextStep([system, user('Quero marcar um atendimento amanhã')], withHandOff), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28' } },
  });
});

test('in a team, a client who names a professional gets their times and is booked with them', () => {
  const team: ChatMessage = {
    role: 'system',
    content:
      'Você é Sofia.\n\n## Produtos e serviços\n- [C01] Consulta: R$ 100,00 (duração: 30 minutos)\n\n' +
      '## Equipe\n- Dra. Ana Souza: todos os serviços\n- Dr. Bruno Lima: [C01] Consulta\n\n' +
      'Cada profissional tem seus próprios dias e horários: consulte sempre horarios_livres.\n\n## Horários de atendimento\n- Segunda-feira: 08:00 às 18:00',
  };
  const all = new Set(TOOLS);
  const ask = user('Quero marcar amanhã com o Dr. Bruno');
  assert.deepEqual(nextStep([team, ask], all), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28', profissional: 'Dr. Bruno Lima' } },
  });
  // The first name alone, any case and accent, names them too; a name of nobody in the team does not.
  assert.deepEqual(nextStep([team, user('pode ser com a ANA amanhã?')], all), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28', profissional: 'Dra. Ana Souza' } },
  });
  assert.deepEqual(nextStep([team, user('amanhã com o Carlos')], all), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28' } },
  });
  // Without a team in the system message, a name is just words.
  assert.deepEqual(nextStep([system, ask], all), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28' } },
  });

  const call = (id: string, name: string) => ({
    role: 'assistant' as const,
    content: null,
    tool_calls: [{ id, type: 'function' as const, function: { name, arguments: '{}' } }],
  });
  const slots = [{ data: '2026-11-28', inicio: '09:00', fim: '09:30' }];
  const offer = nextStep(
    [
      team,
      ask,
      call('c1', 'horarios_livres'),
      { role: 'tool', tool_call_id: 'c1', content: JSON.stringify({ slots }) },
    ],
    all,
  );
  assert.deepEqual(offer, {
    reply: 'Com Dr. Bruno Lima, tenho estes horários livres em 28/11/2026: 09:00. Qual prefere?',
  });
  const history: ChatMessage[] = [team, ask, { role: 'assistant', content: (offer as { reply: string }).reply }];
  const pick = user('pode ser 09:00');
  assert.deepEqual(nextStep([...history, pick], all), {
    call: {
      name: 'agendar',
      args: { data: '2026-11-28', inicio: '09:00', nome: 'Maria', profissional: 'Dr. Bruno Lima' },
    },
  });
  const agendamento = {
    id: 'a1',
    data: '2026-11-28',
    inicio: '09:00',
    fim: '09:30',
    status: 'agendado',
    profissional: { id: 'p2', nome: 'Dr. Bruno Lima' },
  };
  assert.deepEqual(
    nextStep(
      [
        ...history,
        pick,
        call('c2', 'agendar'),
        { role: 'tool', tool_call_id: 'c2', content: JSON.stringify({ agendamento }) },
      ],
      all,
    ),
    { reply: 'Pronto! Seu horário ficou agendado para 28/11/2026 às 09:00 com Dr. Bruno Lima. Até lá!' },
  );
  // Asked for nobody in particular: the confirmation names whom the agenda assigned.
  const anyOffer: ChatMessage[] = [
    team,
    user('quero marcar amanhã'),
    { role: 'assistant', content: 'Tenho estes horários livres em 28/11/2026: 09:00. Qual prefere?' },
  ];
  assert.deepEqual(nextStep([...anyOffer, pick], all), {
    call: { name: 'agendar', args: { data: '2026-11-28', inicio: '09:00', nome: 'Maria' } },
  });
  const assigned = { ...agendamento, profissional: { id: 'p1', nome: 'Dra. Ana Souza' } };
  assert.deepEqual(
    nextStep(
      [
        ...anyOffer,
        pick,
        call('c3', 'agendar'),
        { role: 'tool', tool_call_id: 'c3', content: JSON.stringify({ agendamento: assigned }) },
      ],
      all,
    ),
    { reply: 'Pronto! Seu horário ficou agendado para 28/11/2026 às 09:00 com Dra. Ana Souza. Até lá!' },
  );
  // A one-person business's confirmation stays as it was, whatever the answer carries.
  const solo: ChatMessage[] = [system, ...anyOffer.slice(1)];
  assert.deepEqual(
    nextStep(
      [
        ...solo,
        pick,
        call('c4', 'agendar'),
        { role: 'tool', tool_call_id: 'c4', content: JSON.stringify({ agendamento }) },
      ],
      all,
    ),
    { reply: 'Pronto! Seu horário ficou agendado para 28/11/2026 às 09:00. Até lá!' },
  );
});

test('a voice note is read as its words, and the answer says it was understood from the audio', () => {
  const all = new Set([...TOOLS, 'transferir_para_humano']);
  const call = { id: 'a1', type: 'function' as const, function: { name: 'horarios_livres', arguments: '{}' } };
  const slots = [{ data: '2026-11-28', inicio: '09:00' }];
  // The same steps as the typed words: the booking flow calls the same tool with the same arguments…
  for (const words of ['quero marcar um horário', 'quero marcar amanhã', 'quero falar com um atendente', 'cancelar']) {
    assert.deepEqual(
      nextStep([system, user(`[Áudio transcrito] ${words}`)], all),
      nextStep([system, user(words)], all),
      words,
    );
  }
  // …and its reply starts with 'Entendi pelo seu áudio: ' followed by what it would have answered.
  const offered = (text: string) =>
    nextStep(
      [
        system,
        user(text),
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: 'a1', content: JSON.stringify([{ slots }]) },
      ],
      all,
    );
  assert.deepEqual(offered('quero marcar um horário'), {
    reply: 'Tenho estes horários livres em 28/11/2026: 09:00. Qual prefere?',
  });
  assert.deepEqual(offered('[Áudio transcrito] quero marcar um horário'), {
    reply: 'Entendi pelo seu áudio: Tenho estes horários livres em 28/11/2026: 09:00. Qual prefere?',
  });
  assert.deepEqual(nextStep([system, user('[Áudio transcrito] Oi, bom dia')], all), {
    reply:
      'Entendi pelo seu áudio: Olá, Maria! Posso ver horários livres, agendar, remarcar ou cancelar um atendimento. Como posso ajudar?',
  });
  // The offer made after a voice note is still read back: the client picks a time by text.
  const history: ChatMessage[] = [
    system,
    user('[Áudio transcrito] quero marcar um horário'),
    { role: 'assistant', content: (offered('[Áudio transcrito] quero marcar um horário') as { reply: string }).reply },
  ];
  assert.deepEqual(nextStep([...history, user('a primeira')], all), {
    call: { name: 'agendar', args: { data: '2026-11-28', inicio: '09:00', nome: 'Maria' } },
  });
  // A voice note the transcription did not know (or with no words): asked to write.
  for (const text of ['[Áudio transcrito] (áudio sem fala reconhecível)', '[Áudio transcrito]']) {
    assert.deepEqual(nextStep([system, user(text)], all), {
      reply: 'Desculpe, não consegui entender o seu áudio. Pode me escrever a sua mensagem?',
    });
  }
});

test('a picture or document without caption: it cannot see them, offers a person, calls one on a yes', () => {
  const all = new Set([...TOOLS, 'transferir_para_humano']);
  const image = nextStep([system, user('[Imagem sem legenda]')], all) as { reply: string };
  assert.deepEqual(image, {
    reply:
      'Recebi sua imagem, mas não consigo ver imagens por aqui. Quer que eu chame uma pessoa da equipe para ver? Responda sim ou não.',
  });
  const document = nextStep([system, user('[Documento: exame.pdf]')], all) as { reply: string };
  assert.deepEqual(document, {
    reply:
      'Recebi seu arquivo exame.pdf, mas não consigo abrir arquivos por aqui. Quer que eu chame uma pessoa da equipe para ver? Responda sim ou não.',
  });
  const after = (offer: string, text: string, more: ChatMessage[] = []) =>
    nextStep([system, user('[Imagem sem legenda]'), { role: 'assistant', content: offer }, user(text), ...more], all);
  for (const yes of ['sim', 'Pode', 'quero', 'sim, por favor', 'pode chamar']) {
    assert.deepEqual(
      after(image.reply, yes),
      {
        call: { name: 'transferir_para_humano', args: { motivo: 'Cliente enviou uma imagem' } },
      },
      yes,
    );
  }
  assert.deepEqual(after(document.reply, 'sim'), {
    call: { name: 'transferir_para_humano', args: { motivo: 'Cliente enviou um documento' } },
  });
  const handed = {
    id: 'm1',
    type: 'function' as const,
    function: { name: 'transferir_para_humano', arguments: '{"motivo":"Cliente enviou uma imagem"}' },
  };
  assert.deepEqual(
    after(image.reply, 'sim', [
      { role: 'assistant', content: null, tool_calls: [handed] },
      { role: 'tool', tool_call_id: 'm1', content: JSON.stringify([{ transferido: true }]) },
    ]),
    { reply: 'Tudo certo, uma pessoa da equipe vai continuar o seu atendimento.' },
  );
  // A no, or another request, is answered as such.
  assert.match((after(image.reply, 'não, obrigada') as { reply: string }).reply, /^Tudo bem\. Posso ver horários/);
  assert.deepEqual(after(image.reply, 'quero marcar amanhã'), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28' } },
  });
  // Without the hand-off tool it only asks the client to write.
  assert.deepEqual(nextStep([system, user('[Imagem sem legenda]')], new Set(TOOLS)), {
    reply: 'Recebi sua imagem, mas não consigo ver imagens por aqui. Pode me escrever o que precisa?',
  });
});

test('a caption is read as the client’s words', () => {
  const all = new Set([...TOOLS, 'transferir_para_humano']);
  assert.deepEqual(nextStep([system, user('[Imagem] tem horário amanhã?')], all), {
    call: { name: 'horarios_livres', args: { de: '2026-11-28', ate: '2026-11-28' } },
  });
  assert.deepEqual(nextStep([system, user('[Imagem] oi')], all), nextStep([system, user('oi')], all));
  assert.deepEqual(nextStep([system, user('[Documento: pedido.pdf] quero remarcar')], all), {
    call: { name: 'meus_agendamentos', args: {} },
  });
});
