/**
 * The assistant's limits in SQL (20261205000200_client_limits.sql), as the functions call them:
 * take_assistant_turn counts a client number's windows and the owner's day in one call, so parallel
 * deliveries never pass a limit; the owner's e-mail about the pause is claimed once; the assistant's
 * replies take from its own budget and leave the daily WhatsApp cap to reminders; SAIR / VOLTAR are
 * confirmed only on a change, at most once per 10 minutes; the inbox reads the pause of its own owner.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';

after(closeSql);

interface Turn {
  allowed: boolean;
  reason: 'cliente' | 'dono' | null;
  avisar: boolean;
  email?: string;
  volta_em?: string;
  muitas_mensagens_ate?: string | null;
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await serviceClient().rpc(name as never, args as never);
  if (error) throw new Error(JSON.stringify(error));
  return data as T;
}

/** The owner's conversation with `chat` (created as a client's first message creates it). */
async function conversationWith(owner: TestUser, chat: string): Promise<string> {
  const [row] = await sql<{ id: string }>('select (public.conversation_for($1, $2)).id::text as id', [owner.id, chat]);
  return row.id;
}

const turn = (conversa: string, limits: Partial<Record<string, number>> = {}) =>
  rpc<Turn>('take_assistant_turn', {
    p_conversa: conversa,
    p_limit: 20,
    p_window_minutes: 10,
    p_daily_limit: 100,
    p_daily_window_minutes: 1440,
    p_owner_runs: 2000,
    ...limits,
  });

const today = async (owner: TestUser) =>
  (
    await sql<{ execucoes: number; respostas: number; pausado: boolean; aviso: boolean }>(
      `select execucoes, respostas, pausado_em is not null as pausado, aviso_em is not null as aviso
         from public.assistant_days where id_dono = $1 and dia = (now() at time zone 'America/Sao_Paulo')::date`,
      [owner.idDono],
    )
  )[0];

const tally = (turns: Turn[]) => ({
  allowed: turns.filter((t) => t.allowed).length,
  cliente: turns.filter((t) => t.reason === 'cliente').length,
  dono: turns.filter((t) => t.reason === 'dono').length,
});

test('one number writing 30 times at once: exactly its limit passes, the rest are held and marked', async () => {
  const owner = await newUser({}, 'limite-numero');
  const conversa = await conversationWith(owner, '5511987650001');
  const turns = await Promise.all(Array.from({ length: 30 }, () => turn(conversa)));
  assert.deepEqual(tally(turns), { allowed: 20, cliente: 10, dono: 0 });
  assert.equal((await today(owner)).execucoes, 20, "only the forwarded ones count for the owner's day");

  const [c] = await sql<{ ate: string | null }>(
    'select muitas_mensagens_ate::text as ate from public.conversas where id = $1',
    [conversa],
  );
  assert.ok(c.ate, 'the conversation is marked');
  const minutes = (new Date(c.ate).getTime() - Date.now()) / 60_000;
  assert.ok(minutes > 9 && minutes <= 10, `held until the first of the window leaves it (${minutes} min)`);

  // Another number of the same business is not held.
  assert.equal((await turn(await conversationWith(owner, '5511987650002'))).allowed, true);

  // Once the window moved on, the number passes again and the mark goes.
  await sql(
    `update public.booking_requests set created_at = created_at - interval '11 minutes'
      where scope = 'assistente' and client_key = $1`,
    [conversa],
  );
  assert.equal((await turn(conversa)).allowed, true);
  const [after] = await sql<{ ate: string | null }>('select muitas_mensagens_ate from public.conversas where id = $1', [
    conversa,
  ]);
  assert.equal(after.ate ?? null, null);
});

test("a number's day: past its daily limit it is held until the oldest of the day leaves the window", async () => {
  const owner = await newUser({}, 'limite-dia-numero');
  const conversa = await conversationWith(owner, '5511987650003');
  // 5 messages five hours ago: under the 10-minute window, at the daily limit of 5.
  await sql(
    `insert into public.booking_requests (scope, client_key, created_at, expires_at)
     select 'assistente', $1, now() - interval '5 hours' + make_interval(secs => g), now() + interval '19 hours'
     from generate_series(1, 5) g`,
    [conversa],
  );
  const held = await turn(conversa, { p_daily_limit: 5 });
  assert.deepEqual([held.allowed, held.reason], [false, 'cliente']);
  const hours = (new Date(held.muitas_mensagens_ate!).getTime() - Date.now()) / 3_600_000;
  assert.ok(hours > 18.9 && hours < 19.1, `held about 19 hours (${hours})`);
  assert.equal((await turn(conversa, { p_daily_limit: 6 })).allowed, true);
});

