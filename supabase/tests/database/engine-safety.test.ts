/**
 * The shared engine's safety in the database (20261205000100_engine_safety.sql): the owner cannot
 * write the model, its temperature or token limit (no column privilege through PostgREST, and the
 * guard refuses or resets them even where a privilege existed); a model name that n8n could read as
 * an expression, or a limit past the ceiling, is refused even for the platform; and the messages kept
 * for the assistant before were cut to the fields its workflow reads, without the gateway's key.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { closeSql, newUser, sql, stack, type TestUser } from 'local-stack/testing';

after(closeSql);

const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations/20261205000100_engine_safety.sql',
);
const INJECTION = "={{ 'probe-' + 6*7 }}";

const modelOf = async (user: TestUser) =>
  (
    await sql<{ model: string; temperature: string; max_tokens: number; name: string }>(
      'select model, temperature::text, max_tokens, name from public.agent_configs where user_id = $1',
      [user.id],
    )
  )[0];

/** Runs `fn` on its own connection inside a transaction that is rolled back. */
async function rolledBack<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: stack.dbUrl });
  c.on('error', () => {});
  await c.connect();
  try {
    await c.query('begin');
    return await fn(c);
  } finally {
    await c.query('rollback').catch(() => {});
    await c.end();
  }
}

/** As the owner, the way PostgREST runs a request: role authenticated with their claims. */
async function asOwner(c: pg.Client, user: TestUser): Promise<void> {
  await c.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: user.id, role: 'authenticated', email: user.email }),
  ]);
  await c.query('set local role authenticated');
}

test("the owner's PostgREST writes of model, temperature and max_tokens are refused; the row keeps the defaults", async () => {
  const owner = await newUser({}, 'motor-colunas');
  const before = await modelOf(owner);
  assert.deepEqual([before.model, before.temperature, before.max_tokens], ['gpt-3.5-turbo', '0.70', 2000]);
  for (const change of [
    { model: INJECTION },
    { model: 'gpt-4o' },
    { max_tokens: 10_000_000 },
    { temperature: 2 },
    { name: 'Sofia', model: INJECTION },
  ]) {
    const { error, status } = await owner.client.from('agent_configs').update(change).eq('user_id', owner.id);
    assert.equal(status, 403, JSON.stringify(change));
    assert.equal(error?.code, '42501', JSON.stringify(change));
    assert.equal(error?.message, 'permission denied for table agent_configs');
  }
  // An insert or an upsert carrying them is refused the same way.
  const upsert = await owner.client
    .from('agent_configs')
    .upsert({ user_id: owner.id, model: INJECTION, max_tokens: 10_000_000 }, { onConflict: 'user_id' });
  assert.equal(upsert.error?.code, '42501');
  assert.deepEqual(await modelOf(owner), before);

  // What the owner writes is still theirs.
  const renamed = await owner.client.from('agent_configs').update({ name: 'Sofia' }).eq('user_id', owner.id);
  assert.equal(renamed.error, null);
  assert.equal((await modelOf(owner)).name, 'Sofia');
});

test('even with a column privilege, the guard refuses an owner changing them and resets them on an insert', async () => {
  const owner = await newUser({}, 'motor-guarda');
  const refused = await rolledBack(async (c) => {
    await c.query('grant update (model, temperature, max_tokens) on public.agent_configs to authenticated');
    await asOwner(c, owner);
    return c
      .query(`update public.agent_configs set max_tokens = 4000 where user_id = $1`, [owner.id])
      .then(() => null)
      .catch((err: { code: string; message: string }) => ({ code: err.code, message: err.message }));
  });
  assert.deepEqual(refused, {
    code: '42501',
    message: 'model, temperature e max_tokens são definidos pela plataforma',
  });

  const inserted = await rolledBack(async (c) => {
    await c.query('delete from public.agent_configs where user_id = $1', [owner.id]);
    await c.query('grant insert (model, temperature, max_tokens) on public.agent_configs to authenticated');
    await asOwner(c, owner);
    const { rows } = await c.query<{ model: string; temperature: string; max_tokens: number }>(
      `insert into public.agent_configs (user_id, model, temperature, max_tokens) values ($1, 'gpt-4o', 1.9, 4000)
       returning model, temperature::text, max_tokens`,
      [owner.id],
    );
    return rows[0];
  });
  assert.deepEqual(inserted, { model: 'gpt-3.5-turbo', temperature: '0.70', max_tokens: 2000 });
});

