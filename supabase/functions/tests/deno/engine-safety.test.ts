// What reaches the shared n8n engine: the platform's model settings (_shared/platformModel.ts), the
// workflow's refusal of anything else (agent-activate/workflow.ts), and the few fields of a client's
// message whatsapp-webhook forwards (_shared/assistantDelivery.ts).
import assert from 'node:assert/strict';
import {
  assertPlatformModel,
  platformModel,
  PlatformModelError,
  type PlatformModel,
} from '../../_shared/platformModel.ts';
import { whatsappMessage } from '../../_shared/channel/evolutionEvents.ts';
import { assistantDelivery } from '../../_shared/assistantDelivery.ts';
import { buildWorkflow, type AssistantWorkflowInput } from '../../agent-activate/workflow.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('platform model: the defaults when nothing is set, or set blank', () => {
  const defaults = { model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 1024 };
  assert.deepEqual(platformModel(envOf({})), defaults);
  assert.deepEqual(
    platformModel(envOf({ ASSISTANT_MODEL: ' ', ASSISTANT_TEMPERATURE: '', ASSISTANT_MAX_TOKENS: '  ' })),
    defaults,
  );
});

Deno.test('platform model: names of real models pass; anything n8n or a shell could read is refused', () => {
  for (const model of [
    'gpt-4o',
    'gpt-4.1-mini',
    'openai/gpt-4o-mini',
    'llama3.1:8b',
    'ft:gpt-4o-mini:org:atende:abc',
  ]) {
    assert.equal(platformModel(envOf({ ASSISTANT_MODEL: model })).model, model);
  }
  for (const model of [
    "={{ 'probe-' + 6*7 }}",
    '=gpt-4o',
    '{{ $env }}',
    '{{ $execution.id }}',
    'gpt 4o',
    "gpt-4o'",
    '-gpt',
    'gpt\n4o',
    'g'.repeat(101),
  ]) {
    assert.throws(() => platformModel(envOf({ ASSISTANT_MODEL: model })), PlatformModelError, JSON.stringify(model));
  }
});

Deno.test('platform model: temperature within 0–1 and tokens within 1–4,096, clamped; not a number is refused', () => {
  const with_ = (t: string, m: string) => platformModel(envOf({ ASSISTANT_TEMPERATURE: t, ASSISTANT_MAX_TOKENS: m }));
  assert.deepEqual(with_('0.2', '500'), { model: 'gpt-4o-mini', temperature: 0.2, maxTokens: 500 });
  assert.deepEqual(with_('1.5', '10000000'), { model: 'gpt-4o-mini', temperature: 1, maxTokens: 4096 });
  assert.deepEqual(with_('-3', '0'), { model: 'gpt-4o-mini', temperature: 0, maxTokens: 1 });
  assert.equal(with_('0', '99.6').maxTokens, 100);
  for (const [t, m] of [
    ['quente', '100'],
    ['0.5', 'muitos'],
    ['0.5', 'Infinity'],
    ['NaN', '100'],
  ]) {
    assert.throws(() => with_(t, m), PlatformModelError, `${t} / ${m}`);
  }
});

Deno.test('platform model: assertPlatformModel refuses what did not come from platformModel', () => {
  const ok: PlatformModel = { model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 1024 };
  assert.equal(assertPlatformModel(ok), ok);
  for (const bad of [
    { ...ok, model: '={{ 6*7 }}' },
    { ...ok, temperature: 1.5 },
    { ...ok, temperature: Number.NaN },
    { ...ok, maxTokens: 10_000_000 },
    { ...ok, maxTokens: 0 },
    { ...ok, maxTokens: 10.5 },
  ]) {
    assert.throws(() => assertPlatformModel(bad), PlatformModelError, JSON.stringify(bad));
  }
});

const workflowInput = (over: Partial<AssistantWorkflowInput> = {}): AssistantWorkflowInput => ({
  name: 'Agente - dona@teste.com.br',
  webhookPath: 'whatsapp-0123456789abcdef0123456789abcdef',
  webhookId: '7b0c7f0e-4f7e-4b7e-9a53-5a3d1f1f7a11',
  credentials: { model: { id: 'm1', name: 'OpenAI' }, webhook: { id: 'w1', name: 'Webhook' } },
  instanceName: '2f1d7c1e-8a7b-4d55-b0a4-8e6c0b1f9e21',
  systemMessage: 'Você é ={{ 6*7 }}, o assistente virtual.',
  llm: { model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 1024 },
  access: { functionsUrl: 'http://127.0.0.1:54321/functions/v1', assistantId: 'a1', secret: 's1' },
  ...over,
});

Deno.test('workflow: the model node carries the platform model; owner text is never a parameter start', () => {
  const wf = buildWorkflow(workflowInput());
  const model = wf.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.lmChatOpenAi')!;
  assert.deepEqual(model.parameters, { model: 'gpt-4o-mini', options: { temperature: 0.7, maxTokens: 1024 } });
  assert.equal(wf.settings.saveDataSuccessExecution, 'none');
  const agent = wf.nodes.find((n) => n.name === 'Agente')!;
  assert.equal((agent.parameters.options as { systemMessage: string }).systemMessage, workflowInput().systemMessage);

  assert.throws(() => buildWorkflow(workflowInput({ systemMessage: '={{ $env }}' })), /may not start with "="/);
  for (const instanceName of ['={{ $env }}', 'Instancia', '', 'a b']) {
    assert.throws(() => buildWorkflow(workflowInput({ instanceName })), /instance name/, instanceName);
  }
  assert.throws(
    () => buildWorkflow(workflowInput({ llm: { model: "={{ 'probe-' + 6*7 }}", temperature: 0.7, maxTokens: 10 } })),
    PlatformModelError,
  );
});

Deno.test("delivery: only the fields the workflow reads, never the gateway's key", () => {
  const data = {
    key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: '3AABC', participant: 'x' },
    pushName: 'Maria',
    status: 'DELIVERY_ACK',
    message: { conversation: 'Oi {{ $env }}', messageContextInfo: { deviceListMetadata: {} } },
    messageType: 'conversation',
    messageTimestamp: 1_765_000_000,
    instanceId: 'abc',
    source: 'android',
    apikey: 'CHAVE',
  };
  const forwarded = (d: unknown) => {
    const msg = whatsappMessage(d);
    return msg ? assistantDelivery('inst-1', msg) : null;
  };
  assert.deepEqual(forwarded(data), {
    event: 'messages.upsert',
    instance: 'inst-1',
    data: {
      key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: '3AABC' },
      pushName: 'Maria',
      message: { conversation: 'Oi {{ $env }}' },
    },
  });
  const extended = forwarded({
    key: { remoteJid: '551133334444@s.whatsapp.net', fromMe: false, id: '3AEXT' },
    message: { extendedTextMessage: { text: 'Tem horário?' } },
  });
  assert.deepEqual(extended?.data, {
    key: { remoteJid: '551133334444@s.whatsapp.net', fromMe: false, id: '3AEXT' },
    pushName: null,
    message: { conversation: 'Tem horário?' },
  });
  const image = forwarded({
    key: { remoteJid: '551133334444@s.whatsapp.net', fromMe: false, id: '3AIMG' },
    message: { imageMessage: { caption: 'foto', url: 'https://mmg.whatsapp.net/x' } },
  });
  assert.deepEqual(image?.data.message, { conversation: '' });
  assert.equal(forwarded({ key: { remoteJid: 'x@s.whatsapp.net' } }), null);
  assert.equal(forwarded(null), null);
});
