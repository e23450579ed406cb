/**
 * The reminder queue in the database: what enqueue_due_reminders() puts in `notifications` (settings,
 * statuses, late starts), what stays right when an appointment changes (reschedule, cancel, a
 * channel turned off), the dispatcher's claim (skip locked, lease) and outcome (retries, give up),
 * and the client's answers (answer_reminder). The minute job itself runs on pg_cron where the
 * database has it, inside run_minute_jobs() (minute-jobs.test.ts).
 */
import test, { after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, serviceClient, sql, stack } from 'local-stack/testing';
import {
  claim,
  claimOwn,
  enqueue,
  finish,
  moveAppointment,
  ownerWithReminders,
  placeAppointment,
  remindersOf,
  setReminders,
  summary,
} from './reminders-fixtures.ts';

after(closeSql);

const H = 60; // minutes

describe('enqueue_due_reminders', () => {
  test('queues the 24 h reminder once its time has come, per enabled channel, once however often it runs', async () => {
    const owner = await ownerWithReminders({ email: true });
    await placeAppointment(owner, 20 * H, { email: 'Maria@Example.com' }); // due 4 h ago, still ahead
    await placeAppointment(owner, 30 * H); // 24 h reminder in 6 h: not yet
    await enqueue();
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_24h/email/scheduled', 'lembrete_24h/whatsapp/scheduled']);
    const rows = await remindersOf(owner);
    assert.deepEqual(rows.map((r) => r.recipient).sort(), ['5511987654321', 'maria@example.com']);
  });

  test('the trigger queues a reminder for an appointment written inside its window right away', async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 10 * H);
    assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
  });

  test('follows the settings: kinds and channels turned off, a client with no phone or e-mail', async () => {
    const only1h = await ownerWithReminders({ antes24h: false });
    await placeAppointment(only1h, 20 * H);
    await placeAppointment(only1h, 30);
    await enqueue();
    assert.deepEqual(await summary(only1h), ['lembrete_1h/whatsapp/scheduled']);

    const noWhatsapp = await ownerWithReminders({ whatsapp: false, email: true });
    await placeAppointment(noWhatsapp, 20 * H, { email: 'cliente@example.com' });
    await placeAppointment(noWhatsapp, 21 * H, { email: null });
    await enqueue();
    assert.deepEqual(await summary(noWhatsapp), ['lembrete_24h/email/scheduled']);

    const noPhone = await ownerWithReminders();
    await placeAppointment(noPhone, 20 * H, { phone: null });
    await enqueue();
    assert.deepEqual(await summary(noPhone), []);
  });

  test('only active appointments still ahead: agendado, confirmado, reagendado', async () => {
    const owner = await ownerWithReminders();
    for (const [i, status] of ['agendado', 'confirmado', 'reagendado', 'cancelado', 'disponivel'].entries()) {
      await placeAppointment(owner, 20 * H + i * 20, { status });
    }
    await placeAppointment(owner, -10); // started ten minutes ago
    await enqueue();
    assert.deepEqual(await summary(owner), [
      'lembrete_24h/whatsapp/scheduled',
      'lembrete_24h/whatsapp/scheduled',
      'lembrete_24h/whatsapp/scheduled',
    ]);
  });

  test('when the 1 h reminder is due too, only the 1 h one goes out', async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 40);
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_1h/whatsapp/scheduled']);
  });

  test('a rescheduled appointment gets reminders for its new time and none for the old', async () => {
    const owner = await ownerWithReminders();
    const a = await placeAppointment(owner, 20 * H);
    await moveAppointment(a.id, 22 * H);
    await enqueue();
    const rows = await remindersOf(owner);
    assert.equal(rows.length, 2, 'one for each time');
    const claimed = await claimOwn(owner);
    assert.equal(claimed.length, 1, 'only the new time is claimed');
    const after = await remindersOf(owner);
    assert.deepEqual(after.map((r) => `${r.status}:${r.error ?? ''}`).sort(), [
      'sending:',
      'skipped:appointment_moved',
    ]);
  });

  test('a cancelled appointment gets none, and what was queued for it is dropped', async () => {
    const owner = await ownerWithReminders();
    const a = await placeAppointment(owner, 20 * H);
    await sql(`update public.g_agenda set status = 'cancelado' where id = $1`, [a.id]);
    await enqueue();
    assert.deepEqual(await claimOwn(owner), []);
    assert.deepEqual(
      (await remindersOf(owner)).map((r) => `${r.status}:${r.error}`),
      ['skipped:appointment_cancelled'],
    );
  });

  test('turning a channel or a kind off drops what was queued for it', async () => {
    const owner = await ownerWithReminders({ email: true });
    await placeAppointment(owner, 20 * H, { email: 'cliente@example.com' });
    await placeAppointment(owner, 30);
    await setReminders(owner, { email: false, antes1h: false });
    assert.deepEqual(
      (await claimOwn(owner)).map((c) => `${c.template}/${c.channel}`),
      ['lembrete_24h/whatsapp'],
    );
    assert.deepEqual(
      (await remindersOf(owner))
        .filter((r) => r.status === 'skipped')
        .map((r) => `${r.template}/${r.channel}:${r.error}`)
        .sort(),
      ['lembrete_1h/whatsapp:reminder_off', 'lembrete_24h/email:channel_off'],
    );
  });

  test('late start: a reminder whose time passed while nothing ran is sent if the appointment is still ahead, dropped if not', async () => {
    const owner = await ownerWithReminders({ antes1h: false });
    const ahead = await placeAppointment(owner, 2 * H); // its 24 h reminder was due 22 h ago
    const passed = await placeAppointment(owner, 5 * H);
    // The clock ran on while the queue waited: `passed` started ten minutes ago (row and reminder agree).
    await moveAppointment(passed.id, -10, 'agendado');
    await sql(
      `update public.notifications set for_start = public.appointment_start(g.data, g.inicio)
         from public.g_agenda g where g.id = notifications.agendamento_id and g.id = $1`,
      [passed.id],
    );
    const claimed = await claimOwn(owner);
    assert.deepEqual(
      claimed.map((c) => c.template),
      ['lembrete_24h'],
    );
    const rows = await remindersOf(owner);
    assert.equal(rows.find((r) => r.agendamento_id === ahead.id)?.status, 'sending');
    assert.equal(rows.find((r) => r.agendamento_id === passed.id)?.error, 'appointment_passed');
  });
});

