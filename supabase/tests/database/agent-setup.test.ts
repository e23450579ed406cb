/**
 * The assistant setup's own writes, as the browser makes them (supabase-js, the owner's token, RLS):
 * the products list replaced in one transaction and the Agenda step's schedule.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { closeSql, client, newUser, sql, type TestUser } from 'local-stack/testing';

after(closeSql);

interface Product {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string | null;
}

async function agentId(user: TestUser): Promise<string> {
  const { data, error } = await user.client.from('agent_configs').select('id').eq('user_id', user.id).single();
  assert.equal(error, null);
  return (data as { id: string }).id;
}

const replace = (c: SupabaseClient, id: string, products: unknown) =>
  c.rpc('replace_agent_products', { p_agent_id: id, p_products: products });

async function productsOf(id: string): Promise<Product[]> {
  return sql<Product>(
    'select codigo, nome, valor::float8 as valor, descricao from public.agent_products where agent_id = $1 order by codigo',
    [id],
  );
}

const FIRST = [
  { codigo: ' C01 ', nome: ' Consulta ', valor: 150, descricao: 'Avaliação; retorno incluso' },
  { codigo: 'L02', nome: 'Limpeza', valor: null, descricao: '   ' },
];

test('replace_agent_products stores the list trimmed, a blank description as null, and answers the rows', async () => {
  const owner = await newUser();
  const id = await agentId(owner);
  const { data, error } = await replace(owner.client, id, FIRST);
  assert.equal(error, null);
  assert.equal((data as Product[]).length, 2);
  assert.deepEqual(await productsOf(id), [
    { codigo: 'C01', nome: 'Consulta', valor: 150, descricao: 'Avaliação; retorno incluso' },
    { codigo: 'L02', nome: 'Limpeza', valor: null, descricao: null },
  ]);

  const second = await replace(owner.client, id, [{ codigo: 'N03', nome: 'Nutrição', valor: 99.9, descricao: null }]);
  assert.equal(second.error, null);
  assert.deepEqual(await productsOf(id), [{ codigo: 'N03', nome: 'Nutrição', valor: 99.9, descricao: null }]);
});

test('a refused list leaves the saved one as it was (one transaction)', async () => {
  const owner = await newUser();
  const id = await agentId(owner);
  assert.equal((await replace(owner.client, id, FIRST)).error, null);
  const before = await productsOf(id);

  const empty = await replace(owner.client, id, []);
  assert.equal(empty.error?.code, '22023');
  assert.equal(empty.error?.message, 'Cadastre pelo menos um produto ou serviço');

  const repeated = await replace(owner.client, id, [
    { codigo: 'X1', nome: 'Um', valor: 1, descricao: null },
    { codigo: 'X1', nome: 'Outro', valor: 2, descricao: null },
  ]);
  assert.equal(repeated.error?.code, '23505');

  const noName = await replace(owner.client, id, [{ codigo: 'X2', nome: '  ', valor: 1, descricao: null }]);
  assert.equal(noName.error?.code, '23514');

  const negative = await replace(owner.client, id, [{ codigo: 'X3', nome: 'Três', valor: -1, descricao: null }]);
  assert.equal(negative.error?.code, '23514');

  assert.deepEqual(await productsOf(id), before);
});

test("nobody replaces another owner's products", async () => {
  const owner = await newUser();
  const intruder = await newUser();
  const id = await agentId(owner);
  assert.equal((await replace(owner.client, id, FIRST)).error, null);
  const before = await productsOf(id);

  const attempt = await replace(intruder.client, id, [{ codigo: 'HACK', nome: 'Invasão', valor: 0, descricao: null }]);
  assert.equal(attempt.error?.code, '42501');
  const anon = await replace(client(), id, [{ codigo: 'HACK', nome: 'Invasão', valor: 0, descricao: null }]);
  assert.ok(anon.error, 'the anonymous role may not call it');
  assert.deepEqual(await productsOf(id), before);

  const seen = await intruder.client.from('agent_products').select('codigo').eq('agent_id', id);
  assert.deepEqual(seen.data, []);
});

test('the Agenda step saves the schedule and when it was saved; server-owned columns stay refused', async () => {
  const owner = await newUser();
  const schedule = {
    duracao_atendimento: 45,
    horario_inicio: '08:00',
    horario_fim: '12:00',
    dias_atendimento: {
      domingo: false,
      segunda: true,
      terca: false,
      quarta: false,
      quinta: false,
      sexta: false,
      sabado: true,
    },
    intervalos: [],
    tempo_entre_atendimentos: 10,
    max_agendamentos_dia: 10,
    periodo_disponivel: 30,
  };
  const savedAt = new Date().toISOString();
  const { data, error } = await owner.client
    .from('agent_configs')
    .update({ schedule, schedule_saved_at: savedAt })
    .eq('user_id', owner.id)
    .select('schedule, schedule_saved_at')
    .single();
  assert.equal(error, null);
  assert.deepEqual((data as { schedule: unknown }).schedule, schedule);
  assert.equal(new Date((data as { schedule_saved_at: string }).schedule_saved_at).toISOString(), savedAt);

  const activated = await owner.client.from('agent_configs').update({ status: 'active' }).eq('user_id', owner.id);
  assert.equal(activated.error?.code, '42501', "only agent-activate makes an assistant 'active'");
  const forged = await owner.client
    .from('agent_configs')
    .update({ status: 'active', workflow_id: 'wf-1' })
    .eq('user_id', owner.id);
  assert.equal(forged.error?.code, '42501');

  const other = await newUser();
  const foreign = await other.client
    .from('agent_configs')
    .update({ schedule_saved_at: savedAt })
    .eq('user_id', owner.id)
    .select('id');
  assert.deepEqual(foreign.data, [], "another owner's row is invisible to the update");
});
