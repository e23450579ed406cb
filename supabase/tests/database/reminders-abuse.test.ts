/**
 * The reminder queue against misuse: a result from a claim that ran out is refused
 * (fencing), an appointment moved minute by minute re-queues at most once per 10 minutes, owners
 * without a subscription get no automatic reminders, the daily cap holds under parallel sends, an
 * address that unsubscribed gets no more e-mail, and a client's answer counts only for the newest
 * reminder sent to their exact number (a landline is not a mobile without its 9).
 */
import test, { after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, serviceClient, sql } from 'local-stack/testing';
import {
  claimOwn,
  enqueue,
  finish,
  moveAppointment,
  ownerWithReminders,
  placeAppointment,
  remindersOf,
  summary,
} from './reminders-fixtures.ts';
import type { TestUser } from 'local-stack/testing';

after(closeSql);

const H = 60; // minutes

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await serviceClient().rpc(name as never, args as never);
  if (error) throw new Error(JSON.stringify(error));
  return data as T;
}

/** The owner's reminders made due again now (a lease run out). */
const expireLeases = (owner: TestUser) =>
  sql(`update public.notifications set scheduled_for = now() - interval '1 second' where id_dono = $1`, [owner.idDono]);

describe('fencing', () => {
  test("a stale result (its claim ran out and another run claimed the row) is refused; the new claim's counts", async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 20 * H);
    const [first] = await claimOwn(owner);
    assert.ok(first.claim_token, 'a claim carries a token');
    await expireLeases(owner);
    const [second] = await claimOwn(owner);
    assert.equal(second.id, first.id);
    assert.notEqual(second.claim_token, first.claim_token);

    // The first run's late result: refused, nothing changes.
    assert.equal(await finish(first, 'failed', '400 late'), null);
    assert.equal(await finish(first, 'sent'), null);
    let [row] = await remindersOf(owner);
    assert.deepEqual([row.status, row.error], ['sending', null]);

    assert.equal(await finish(second, 'sent'), 'sent');
    [row] = await remindersOf(owner);
    assert.equal(row.status, 'sent');
    assert.equal(await finish(second, 'retry', 'again'), null, 'finished once');
  });
  test("a survey's stale result is refused the same way", async () => {
    const owner = await ownerWithReminders();
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.g_atendimento (id_dono, conversa_id, status, pesquisa, pesquisa_em)
       select $1, (public.conversation_for($2::uuid, '5511987654321')).id, 'concluido', 'na_fila', now()
       returning id`,
      [owner.idDono, owner.id],
    );
    type Survey = { id: string; token: string };
    const claimSurvey = () =>
      rpc<Survey[]>('claim_due_surveys', { p_limit: 10, p_lease_seconds: 120, p_atendimento: id });
    const [first] = await claimSurvey();
    await sql(`update public.g_atendimento set pesquisa_em = now() - interval '1 second' where id = $1`, [id]);
    const [second] = await claimSurvey();
    assert.ok(first.token && second.token && first.token !== second.token);
    const state = async () =>
      (await sql<{ pesquisa: string }>('select pesquisa from public.g_atendimento where id = $1', [id]))[0].pesquisa;
    await rpc('finish_survey', { p_id: id, p_token: first.token, p_outcome: 'failed' });
    assert.equal(await state(), 'enviando', 'the stale failure changed nothing');
    await rpc('finish_survey', { p_id: id, p_token: second.token, p_outcome: 'sent' });
    assert.equal(await state(), 'enviada');
  });
});

describe('re-queue on moves', () => {
  test('the start moved minute by minute queues at most one reminder per 10 minutes', async () => {
    const owner = await ownerWithReminders({ antes1h: false });
    const a = await placeAppointment(owner, 20 * H);
    const MOVES = 30;
    for (let minute = 1; minute <= MOVES; minute++) {
      // A minute passes (the queue's clock, arranged), then the owner moves the start again.
      await sql(
        `update public.notifications set created_at = created_at - interval '1 minute' where agendamento_id = $1`,
        [a.id],
      );
      await moveAppointment(a.id, 20 * H + minute);
    }
    const rows = await sql<{ age: number }>(
      `select round(extract(epoch from now() - created_at) / 60)::int as age from public.notifications
        where agendamento_id = $1 order by created_at`,
      [a.id],
    );
    const ages = rows.map((r) => r.age);
    // Queued at booking (30 minutes ago), the first move at once, then one every 10 minutes.
    assert.deepEqual(ages, [30, 29, 19, 9], `rows queued ${JSON.stringify(ages)} minutes ago`);
  });
});

describe('paid access', () => {
  test('an owner without a subscription gets no automatic reminders', async () => {
    const owner = await ownerWithReminders({ email: true }, 'sem-plano', { paid: false });
    await placeAppointment(owner, 20 * H, { email: 'cliente@example.com' });
    await placeAppointment(owner, 30);
    await enqueue();
    assert.deepEqual(await summary(owner), []);
  });

  test("a reminder queued while paid is skipped with 'no_subscription' once access ends", async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 20 * H);
    assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
    await sql(`update public.subscriptions set status = 'expired' where user_id = $1`, [owner.id]);
    assert.deepEqual(await claimOwn(owner), []);
    assert.deepEqual(
      (await remindersOf(owner)).map((r) => `${r.status}:${r.error}`),
      ['skipped:no_subscription'],
    );
  });
});

describe('daily caps', () => {
  test('take_send_quota stops the (n+1)-th send, also when the sends come at once', async () => {
    const owner = await ownerWithReminders();
    const take = () => rpc<boolean>('take_send_quota', { p_id_dono: owner.idDono, p_channel: 'email', p_cap: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, take));
    assert.equal(results.filter(Boolean).length, 5, JSON.stringify(results));
    assert.equal(await take(), false);
    // Another channel has its own allowance.
    assert.equal(await rpc('take_send_quota', { p_id_dono: owner.idDono, p_channel: 'whatsapp', p_cap: 5 }), true);
  });

  test("begin_send takes from the owner's WhatsApp allowance, except what the owner types ('voce')", async () => {
    const owner = await ownerWithReminders();
    await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`, [
      owner.id,
      `inst-${owner.id}`,
    ]);
    const send = (autor: string) =>
      serviceClient().rpc(
        'begin_send' as never,
        {
          p_user: owner.id,
          p_chat: '5511987654321',
          p_autor: autor,
          p_texto: 'Olá',
          p_daily_cap: 2,
        } as never,
      );
    assert.equal((await send('plataforma')).error, null);
    assert.equal((await send('assistente')).error, null);
    const third = await send('plataforma');
    assert.match(third.error?.message ?? '', /owner_daily_cap/);
    assert.equal((await send('voce')).error, null, 'the owner may still write');
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from public.chat_messages where user_id = $1 and autor <> 'voce'`,
      [owner.id],
    );
    assert.equal(count.n, 2, 'the refused send recorded nothing');
  });
});

describe('e-mail opt-out', () => {
  test('an address that unsubscribed gets no more e-mail reminders from that owner, other owners still can', async () => {
    const owner = await ownerWithReminders({ whatsapp: false, email: true });
    const other = await ownerWithReminders({ whatsapp: false, email: true });
    await placeAppointment(owner, 20 * H, { email: 'Saiu@Example.com' });
    assert.deepEqual(await summary(owner), ['lembrete_24h/email/scheduled']);
    await rpc('opt_out_email', { p_id_dono: owner.idDono, p_email: 'SAIU@example.com' });
    assert.deepEqual(await summary(owner), ['lembrete_24h/email/skipped'], 'what was queued is dropped');
    await placeAppointment(owner, 21 * H, { email: 'saiu@example.com' });
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_24h/email/skipped']);
    await placeAppointment(other, 21 * H, { email: 'saiu@example.com' });
    assert.deepEqual(await summary(other), ['lembrete_24h/email/scheduled']);
  });
});

describe('answer_reminder', () => {
  async function clinic() {
    const owner = await ownerWithReminders();
    const instance = `inst-${owner.id}`;
    await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`, [
      owner.id,
      instance,
    ]);
    return { owner, instance };
  }

  /** Claims and marks sent every due reminder of the owner (sent_at in claim order, a second apart). */
  async function sendAll(owner: TestUser) {
    for (const c of await claimOwn(owner)) {
      assert.equal(await finish(c, 'sent'), 'sent');
      await sql(
        `update public.notifications set sent_at = sent_at - interval '1 hour' where id_dono = $1 and id <> $2`,
        [owner.idDono, c.id],
      );
    }
  }

  const answer = (instance: string, phone: string, value: 'confirmado' | 'cancelado') =>
    rpc<Record<string, unknown>>('answer_reminder', { p_instance: instance, p_phone: phone, p_answer: value });

  const statusOf = async (id: string) =>
    (await sql<{ status: string }>('select status from public.g_agenda where id = $1', [id]))[0].status;

  test('only the newest reminder sent to the number can be answered', async () => {
    const { owner, instance } = await clinic();
    const older = await placeAppointment(owner, 20 * H, { nome: 'Primeira' });
    await sendAll(owner);
    const newer = await placeAppointment(owner, 21 * H, { nome: 'Segunda' });
    await sendAll(owner);
    assert.equal((await answer(instance, '5511987654321', 'confirmado')).matched, true);
    assert.equal(await statusOf(newer.id), 'confirmado');
    // A later '2' is not an answer to the older reminder: the older appointment stays as it was.
    assert.deepEqual(await answer(instance, '5511987654321', 'cancelado'), { matched: false });
    assert.equal(await statusOf(older.id), 'agendado');
  });

  test('a reminder whose appointment was moved after it was sent cannot be answered', async () => {
    const { owner, instance } = await clinic();
    const a = await placeAppointment(owner, 20 * H);
    await sendAll(owner);
    await moveAppointment(a.id, 22 * H, 'agendado');
    await sql(`delete from public.notifications where agendamento_id = $1 and status <> 'sent'`, [a.id]);
    assert.deepEqual(await answer(instance, '5511987654321', 'cancelado'), { matched: false });
    assert.equal(await statusOf(a.id), 'agendado');
  });

  test('a landline keeps its number: it answers its own reminder, never a mobile that differs by a 9', async () => {
    const { owner, instance } = await clinic();
    // The mobile (11) 93456-7890 has a reminder; the landline (11) 3456-7890 is someone else.
    const mobile = await placeAppointment(owner, 20 * H, { phone: '(11) 93456-7890' });
    await sendAll(owner);
    assert.deepEqual(await answer(instance, '551134567890', 'cancelado'), { matched: false });
    assert.equal(await statusOf(mobile.id), 'agendado');

    const { owner: owner2, instance: instance2 } = await clinic();
    const landline = await placeAppointment(owner2, 20 * H, { phone: '(11) 3456-7890' });
    await sendAll(owner2);
    assert.equal((await answer(instance2, '551134567890', 'confirmado')).matched, true);
    assert.equal(await statusOf(landline.id), 'confirmado');
  });

  test('a mobile written without its 9 still answers its reminder', async () => {
    const { owner, instance } = await clinic();
    const a = await placeAppointment(owner, 20 * H, { phone: '(11) 98765-4321' });
    await sendAll(owner);
    assert.equal((await answer(instance, '551187654321', 'cancelado')).matched, true);
    assert.equal(await statusOf(a.id), 'cancelado');
  });
});
