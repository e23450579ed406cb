// The functions' WhatsApp gateway client (_shared/evolution.ts) on Deno against the stack's Evolution sandbox.
import assert from 'node:assert/strict';
import { connectionStatus, evolution, EvolutionError, isQrCode, textOf } from '../../_shared/evolution.ts';
import { need } from './stack.ts';

const evolutionSandbox = { url: `${need('STACK_URL')}/sandbox/evolution`, apiKey: need('STACK_EVOLUTION_API_KEY') };

async function evolutionControl(path: string, method: string, body?: unknown): Promise<void> {
  const res = await fetch(`${evolutionSandbox.url}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.body?.cancel();
}

const scan = (name: string) => evolutionControl(`/instances/${name}/scan`, 'POST', {});

Deno.test('Evolution client: answers, error messages, 404s and time-outs', async () => {
  Deno.env.set('EVOLUTION_API_URL', evolutionSandbox.url);
  Deno.env.set('EVOLUTION_API_KEY', evolutionSandbox.apiKey);
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      assert.ok(err instanceof EvolutionError);
      return err;
    }
    throw new Error('expected an EvolutionError');
  };

  const name = `Cliente-${crypto.randomUUID()}`; // lower-cased by the client
  const created = await evolution.createInstance({ instanceName: name, qrcode: true });
  assert.equal(created.instance.instanceName, name.toLowerCase());
  assert.equal(created.instance.status, 'connecting');
  const qr = await evolution.connect(name);
  assert.ok(isQrCode(qr) && qr.base64?.startsWith('data:image/png;base64,'));
  assert.equal(connectionStatus((await evolution.connectionState(name)).instance.state), 'connecting');
  assert.deepEqual(['open', 'CONNECTED', 'qrcode', 'loading', 'close', 'error', undefined].map(connectionStatus), [
    'connected',
    'connected',
    'connecting',
    'connecting',
    'disconnected',
    'disconnected',
    'disconnected',
  ]);

  const closed = await failure(evolution.sendText(name, '5511987654321', 'Oi'));
  assert.deepEqual([closed.status, closed.message], [400, 'Connection Closed']);
  const badNumber = await failure(evolution.sendText(name, '123', 'Oi'));
  assert.deepEqual([badNumber.status, badNumber.message], [400, 'O número 123 não tem WhatsApp']);
  const missing = await failure(evolution.connectionState(`sumiu-${crypto.randomUUID()}`));
  assert.equal(missing.notFound, true);
  assert.match(missing.message, /^The "sumiu-.*" instance does not exist$/);

  try {
    await evolutionControl('/faults', 'POST', { path: '/instance/connectionState', status: 503 });
    const down = await failure(evolution.connectionState(name));
    assert.deepEqual([down.status, down.message], [503, 'Erro desconhecido na API']);
    await evolutionControl('/faults', 'POST', { path: '/instance/connectionState', delayMs: 1500 });
    const slow = await failure(evolution.connectionState(name, { timeoutMs: 200 }));
    assert.deepEqual(
      [slow.status, slow.timedOut, slow.message],
      [0, true, 'Tempo limite excedido ao verificar status'],
    );
  } finally {
    await evolutionControl('/faults', 'DELETE');
  }

  await scan(name.toLowerCase());
  const sent = await evolution.sendText(name, '5511987654321', 'Olá!', { apiKey: created.hash });
  assert.equal(sent.status, 'PENDING');
  // The chat's history, newest first: what the instance sent, found by the client's WhatsApp id.
  await evolution.sendText(name, '5511987654321', 'Segunda mensagem');
  const history = await evolution.findMessages(name, { remoteJid: '5511987654321@s.whatsapp.net', fromMe: true });
  assert.deepEqual(
    history.messages.records.map((m) => [m.key.fromMe, textOf(m.message)]),
    [
      [true, 'Segunda mensagem'],
      [true, 'Olá!'],
    ],
  );
  assert.ok(Number(history.messages.records[0].messageTimestamp) >= Math.floor(Date.now() / 1000) - 60);
  const other = await evolution.findMessages(name, { remoteJid: '5521900000000@s.whatsapp.net' });
  assert.equal(other.messages.total, 0);
  assert.equal(textOf({ extendedTextMessage: { text: 'citando' } }), 'citando');
  assert.equal(textOf(null), '');
  assert.equal((await evolution.logout(name)).status, 'SUCCESS');
  assert.deepEqual(await evolution.deleteInstance(name), {
    status: 'SUCCESS',
    error: false,
    response: { message: 'Instance deleted' },
  });
  assert.equal((await failure(evolution.deleteInstance(name))).notFound, true);
});
