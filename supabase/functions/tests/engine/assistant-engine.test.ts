/**
 * The assistant on the real n8n engine (the stack's n8n 1.x, the model sandbox as its language
 * model): agent-activate publishes a workflow n8n runs, a client's WhatsApp message goes through the
 * Evolution sandbox, whatsapp-webhook and the workflow's webhook to the agent, which books, moves and
 * cancels through assistant-tools and answers in the chat through assistant-reply (recorded as the
 * assistant's); a client asking for a person is handed off and the assistant falls silent; a forged
 * delivery starts nothing; a re-activation retires the old secrets; n8n stopped mid-conversation
 * loses nothing.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { openEveryDaySchedule } from '../../../../shared-domain/src/testing/agentSchedule.ts';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { n8nApi, type Workflow } from 'local-stack/testing/n8n';
import { closeSql, raw, sql, stack, type TestUser } from 'local-stack/testing';
import { eventually, type Clinic } from '../reminders-support.ts';
import { activate, activeClinic } from './engine-support.ts';

after(closeSql);

const onEngine = process.env.STACK_N8N_KIND === 'real';
const engineTest = (name: string, fn: () => Promise<void>) =>
  test(name, { skip: !onEngine && 'needs the real n8n (the runner runs this file on it)' }, fn);

const CLIENT = '5511987654321';
const REPLY_MS = 20_000;

/** The client writes to the clinic's number; resolves with the assistant's answer in the chat. */
async function say(clinic: Clinic, text: string, from = CLIENT): Promise<string> {
  const before = (await sentMessages(clinic.instance)).length;
  await evolutionControl(`/instances/${clinic.instance}/receive`, 'POST', { from, text, pushName: 'Maria' });
  return eventually(async () => {
    const sent = await sentMessages(clinic.instance);
    assert.ok(sent.length > before, `no answer yet to "${text}"`);
    return sent[sent.length - 1].text;
  }, REPLY_MS);
}

const appointmentsOf = (owner: TestUser) =>
  sql<{ id: string; data: string; inicio: string; status: string; origem: string; telefone: string }>(
    `select id, data::text, to_char(inicio, 'HH24:MI') as inicio, status, origem, num_cliente as telefone
     from public.g_agenda where id_dono = $1 and status <> 'disponivel' order by created_at`,
    [owner.idDono],
  );

/** The owner's recorded messages (chat_messages), oldest first: [autor, body]. */
const threadOf = async (owner: TestUser) =>
  (
    await sql<{ autor: string; body: string }>(
      `select autor, body from public.chat_messages where user_id = $1 order by created_at, id`,
      [owner.id],
    )
  ).map((m) => [m.autor, m.body]);

/** The runs of the workflow n8n keeps (running, or failed: a successful one leaves nothing). */
async function keptRuns(workflowId: string): Promise<number> {
  const { body } = await n8nApi<{ data: unknown[] }>(`/executions?workflowId=${workflowId}&limit=250`);
  return body.data.length;
}

/** The model sandbox's answered requests. */
const modelRequests = async () =>
  (await (await fetch(`${stack.url}/sandbox/openai/_control/requests`)).json()) as {
    step: { reply?: string; call?: { name: string } };
    last: { role: string; content?: unknown }[];
  }[];

