/**
 * What an owner writes is data on the shared engine, never code, and never a bill of their choosing:
 * on the real n8n (the stack's 1.x, the model sandbox as its language model), an assistant whose name,
 * personality, business, product and professional hold n8n expressions (`={{ 6*7 }}`, `{{ $env }}`,
 * `{{ $execution.id }}`) answers a client, and the model receives every one of them literally in the
 * system message; the model name, temperature and token limit it receives are the platform's, after
 * the owner tried to write their own and with other values in the row.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { openEveryDaySchedule } from '../../../../shared-domain/src/testing/agentSchedule.ts';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { n8nApi, type Workflow } from 'local-stack/testing/n8n';
import { closeSql, grantPaidAccess, sql, stack } from 'local-stack/testing';
import { clinicWithNumber, eventually } from '../reminders-support.ts';

after(closeSql);

const onEngine = process.env.STACK_N8N_KIND === 'real';
const CLIENT = '5511987657070';

const OWNER_TEXTS = {
  name: '={{ 6*7 }}',
  personality: 'Simpática. {{ $env }} e {{ $execution.id }}',
  business: '={{ 6*7 }} Clínica {{ $env.N8N_ENCRYPTION_KEY }}',
  product: 'Consulta {{ $execution.id }}',
  productDescription: "={{ 'probe-' + 6*7 }} avaliação",
  professional: 'Dra. {{ $env }} ={{ 6*7 }}',
};

interface ModelRequest {
  model: string;
  maxTokens: number | null;
  temperature: number | null;
  system: string | null;
  last: { role: string; content?: unknown }[];
}

test(
  "owner texts reach the model literally, and the model and its limits are the platform's",
  { skip: !onEngine && 'needs the real n8n (the runner runs this file on it)' },
  async () => {
    const clinic = await clinicWithNumber('motor-textos', {}, `55119577${String(Date.now()).slice(-5)}`);
    const { owner } = clinic;
    await grantPaidAccess(owner.id);
    const saved = await owner.client
      .from('agent_configs')
      .update({
        name: OWNER_TEXTS.name,
        personality_description: OWNER_TEXTS.personality,
        business_description: OWNER_TEXTS.business,
        schedule: openEveryDaySchedule(),
        schedule_saved_at: new Date().toISOString(),
      })
      .eq('user_id', owner.id);
    assert.equal(saved.error, null);
    // The owner's own model and limits are refused.
    for (const change of [{ model: "={{ 'probe-' + 6*7 }}" }, { max_tokens: 10_000_000 }, { temperature: 2 }]) {
      const { error } = await owner.client.from('agent_configs').update(change).eq('user_id', owner.id);
      assert.equal(error?.code, '42501', JSON.stringify(change));
    }
    // Other values in the row (as an older row may hold) are data only.
    await sql(
      `update public.agent_configs set model = 'gpt-3.5-turbo', max_tokens = 4000, temperature = 1.9 where user_id = $1`,
      [owner.id],
    );
    const [{ id: agentId }] = await sql<{ id: string }>('select id from public.agent_configs where user_id = $1', [
      owner.id,
    ]);
    const products = await owner.client.rpc('replace_agent_products', {
      p_agent_id: agentId,
      p_products: [{ codigo: 'C01', nome: OWNER_TEXTS.product, valor: 150, descricao: OWNER_TEXTS.productDescription }],
    });
    assert.equal(products.error, null);
    const added = await owner.client
      .from('profissionais')
      .insert({ nome: OWNER_TEXTS.professional, ordem: 1, agenda: { dias: openEveryDaySchedule().dias } });
    assert.equal(added.error, null, JSON.stringify(added.error));

    const { data, error } = await owner.client.functions.invoke('agent-activate', { body: {} });
    if (error instanceof FunctionsHttpError) assert.fail(`agent-activate: ${await (error.context as Response).text()}`);
    assert.equal(error, null);
    const { workflowId } = data as { workflowId: string };

    // Published: no parameter starts with an owner's text.
    const { body: wf } = await n8nApi<Workflow>(`/workflows/${workflowId}`);
    const published = String(
      (wf.nodes.find((n) => n.name === 'Agente')!.parameters.options as { systemMessage: string }).systemMessage,
    );
    assert.ok(published.startsWith(`Você é ${OWNER_TEXTS.name}, o assistente virtual`), published.slice(0, 80));
    const parameters = JSON.stringify(wf.nodes.map((n) => n.parameters));
    for (const text of Object.values(OWNER_TEXTS)) {
      assert.ok(published.includes(text), `the published prompt holds ${text}`);
      assert.ok(
        !parameters.includes(`"=${text}`) && !parameters.includes(`"${text}`),
        `no parameter starts with ${text}`,
      );
    }

    // A client writes: the model answers, and receives everything as it was written.
    const tag = `textos-${Date.now().toString(36)}`;
    const message = `Oi, bom dia! ${tag}`;
    await evolutionControl(`/instances/${clinic.instance}/receive`, 'POST', {
      from: CLIENT,
      text: message,
      pushName: 'Maria',
    });
    const answer = await eventually(async () => {
      const sent = await sentMessages(clinic.instance);
      assert.equal(sent.length, 1);
      return sent[0].text;
    }, 20_000);
    assert.match(answer, /^Olá, Maria!/);

    const requests = (
      (await (await fetch(`${stack.url}/sandbox/openai/_control/requests`)).json()) as ModelRequest[]
    ).filter((r) => r.last.some((m) => m.role === 'user' && String(m.content).includes(tag)));
    assert.ok(requests.length >= 1, 'the model was called for the message');
    for (const r of requests) {
      assert.deepEqual([r.model, r.maxTokens, r.temperature], ['gpt-4o-mini', 1024, 0.7]);
      // Exactly the published text: n8n evaluated nothing of it, LangChain's template read no braces.
      assert.equal(r.system, published);
      for (const text of Object.values(OWNER_TEXTS)) assert.ok(r.system!.includes(text), text);
      assert.ok(!/probe-42|Você é 42/.test(r.system!), 'nothing was evaluated');
      const user = r.last.find((m) => m.role === 'user')!;
      assert.ok(String(user.content).endsWith(`: ${message}`), String(user.content));
    }
  },
);
