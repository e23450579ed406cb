/**
 * At most 50 active professionals per business (each one multiplies the public slot query): a new
 * active one or one taken back past the limit is refused in the database, whoever writes; PostgREST
 * answers 422 with the pt-BR message; two writes at once cannot both pass.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';

after(closeSql);

const LIMIT = 50;
const MESSAGE = 'Limite de 50 profissionais ativos atingido.';
const WEEK = { dias: { segunda: { ativo: true, horario_inicio: '09:00', horario_fim: '12:00', intervalos: [] } } };

const activeOf = async (owner: TestUser) =>
  (
    await sql<{ n: number }>('select count(*)::int as n from public.profissionais where id_dono = $1 and ativo', [
      owner.idDono,
    ])
  )[0].n;

/** Fills the owner's team up to `total` active professionals (superuser SQL: arranging, not proving). */
async function fillTo(owner: TestUser, total: number): Promise<void> {
  const missing = total - (await activeOf(owner));
  await sql(
    `insert into public.profissionais (id_dono, nome, agenda, ordem)
     select $1, 'Profissional ' || g, $2::jsonb, g from generate_series(1, $3) g`,
    [owner.idDono, JSON.stringify(WEEK), missing],
  );
  assert.equal(await activeOf(owner), total);
}

const add = (owner: TestUser, nome: string, ativo = true) =>
  owner.client.from('profissionais').insert({ nome, agenda: WEEK, ativo }).select('id').single();

test('the 51st active professional is refused with 422; an inactive one is kept, and taken back only with room', async () => {
  const owner = await newUser({}, 'equipe-limite');
  await fillTo(owner, LIMIT - 1);
  const fiftieth = await add(owner, 'Quinquagésimo');
  assert.equal(fiftieth.error, null);

  const refused = await add(owner, 'Um a mais');
  assert.equal(refused.status, 422);
  assert.equal(refused.error?.message, MESSAGE);
  assert.equal(refused.error?.hint, 'team_limit');
  assert.equal(await activeOf(owner), LIMIT);

  // Kept inactive: allowed; taken back while 50 are active: refused the same way.
  const kept = await add(owner, 'Em espera', false);
  assert.equal(kept.error, null);
  const back = await owner.client.from('profissionais').update({ ativo: true }).eq('id', kept.data!.id).select('id');
  assert.equal(back.status, 422);
  assert.equal(back.error?.message, MESSAGE);

  // One leaves: now there is room.
  await owner.client.from('profissionais').update({ ativo: false }).eq('id', fiftieth.data!.id).throwOnError();
  const again = await owner.client.from('profissionais').update({ ativo: true }).eq('id', kept.data!.id).select('id');
  assert.equal(again.error, null);
  assert.equal(await activeOf(owner), LIMIT);

  // The limit is the database's, whoever writes (here the superuser).
  await assert.rejects(
    sql(`insert into public.profissionais (id_dono, nome, agenda) values ($1, 'Pelo servidor', $2::jsonb)`, [
      owner.idDono,
      JSON.stringify(WEEK),
    ]),
    (err: Error & { code?: string }) => err.code === 'PT422' && err.message === MESSAGE,
  );
  // Another business is not counted.
  const other = await newUser({}, 'equipe-outra');
  assert.equal((await add(other, 'Livre')).error, null);
});

test('two additions at once for the last place: one passes', async () => {
  const owner = await newUser({}, 'equipe-corrida');
  await fillTo(owner, LIMIT - 1);
  const results = await Promise.all([add(owner, 'Primeiro'), add(owner, 'Segundo'), add(owner, 'Terceiro')]);
  assert.equal(results.filter((r) => r.error === null).length, 1);
  assert.deepEqual(
    results.filter((r) => r.error).map((r) => r.status),
    [422, 422],
  );
  assert.equal(await activeOf(owner), LIMIT);
});