engineTest(
  'activation publishes an active workflow n8n serves at the stored URL, guarded and with its model',
  async () => {
    const clinic = await activeClinic('motor-ativa');
    const { body: wf, status } = await n8nApi<Workflow>(`/workflows/${clinic.workflowId}`);
    assert.equal(status, 200);
    assert.equal(wf.active, true);
    const hook = wf.nodes.find((n) => n.type === 'n8n-nodes-base.webhook')!;
    assert.ok(hook.webhookId, 'a stable webhookId');
    assert.equal(clinic.webhookUrl, `${process.env.STACK_N8N_URL}/webhook/${hook.parameters.path as string}`);
    assert.ok(!clinic.webhookUrl.includes(clinic.owner.id), "the path does not reveal the owner's id");
    assert.equal(hook.parameters.authentication, 'headerAuth');
    assert.ok((hook.credentials as Record<string, { id?: string }> | undefined)?.httpHeaderAuth?.id);
    const model = wf.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.lmChatOpenAi')!;
    assert.ok(
      (model.credentials as Record<string, { id?: string }> | undefined)?.openAiApi?.id,
      'the chat model has its credential',
    );
    // The stored URL is the one n8n listens on: without the secret it refuses, it does not 404.
    const forged = await fetch(clinic.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(forged.status, 403);
  },
);

engineTest("a client books by conversation: only the free times are offered, the booking is the sender's", async () => {
  const clinic = await activeClinic('motor-agenda');
  const greeting = await say(clinic, 'Oi, bom dia!');
  assert.match(greeting, /^Olá, Maria!/);

  const offer = await say(clinic, 'Quero marcar uma consulta amanhã');
  const m = /horários livres em (\d{2})\/(\d{2})\/(\d{4}): ([\d:, e]+)\./.exec(offer);
  assert.ok(m, offer);
  const times = m[4].match(/\d{2}:\d{2}/g)!;
  assert.ok(times.length > 0);

  // Every answer went through assistant-reply: recorded in the thread as the assistant's, after the
  // client's message.
  const thread = await eventually(async () => {
    const rows = await threadOf(clinic.owner);
    assert.equal(rows.length, 4, JSON.stringify(rows));
    return rows;
  });
  assert.deepEqual(thread, [
    ['cliente', 'Oi, bom dia!'],
    ['assistente', greeting],
    ['cliente', 'Quero marcar uma consulta amanhã'],
    ['assistente', offer],
  ]);

  const confirmed = await say(clinic, `pode ser ${times[1]}`);
  assert.match(confirmed, new RegExp(`Pronto! Seu horário ficou agendado para ${m[1]}/${m[2]}/${m[3]} às ${times[1]}`));
  const [booked] = await appointmentsOf(clinic.owner);
  assert.equal(booked.origem, 'assistente');
  assert.equal(booked.telefone, CLIENT, "the number is the delivery's, never the model's");
  assert.equal(booked.data, `${m[3]}-${m[2]}-${m[1]}`);
  assert.equal(booked.inicio, times[1]);

  // Rescheduled by conversation, then cancelled.
  const moving = await say(clinic, 'Preciso remarcar meu horário');
  const again = /Para remarcar, tenho estes horários livres em (\d{2})\/(\d{2})\/(\d{4}): ([\d:, e]+)\./.exec(moving);
  assert.ok(again, moving);
  const newTime = again[4].match(/\d{2}:\d{2}/g)!.find((t) => t !== times[1])!;
  assert.match(await say(clinic, `pode ser ${newTime}`), /Seu agendamento foi remarcado/);
  const moved = (await appointmentsOf(clinic.owner)).find((a) => a.status !== 'cancelado')!;
  assert.equal(moved.inicio, newTime);

  assert.match(await say(clinic, 'quero cancelar'), /Confirma o cancelamento\?/);
  assert.match(await say(clinic, 'sim'), /foi cancelado/);
  const statuses = (await appointmentsOf(clinic.owner)).map((a) => a.status);
  assert.ok(statuses.includes('cancelado') && statuses.every((s) => s === 'cancelado'), statuses.join(','));
});

engineTest('a forged delivery straight to the webhook starts nothing', async () => {
  const clinic = await activeClinic('motor-forjado');
  const requests = async () =>
    ((await (await fetch(`${stack.url}/sandbox/openai/_control/requests`)).json()) as unknown[]).length;
  const before = await requests();
  const delivery = {
    event: 'messages.upsert',
    instance: clinic.instance,
    data: {
      key: { remoteJid: '5511911112222@s.whatsapp.net', fromMe: false, id: 'FORJADO1' },
      message: { conversation: 'quero cancelar' },
    },
  };
  for (const secret of [null, 'segredo-errado']) {
    const res = await fetch(clinic.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-atende-assistant-secret': secret } : {}) },
      body: JSON.stringify(delivery),
    });
    assert.equal(res.status, 403);
  }
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(await requests(), before, 'the model was never called');
});

