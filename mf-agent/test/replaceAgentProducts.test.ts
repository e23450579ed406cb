// Integration: the Produtos step's save (rpc replace_agent_products) against the local stack, through
// the page's own client signed in as the owner.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { replaceAgentProducts } from '../src/features/products/api/replaceAgentProducts';

after(closeSql);

const agentOf = async (user: TestUser) =>
  (await sql<{ id: string }>('select id from public.agent_configs where user_id = $1', [user.id]))[0].id;

const storedCodes = async (agentId: string) =>
  (
    await sql<{ codigo: string }>('select codigo from public.agent_products where agent_id = $1 order by codigo', [
      agentId,
    ])
  ).map((r) => r.codigo);

const consulta = { codigo: 'P1', nome: 'Consulta', valor: 150, descricao: 'Primeira consulta', duracao_minutos: null };
const retorno = { codigo: 'P2', nome: 'Retorno', valor: 80.5, descricao: null, duracao_minutos: 45 };

test('replaces the whole list and gives the rows as saved', async () => {
  const owner = await newUser({}, 'produtos');
  const agentId = await agentOf(owner);
  await signInPage(owner);

  const first = await replaceAgentProducts(agentId, [consulta, retorno]);
  assert.deepEqual(
    first.map(({ agent_id, codigo, nome, valor, descricao, duracao_minutos }) => ({
      agent_id,
      codigo,
      nome,
      valor,
      descricao,
      duracao_minutos,
    })),
    [
      { agent_id: agentId, ...consulta },
      { agent_id: agentId, ...retorno },
    ],
  );
  assert.ok(first.every((row) => row.id && row.created_at));

  const second = await replaceAgentProducts(agentId, [{ ...retorno, codigo: ' P3 ', nome: ' Avaliação ' }]);
  assert.deepEqual(
    second.map((r) => [r.codigo, r.nome]),
    [['P3', 'Avaliação']],
  );
  assert.deepEqual(await storedCodes(agentId), ['P3']);
});

test('a duration out of 5–720 minutes is refused whole, in pt-BR', async () => {
  const owner = await newUser({}, 'produtos-duracao');
  const agentId = await agentOf(owner);
  await signInPage(owner);
  await replaceAgentProducts(agentId, [consulta]);

  await assert.rejects(replaceAgentProducts(agentId, [{ ...retorno, duracao_minutos: 721 }]), {
    message: 'A duração de cada serviço deve ser de 5 a 720 minutos.',
  });
  assert.deepEqual(await storedCodes(agentId), ['P1']);
});

test('a refused list keeps the stored one, with the database message as the error', async () => {
  const owner = await newUser({}, 'produtos-vazio');
  const agentId = await agentOf(owner);
  await signInPage(owner);
  await replaceAgentProducts(agentId, [consulta]);

  await assert.rejects(replaceAgentProducts(agentId, []), { message: 'Cadastre pelo menos um produto ou serviço' });
  assert.deepEqual(await storedCodes(agentId), ['P1']);
});

test("another owner's agent is not found and keeps its products", async () => {
  const [owner, other] = [await newUser({}, 'produtos-dono'), await newUser({}, 'produtos-outro')];
  const otherAgent = await agentOf(other);
  await signInPage(other);
  await replaceAgentProducts(otherAgent, [consulta, retorno]);

  await signInPage(owner);
  await assert.rejects(replaceAgentProducts(otherAgent, [retorno]), { message: 'Agente não encontrado' });
  assert.deepEqual(await storedCodes(otherAgent), ['P1', 'P2']);
});