test('a model name n8n could evaluate, or a limit past 4,096, is refused even for the platform', async () => {
  const owner = await newUser({}, 'motor-checagem');
  for (const [column, value, constraint] of [
    ['model', INJECTION, 'agent_configs_model_name'],
    ['model', '{{ $env }}', 'agent_configs_model_name'],
    ['model', 'gpt 4o', 'agent_configs_model_name'],
    ['max_tokens', 10_000_000, 'agent_configs_max_tokens_ceiling'],
  ] as const) {
    await assert.rejects(
      sql(`update public.agent_configs set ${column} = $2 where user_id = $1`, [owner.id, value]),
      (err: { code?: string; constraint?: string }) => err.code === '23514' && err.constraint === constraint,
      `${column} = ${value}`,
    );
  }
  await sql(`update public.agent_configs set model = 'openai/gpt-4.1-mini:2025' where user_id = $1`, [owner.id]);
  assert.equal((await modelOf(owner)).model, 'openai/gpt-4.1-mini:2025');
});

test("the migration cuts the messages kept before to the workflow's fields, without the gateway's key", async () => {
  const owner = await newUser({}, 'motor-entregas');
  const instance = `motor-${owner.id}`;
  const raw = (id: string, message: unknown) =>
    JSON.stringify({
      event: 'messages.upsert',
      instance,
      apikey: 'CHAVE-DA-INSTANCIA-0123456789',
      server_url: 'https://evolution.example',
      sender: '5511955550000@s.whatsapp.net',
      date_time: '2026-12-05T10:00:00.000Z',
      data: {
        key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id },
        pushName: 'Maria',
        status: 'DELIVERY_ACK',
        message,
        messageType: 'conversation',
        messageTimestamp: 1_765_000_000,
        instanceId: 'b1f0c1e2',
        source: 'android',
      },
    });
  const rows: [string, string][] = [
    ['MOTOR-TEXTO', raw('MOTOR-TEXTO', { conversation: 'Quero marcar amanhã' })],
    ['MOTOR-ESTENDIDO', raw('MOTOR-ESTENDIDO', { extendedTextMessage: { text: 'Tem horário às 10?' } })],
    ['MOTOR-IMAGEM', raw('MOTOR-IMAGEM', { imageMessage: { caption: 'foto' } })],
    ['MOTOR-QUEBRADO', '{"apikey": "CHAVE-DA-INSTANCIA-0123456789", "data": '],
  ];
  const migration = fs.readFileSync(MIGRATION, 'utf8');
  const scrub = migration.slice(migration.indexOf('create function public.engine_safety_delivery_body'));
  assert.ok(scrub.startsWith('create function') && scrub.includes('update public.assistant_deliveries'), 'the scrub');

  const after = await rolledBack(async (c) => {
    for (const [id, body] of rows) {
      await c.query(
        `insert into public.assistant_deliveries (instance_name, message_id, user_id, body) values ($1, $2, $3, $4)`,
        [instance, id, owner.id, body],
      );
    }
    await c.query(scrub);
    const { rows: kept } = await c.query<{ message_id: string; body: string }>(
      'select message_id, body from public.assistant_deliveries where instance_name = $1 order by message_id',
      [instance],
    );
    return kept;
  });
  const shape = (
    id: string,
    text: string,
    jid: string | null = '5511987654321@s.whatsapp.net',
    pushName: string | null = 'Maria',
  ) => ({
    event: 'messages.upsert',
    instance,
    data: { key: { remoteJid: jid, fromMe: false, id }, pushName, message: { conversation: text } },
  });
  assert.deepEqual(
    after.map((r) => [r.message_id, JSON.parse(r.body)]),
    [
      ['MOTOR-ESTENDIDO', shape('MOTOR-ESTENDIDO', 'Tem horário às 10?')],
      ['MOTOR-IMAGEM', shape('MOTOR-IMAGEM', '')],
      ['MOTOR-QUEBRADO', shape('MOTOR-QUEBRADO', '', null, null)],
      ['MOTOR-TEXTO', shape('MOTOR-TEXTO', 'Quero marcar amanhã')],
    ],
  );
  for (const r of after) assert.ok(!r.body.includes('CHAVE-DA-INSTANCIA') && !r.body.includes('apikey'), r.body);
});