engineTest('re-activation replaces the workflow: the old webhook and the old tools secret are refused', async () => {
  const clinic = await activeClinic('motor-reativa');
  const { body: first } = await n8nApi<Workflow>(`/workflows/${clinic.workflowId}`);
  const tool = first.nodes.find((n) => n.name === 'horarios_livres')!;
  const headers = (tool.parameters.headerParameters as { parameters: { name: string; value: string }[] }).parameters;
  const oldSecret = headers.find((h) => h.name === 'x-assistant-secret')!.value;
  const assistantId = headers.find((h) => h.name === 'x-assistant-id')!.value;

  const second = await activate(clinic.owner);
  assert.equal(second.workflowId, clinic.workflowId, 'the same workflow, replaced');
  assert.notEqual(second.webhookUrl, clinic.webhookUrl);
  const oldHook = await fetch(clinic.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(oldHook.status, 404);
  const oldTools = await raw('/functions/v1/assistant-tools', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-assistant-id': assistantId, 'x-assistant-secret': oldSecret },
    body: JSON.stringify({ tool: 'meus_agendamentos', telefone: CLIENT, args: {} }),
  });
  assert.equal(oldTools.status, 401);
  // And the new one answers.
  assert.match(await say(clinic, 'olá'), /^Olá, Maria!/);
});