describe('claim_due_reminders and finish_reminder', () => {
  test('two dispatchers at once never take the same reminder', async () => {
    const owner = await ownerWithReminders();
    for (let i = 0; i < 40; i++) await placeAppointment(owner, 10 * H + i * 16, { nome: `Cliente ${i}` });
    const [a, b] = await Promise.all([claim(25), claim(25)]);
    const ids = [...a, ...b].map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length, 'no reminder claimed twice');
    const mine = [...a, ...b].filter((c) => c.id_dono === owner.idDono);
    const rest = await claimOwn(owner);
    assert.equal(mine.length + rest.length, 40, 'none lost');
  });

  test('a claimed reminder carries what the sender needs', async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 20 * H, { nome: 'Joana' });
    const [c] = await claimOwn(owner);
    assert.equal(c.attempts, 1);
    assert.equal(c.nome, 'Joana');
    assert.ok(['Clínica Lembrete', 'Dona dos Lembretes'].includes(c.negocio), c.negocio);
  });

  test('a lease that runs out makes the reminder due again (a dispatcher died mid-batch)', async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 20 * H);
    const [first] = await claimOwn(owner);
    assert.deepEqual(await claimOwn(owner), [], 'held while the lease lasts');
    await sql(`update public.notifications set scheduled_for = now() - interval '1 second' where id = $1`, [first.id]);
    const [again] = await claimOwn(owner);
    assert.equal(again.id, first.id);
    assert.equal(again.attempts, 2);
  });

  test('retries back off and give up after five attempts; a finished reminder is not finished again', async () => {
    const owner = await ownerWithReminders();
    await placeAppointment(owner, 20 * H);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await sql(`update public.notifications set scheduled_for = now() where id_dono = $1 and status = 'scheduled'`, [
        owner.idDono,
      ]);
      const [c] = await claimOwn(owner);
      assert.equal(c.attempts, attempt);
      const status = await finish(c, 'retry', '503 Service Unavailable');
      assert.equal(status, attempt < 5 ? 'scheduled' : 'failed');
      const [row] = await sql<{ wait: number }>(
        `select round(extract(epoch from scheduled_for - now()) / 60)::int as wait from public.notifications where id = $1`,
        [c.id],
      );
      if (attempt < 5) waits.push(row.wait);
    }
    assert.deepEqual(waits, [1, 2, 4, 8]);
    const [row] = await remindersOf(owner);
    assert.equal(row.status, 'failed');
    assert.equal(row.error, '503 Service Unavailable');
    assert.equal(await finish({ id: row.id }, 'sent'), null);
  });
});