test("the owner's day: many numbers at once never pass the budget; the pause is claimed for one e-mail", async () => {
  const owner = await newUser({}, 'limite-dono');
  const conversas = await Promise.all(
    Array.from({ length: 12 }, (_, i) => conversationWith(owner, `55119876510${String(i).padStart(2, '0')}`)),
  );
  const turns = await Promise.all(conversas.map((c) => turn(c, { p_owner_runs: 8 })));
  assert.deepEqual(tally(turns), { allowed: 8, cliente: 0, dono: 4 });
  assert.equal(turns.filter((t) => t.avisar).length, 1, 'one call claims the e-mail');
  const claimed = turns.find((t) => t.avisar)!;
  assert.equal(claimed.email, owner.email);
  assert.deepEqual(await today(owner), { execucoes: 8, respostas: 0, pausado: true, aviso: true });

  // The inbox: the owner reads until when (the next midnight in São Paulo); another owner reads null.
  const { data: until, error } = await owner.client.rpc('assistant_paused_until');
  assert.equal(error, null);
  assert.equal(new Date(until as string).toISOString(), new Date(claimed.volta_em!).toISOString());
  const spNow = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo' }));
  const hoursLeft = (new Date(until as string).getTime() - Date.now()) / 3_600_000;
  assert.ok(hoursLeft > 0 && hoursLeft <= 24 - spNow.getHours() + 0.01, `midnight is ${hoursLeft} h away`);
  const other = await newUser({}, 'limite-outro');
  assert.equal((await other.client.rpc('assistant_paused_until')).data, null);

  // An e-mail that could not be sent is given back and claimed by the next held message, once.
  const [row] = await sql<{ dia: string }>(`select dia::text from public.assistant_days where id_dono = $1`, [
    owner.idDono,
  ]);
  await rpc('release_assistant_notice', { p_id_dono: owner.idDono, p_dia: row.dia });
  const again = await Promise.all(conversas.slice(0, 3).map((c) => turn(c, { p_owner_runs: 8 })));
  assert.deepEqual(
    again.map((t) => [t.allowed, t.reason]),
    [
      [false, 'dono'],
      [false, 'dono'],
      [false, 'dono'],
    ],
  );
  assert.equal(again.filter((t) => t.avisar).length, 1);
  assert.equal((await turn(conversas[0], { p_owner_runs: 8 })).avisar, false);
});

test("the assistant's replies take from its own budget, not from the daily WhatsApp cap", async () => {
  const owner = await newUser({}, 'limite-respostas');
  await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`, [
    owner.id,
    `inst-${owner.id.slice(0, 8)}`,
  ]);
  // The WhatsApp cap of the day is used up: a reminder could not go out, the assistant still answers.
  await sql(
    `insert into public.owner_daily_sends (id_dono, dia, channel, count)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date, 'whatsapp', 5)`,
    [owner.idDono],
  );
  const reply = (text: string) =>
    rpc<{ message_id: string | null }>('begin_assistant_reply', {
      p_user: owner.id,
      p_chat: '5511987650099',
      p_texto: text,
      p_cap: 2,
    });
  await assert.rejects(
    rpc('begin_send', {
      p_user: owner.id,
      p_chat: '5511987650099',
      p_autor: 'plataforma',
      p_texto: 'Lembrete',
      p_daily_cap: 5,
    }),
    /owner_daily_cap/,
  );
  assert.ok((await reply('Olá!')).message_id);
  assert.ok((await reply('Posso ajudar?')).message_id);
  await assert.rejects(reply('Mais uma'), /assistant_daily_limit/);
  assert.equal((await today(owner)).respostas, 2);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.chat_messages where user_id = $1 and autor = 'assistente'`,
    [owner.id],
  );
  assert.equal(n, 2, 'the refused reply is not recorded');
  const [{ count }] = await sql<{ count: number }>(
    `select count from public.owner_daily_sends where id_dono = $1 and channel = 'whatsapp'`,
    [owner.idDono],
  );
  assert.equal(count, 5, "the replies took nothing from the reminders' cap");
});

test('SAIR / VOLTAR are confirmed only when they change something, at most once per 10 minutes', async () => {
  const owner = await newUser({}, 'limite-sair');
  const conversa = await conversationWith(owner, '5511987650100');
  const set = async (sair: boolean) =>
    (await rpc<{ mudou: boolean; confirmar: boolean; opt_out: boolean }>('set_opt_out', {
      p_conversa: conversa,
      p_sair: sair,
    })) as { mudou: boolean; confirmar: boolean; opt_out: boolean };
  const pick = ({ mudou, confirmar, opt_out }: { mudou: boolean; confirmar: boolean; opt_out: boolean }) => ({
    mudou,
    confirmar,
    opt_out,
  });
  assert.deepEqual(pick(await set(true)), { mudou: true, confirmar: true, opt_out: true });
  assert.deepEqual(pick(await set(true)), { mudou: false, confirmar: false, opt_out: true });
  assert.deepEqual(pick(await set(false)), { mudou: true, confirmar: false, opt_out: false }, 'applied, silently');
  assert.deepEqual(pick(await set(false)), { mudou: false, confirmar: false, opt_out: false });
  await sql(`update public.conversas set opt_out_aviso_em = now() - interval '11 minutes' where id = $1`, [conversa]);
  assert.deepEqual(pick(await set(true)), { mudou: true, confirmar: true, opt_out: true });
});

test('the limits are the service role’s alone', async () => {
  const owner = await newUser({}, 'limite-acesso');
  const conversa = await conversationWith(owner, '5511987650200');
  const { error } = await owner.client.rpc('take_assistant_turn', {
    p_conversa: conversa,
    p_limit: 1000,
    p_window_minutes: 1,
    p_daily_limit: 1000,
    p_daily_window_minutes: 1,
    p_owner_runs: 100000,
  });
  assert.equal(error?.code, '42501');
  const reply = await owner.client.rpc('begin_assistant_reply', {
    p_user: owner.id,
    p_chat: '5511987650200',
    p_texto: 'x',
    p_cap: 10,
  });
  assert.equal(reply.error?.code, '42501');
});