engineTest(
  'n8n stopped mid-conversation: the message is kept, forwarded once when it is back, and answered',
  async () => {
    const clinic = await activeClinic('motor-parado');
    assert.match(await say(clinic, 'oi'), /^Olá/);
    const pid = Number(process.env.STACK_N8N_PID);
    assert.ok(pid > 0);
    const before = (await sentMessages(clinic.instance)).length;
    process.kill(pid, 'SIGSTOP');
    try {
      await evolutionControl(`/instances/${clinic.instance}/receive`, 'POST', {
        from: CLIENT,
        text: 'Tem horário amanhã?',
        pushName: 'Maria',
      });
      const [pending] = await eventually(async () => {
        const rows = await sql<{ status: string; last_error: string | null }>(
          `select status, last_error from public.assistant_deliveries where user_id = $1 and last_error is not null`,
          [clinic.owner.id],
        );
        assert.equal(rows.length, 1);
        return rows;
      }, 15_000);
      assert.equal(pending.status, 'pending');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await sql(
      `update public.assistant_deliveries set next_attempt_at = now() where user_id = $1 and status = 'pending'`,
      [clinic.owner.id],
    );
    const forward = async () => {
      const res = await fetch(`${stack.url}/functions/v1/assistant-forward`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.serviceRoleKey}` },
        body: '{}',
      });
      assert.equal(res.status, 200);
      return (await res.json()) as { claimed: number; forwarded: number; withheld: number };
    };
    assert.deepEqual(await forward(), { claimed: 1, forwarded: 1, withheld: 0, failed: 0 });
    assert.deepEqual(await forward(), { claimed: 0, forwarded: 0, withheld: 0, failed: 0 }, 'never twice');
    const answer = await eventually(async () => {
      const sent = await sentMessages(clinic.instance);
      assert.ok(sent.length > before);
      return sent[sent.length - 1].text;
    }, REPLY_MS);
    assert.match(answer, /horários livres em/);
    const rows = await sql<{ status: string }>(`select status from public.assistant_deliveries where user_id = $1`, [
      clinic.owner.id,
    ]);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['forwarded', 'forwarded'],
    );
  },
);

engineTest(
  'a client asking for a person is handed off: told once, the owner waits, the assistant falls silent',
  async () => {
    const clinic = await activeClinic('motor-transfere');
    const notice = await say(clinic, 'quero falar com um atendente');
    assert.equal(
      notice,
      'Certo! Vou chamar uma pessoa da nossa equipe para continuar o seu atendimento. Aguarde só um pouco.',
    );
    // The run ends with the model's last word, which assistant-reply drops: the conversation is paused.
    const last = await eventually(async () => {
      const requests = (await modelRequests()).filter((r) =>
        r.last.some((m) => m.role === 'user' && String(m.content).includes('quero falar com um atendente')),
      );
      assert.ok(requests.some((r) => r.step.reply));
      return requests;
    }, REPLY_MS);
    // n8n keeps nothing of the successful run (it held the client's message).
    await eventually(async () => assert.equal(await keptRuns(clinic.workflowId), 0), REPLY_MS);
    assert.ok(
      last.some((r) => r.step.call?.name === 'transferir_para_humano'),
      'the model called transferir_para_humano',
    );
    assert.ok(
      last.some((r) => r.step.reply),
      'the model did answer after the tool, and that answer was not sent',
    );
    assert.deepEqual(
      (await sentMessages(clinic.instance)).map((m) => m.text),
      [notice],
    );
    assert.deepEqual(await threadOf(clinic.owner), [
      ['cliente', 'quero falar com um atendente'],
      ['plataforma', notice],
    ]);
    const [conversation] = await sql<{ estado: string; motivo_transferencia: string }>(
      'select estado, motivo_transferencia from public.conversas where user_id = $1',
      [clinic.owner.id],
    );
    assert.deepEqual(conversation, {
      estado: 'aguardando',
      motivo_transferencia: 'Cliente pediu para falar com uma pessoa',
    });

    // While it waits for a person, the client's next message is recorded and never reaches the engine.
    const requests = (await modelRequests()).length;
    await evolutionControl(`/instances/${clinic.instance}/receive`, 'POST', {
      from: CLIENT,
      text: 'Alô?',
      pushName: 'Maria',
    });
    await eventually(async () => assert.equal((await threadOf(clinic.owner)).length, 3));
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal((await modelRequests()).length, requests, 'the model was not called');
    assert.equal(await keptRuns(clinic.workflowId), 0);
    assert.equal((await sentMessages(clinic.instance)).length, 1);
  },
);

engineTest('a team: the published system message lists it, and a client books the professional they name', async () => {
  let bruno = '';
  const clinic = await activeClinic('motor-equipe', {
    beforeActivation: async (owner) => {
      const added = await owner.client
        .from('profissionais')
        .insert({ nome: 'Dr. Bruno Lima', ordem: 1, agenda: { dias: openEveryDaySchedule().dias } })
        .select('id')
        .single();
      assert.equal(added.error, null, JSON.stringify(added.error));
      bruno = added.data!.id;
    },
  });
  const [titular] = await sql<{ nome: string }>(
    'select nome from public.profissionais where id_dono = $1 and titular',
    [clinic.owner.idDono],
  );
  const { body: wf } = await n8nApi<Workflow>(`/workflows/${clinic.workflowId}`);
  const agent = wf.nodes.find((n) => n.name === 'Agente')!;
  const system = String((agent.parameters.options as { systemMessage: string }).systemMessage);
  assert.ok(
    system.includes(`## Equipe\n- ${titular.nome}: todos os serviços\n- Dr. Bruno Lima: todos os serviços\n`),
    system,
  );

  const offer = await say(clinic, 'Quero marcar uma consulta amanhã com o Dr. Bruno');
  const m = /^Com Dr\. Bruno Lima, tenho estes horários livres em (\d{2})\/(\d{2})\/(\d{4}): ([\d:, e]+)\./.exec(offer);
  assert.ok(m, offer);
  const time = m[4].match(/\d{2}:\d{2}/g)![0];
  const confirmed = await say(clinic, `pode ser ${time}`);
  assert.equal(
    confirmed,
    `Pronto! Seu horário ficou agendado para ${m[1]}/${m[2]}/${m[3]} às ${time} com Dr. Bruno Lima. Até lá!`,
  );
  const rows = await sql<{ id_profissional: string; data: string; inicio: string; origem: string }>(
    `select id_profissional, data::text, to_char(inicio, 'HH24:MI') as inicio, origem from public.g_agenda
      where id_dono = $1 and status = 'agendado'`,
    [clinic.owner.idDono],
  );
  assert.deepEqual(rows, [
    { id_profissional: bruno, data: `${m[3]}-${m[2]}-${m[1]}`, inicio: time, origem: 'assistente' },
  ]);
});