describe('answer_reminder', () => {
  async function sentReminder(minutes = 20 * H, phone = '(11) 98765-4321') {
    const owner = await ownerWithReminders();
    const instance = `inst-${owner.id}`;
    await sql(`insert into public.whatsapp_instances (user_id, instance_name, status) values ($1, $2, 'connected')`, [
      owner.id,
      instance,
    ]);
    const a = await placeAppointment(owner, minutes, { phone });
    const [c] = await claimOwn(owner);
    await finish(c, 'sent');
    return { owner, instance, a };
  }

  async function answer(instance: string, phone: string, value: 'confirmado' | 'cancelado') {
    const { data, error } = await serviceClient().rpc('answer_reminder', {
      p_instance: instance,
      p_phone: phone,
      p_answer: value,
    });
    assert.equal(error, null, JSON.stringify(error));
    return data as Record<string, unknown>;
  }

  test('a confirmation confirms the appointment and the history says the client did it on WhatsApp', async () => {
    const { owner, instance, a } = await sentReminder();
    const out = await answer(instance, '5511987654321', 'confirmado');
    assert.equal(out.matched, true);
    assert.equal(out.status, 'confirmado');
    assert.equal(out.nome, 'Maria Lembrada');
    const [row] = await sql<{ status: string }>('select status from public.g_agenda where id = $1', [a.id]);
    assert.equal(row.status, 'confirmado');
    const history = await sql<{ acao: string; usuario: string }>(
      'select acao, usuario from public.g_agenda_historico where agendamento_id = $1 order by data desc limit 1',
      [a.id],
    );
    assert.deepEqual(history, [{ acao: 'Confirmado pelo cliente pelo WhatsApp', usuario: 'Cliente' }]);
    assert.equal((await remindersOf(owner))[0].answer, 'confirmado');
    assert.deepEqual(await answer(instance, '5511987654321', 'cancelado'), { matched: false }, 'answered once');
  });

  test('a cancellation cancels the appointment and frees its time; WhatsApp numbers without the 9 match', async () => {
    const { instance, a } = await sentReminder();
    const out = await answer(instance, '551187654321', 'cancelado');
    assert.equal(out.matched, true);
    const [row] = await sql<{ status: string }>('select status from public.g_agenda where id = $1', [a.id]);
    assert.equal(row.status, 'cancelado');
    const history = await sql<{ acao: string }>(
      'select acao from public.g_agenda_historico where agendamento_id = $1 order by data desc limit 1',
      [a.id],
    );
    assert.equal(history[0].acao, 'Cancelado pelo cliente pelo WhatsApp');
  });

  test('no reminder to answer: another number, another instance, an appointment already past', async () => {
    const { instance } = await sentReminder();
    assert.deepEqual(await answer(instance, '5521999990000', 'confirmado'), { matched: false });
    assert.deepEqual(await answer('no-such-instance', '5511987654321', 'confirmado'), { matched: false });
    const late = await sentReminder(30);
    await moveAppointment(late.a.id, -5, 'agendado');
    assert.deepEqual(await answer(late.instance, '5511987654321', 'confirmado'), { matched: false });
  });

  test('only the service role may call the queue and answer functions', async () => {
    const owner = await ownerWithReminders();
    for (const [fn, args] of [
      ['enqueue_due_reminders', {}],
      ['claim_due_reminders', {}],
      ['answer_reminder', { p_instance: 'x', p_phone: '1', p_answer: 'confirmado' }],
    ] as const) {
      const { error } = await owner.client.rpc(fn, args);
      assert.ok(error, `${fn} must be refused`);
    }
  });
});

test('the minute job runs on pg_cron where the database has it', { timeout: 80_000 }, async () => {
  // One pg_cron job runs every database-side minute job; the ones it replaced are gone.
  const jobs = await sql<{ jobname: string; schedule: string; command: string }>(
    `select jobname, schedule, command from cron.job
      where jobname in ('run-minute-jobs', 'enqueue-reminders', 'subscription-deadlines')`,
  ).catch(() => null);
  if (stack.dbKind === 'pglite') {
    assert.equal(jobs, null, 'PGlite has no pg_cron: the stack runs the job on a timer');
    return;
  }
  assert.deepEqual(jobs, [
    { jobname: 'run-minute-jobs', schedule: '* * * * *', command: 'select public.run_minute_jobs()' },
  ]);
  // A reminder the trigger does not see (written with triggers off), queued by the job within a minute.
  const owner = await ownerWithReminders();
  await sql(`alter table public.g_agenda disable trigger g_agenda_enqueue_reminders`);
  try {
    await placeAppointment(owner, 20 * H);
  } finally {
    await sql(`alter table public.g_agenda enable trigger g_agenda_enqueue_reminders`);
  }
  assert.deepEqual(await summary(owner), []);
  const deadline = Date.now() + 75_000;
  while ((await summary(owner)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
});
