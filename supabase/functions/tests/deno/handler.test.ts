// The functions' one handler (_shared/handler.ts): preflight, 405, the body checked against a
// contract (400 naming the field, or the contract's own code and status), thrown refusals and
// other errors, and the answer as JSON with CORS.
import assert from 'node:assert/strict';
import { handler, HttpError } from '../../_shared/handler.ts';

// The handler reads a contract's schema through Standard Schema (`~standard.validate`), which the
// contracts' valibot schemas implement; these stand-ins do the same without a library (this file
// runs with no import map), answering what valibot answers: the value, or issues with their path.
type Issue = { message: string; path?: { key: string }[] };
const schema = <T>(validate: (value: unknown) => { value: T } | { issues: Issue[] }) => ({
  '~standard': { version: 1, vendor: 'test', validate },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const issue = (key: string | null, message: string) => ({ issues: [{ message, ...(key ? { path: [{ key }] } : {}) }] });

const contract = {
  request: schema<{ acao: string; nome: string; conversa?: string }>((body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return issue(null, 'Ação inválida.');
    const { acao, nome, conversa } = body as Record<string, unknown>;
    if (acao !== 'enviar' && acao !== 'concluir') return issue('acao', 'Ação inválida.');
    if (typeof nome !== 'string' || !nome.trim()) return issue('nome', 'Informe o nome.');
    if (conversa !== undefined && (typeof conversa !== 'string' || !UUID.test(conversa)))
      return issue('conversa', 'Conversa não encontrada.');
    return { value: { acao, nome: nome.trim(), ...(conversa ? { conversa } : {}) } };
  }),
  refusals: {
    $json: { code: 'invalid_json' },
    $body: { code: 'invalid_action' },
    acao: { code: 'invalid_action' },
    conversa: { code: 'conversation_not_found', status: 404 },
  },
};

const anyObject = schema((body) =>
  typeof body === 'object' && body !== null ? { value: body } : issue(null, 'Requisição inválida.'),
);

const serve = handler({
  name: 'test',
  contract,
  run: async ({ body }) => {
    if (body.nome === 'recusa') throw new HttpError(409, 'refused', 'Recusado.');
    if (body.nome === 'quebra') throw new Error('boom');
    return { ok: true, nome: body.nome };
  },
});

const post = (body: string) => serve(new Request('http://functions.local/test', { method: 'POST', body }));

async function answer(res: Response) {
  return { status: res.status, body: await res.json(), cors: res.headers.get('access-control-allow-origin') };
}

/** Runs fn with console.error silenced (the handler logs unexpected errors). */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const error = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = error;
  }
}

Deno.test('handler: OPTIONS is the CORS preflight, whatever the methods', async () => {
  const res = await serve(new Request('http://functions.local/test', { method: 'OPTIONS' }));
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /authorization/);
});

Deno.test('handler: a method not listed is 405 method_not_allowed', async () => {
  const res = await answer(await serve(new Request('http://functions.local/test', { method: 'GET' })));
  assert.deepEqual(res, {
    status: 405,
    body: { error: { code: 'method_not_allowed', message: 'Método não permitido.' } },
    cors: '*',
  });
});

Deno.test('handler: a valid body reaches run, trimmed by the schema, and its answer is JSON', async () => {
  const res = await answer(await post(JSON.stringify({ acao: 'enviar', nome: '  Ana ' })));
  assert.deepEqual(res, { status: 200, body: { ok: true, nome: 'Ana' }, cors: '*' });
});

Deno.test('handler: a refused field answers its pt-BR message, with the contract code and status', async () => {
  const cases: [unknown, number, string, string][] = [
    [{ acao: 'explodir', nome: 'Ana' }, 400, 'invalid_action', 'Ação inválida.'],
    [{ acao: 'enviar', nome: '   ' }, 400, 'invalid_request', 'Informe o nome.'],
    [{ acao: 'enviar', nome: 42 }, 400, 'invalid_request', 'Informe o nome.'],
    [
      { acao: 'enviar', nome: 'Ana', conversa: 'nao-e-um-id' },
      404,
      'conversation_not_found',
      'Conversa não encontrada.',
    ],
    [null, 400, 'invalid_action', 'Ação inválida.'],
    [[], 400, 'invalid_action', 'Ação inválida.'],
  ];
  for (const [body, status, code, message] of cases) {
    const res = await answer(await post(JSON.stringify(body)));
    assert.deepEqual([res.status, res.body], [status, { error: { code, message } }], JSON.stringify(body));
  }
});

Deno.test('handler: a body that is not JSON is the contract NOT_JSON refusal', async () => {
  const res = await answer(await post('{"acao": '));
  assert.deepEqual([res.status, res.body], [400, { error: { code: 'invalid_json', message: 'Requisição inválida.' } }]);
  const bare = handler({ name: 'bare', contract: { request: anyObject }, run: async () => ({}) });
  const empty = await answer(await bare(new Request('http://functions.local/bare', { method: 'POST', body: '' })));
  assert.deepEqual(empty.body, { error: { code: 'invalid_request', message: 'Requisição inválida.' } });
  const lenient = handler({
    name: 'lenient',
    contract: { request: anyObject },
    emptyBody: {},
    run: async () => ({}),
  });
  assert.equal((await lenient(new Request('http://functions.local/x', { method: 'POST', body: '' }))).status, 200);
});

Deno.test('handler: a thrown HttpError is its answer; anything else is logged and 500', async () => {
  const refused = await answer(await post(JSON.stringify({ acao: 'enviar', nome: 'recusa' })));
  assert.deepEqual([refused.status, refused.body], [409, { error: { code: 'refused', message: 'Recusado.' } }]);
  const broken = await quietly(async () => answer(await post(JSON.stringify({ acao: 'enviar', nome: 'quebra' }))));
  assert.deepEqual(
    [broken.status, broken.body, broken.cors],
    [500, { error: { code: 'internal_error', message: 'Erro interno. Tente novamente.' } }, '*'],
  );
});

Deno.test('handler: the caller is checked before the body is read', async () => {
  let read = false;
  const guarded = handler({
    name: 'guarded',
    caller: async () => {
      throw new HttpError(401, 'unauthorized', 'Usuário não autenticado');
    },
    contract: {
      request: schema((body) => {
        read = true;
        return { value: body };
      }),
    },
    run: async () => ({}),
  });
  const res = await answer(await guarded(new Request('http://functions.local/g', { method: 'POST', body: 'x' })));
  assert.deepEqual([res.status, res.body.error.code, read], [401, 'unauthorized', false]);
});

Deno.test('handler: errorBody shapes every refusal (send-notification adds success: false)', async () => {
  const wrapped = handler({
    name: 'wrapped',
    errorBody: (code, message) => ({ success: false, error: { code, message } }),
    run: async () => {
      throw new HttpError(404, 'not_found', 'Agendamento não encontrado.');
    },
  });
  const res = await answer(await wrapped(new Request('http://functions.local/w', { method: 'POST', body: '{}' })));
  assert.deepEqual(res.body, { success: false, error: { code: 'not_found', message: 'Agendamento não encontrado.' } });
});
