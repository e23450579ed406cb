/**
 * The home's running totals (dashboard_atendimentos_mes, dashboard_mensagens), kept by triggers:
 * they follow every write to attendances and messages, and the browser cannot write them.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql } from 'local-stack/testing';
import { stats } from './stats-fixtures.ts';

after(closeSql);

test('the running totals follow every write to attendances and messages', async () => {
  const u = await newUser({ full_name: 'Totais' }, 'stats-totais');
  const direct = async () => {
    const [a] = await sql<Record<string, number>>(
      `select count(*)::int as concluidos, count(*) filter (where resolvido_primeiro_contato)::int as resolvidos,
              count(avaliacao_cliente)::int as avaliados, coalesce(sum(avaliacao_cliente), 0)::int as soma_notas,
              coalesce(sum(duracao_atendimento), 0)::int as soma_duracao
       from public.g_atendimento where id_dono = $1 and status = 'concluido'`,
      [u.idDono],
    );
    const [t] = await sql<Record<string, number>>(
      `select coalesce(sum(concluidos), 0)::int as concluidos, coalesce(sum(resolvidos), 0)::int as resolvidos,
              coalesce(sum(avaliados), 0)::int as avaliados, coalesce(sum(soma_notas), 0)::int as soma_notas,
              coalesce(sum(soma_duracao), 0)::int as soma_duracao
       from public.dashboard_atendimentos_mes where id_dono = $1`,
      [u.idDono],
    );
    assert.deepEqual(t, a);
    const [m] = await sql<{ n: number; total: number }>(
      `select (select count(*)::int from public.chat_messages where id_dono = $1) as n,
              coalesce((select total::int from public.dashboard_mensagens where id_dono = $1), 0) as total`,
      [u.idDono],
    );
    assert.equal(m.total, m.n);
    return a.concluidos;
  };
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.g_atendimento (id_dono, status, data_atendimento) values ($1, 'em_andamento', now()) returning id`,
    [u.idDono],
  );
  assert.equal(await direct(), 0); // open: nothing counted
  await sql(`update public.g_atendimento set ultima_mensagem_em = now() where id = $1`, [id]);
  await sql(
    `update public.g_atendimento set status = 'concluido', duracao_atendimento = 12, resolvido_primeiro_contato = true where id = $1`,
    [id],
  );
  assert.equal(await direct(), 1);
  await sql(`update public.g_atendimento set avaliacao_cliente = 9 where id = $1`, [id]); // the survey's answer
  await sql(`update public.g_atendimento set data_atendimento = now() - interval '40 days' where id = $1`, [id]);
  await sql(
    `insert into public.g_atendimento (id_dono, status, avaliacao_cliente, duracao_atendimento, data_atendimento)
     select $1, 'concluido', g % 11, g, now() - make_interval(days => g) from generate_series(1, 30) g`,
    [u.idDono],
  );
  assert.equal(await direct(), 31);
  await sql(`delete from public.g_atendimento where id_dono = $1 and duracao_atendimento > 20`, [u.idDono]);
  assert.equal(await direct(), 21);
  const svc = serviceClient();
  const sent = await svc
    .from('chat_messages')
    .insert(
      Array.from({ length: 5 }, (_, i) => ({ user_id: u.id, id_dono: u.idDono, direction: 'in', body: `m${i}` })),
    );
  assert.equal(sent.error, null);
  await direct();
  await sql(`update public.chat_messages set body = 'editada' where id_dono = $1`, [u.idDono]);
  await sql(
    `delete from public.chat_messages where id_dono = $1 and body = 'editada' and ctid in
             (select ctid from public.chat_messages where id_dono = $1 limit 2)`,
    [u.idDono],
  );
  await direct();
  const { data } = await stats(u.client, u.id);
  assert.equal(data.totalAtendimentos, 21);
  assert.equal(data.totalMensagens, 3);
  // The browser reads its own totals and writes none.
  const forged = await u.client.from('dashboard_mensagens').insert({ id_dono: u.idDono, total: 1000 });
  assert.notEqual(forged.error, null);
});
