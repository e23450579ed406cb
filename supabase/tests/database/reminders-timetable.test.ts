/**
 * The reminder queue's timetable (`reminder_due`): the minute's run reads only the appointments whose
 * reminder time has come and moves each on to its next time, so a reminder lost from the queue is not
 * found again by a scan of the window; what a scan used to pick up later (settings or paid access
 * turned on, a move held back by the re-queue interval) makes the appointment due again instead.
 */
import test, { after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, sql } from 'local-stack/testing';
import {
  enqueue,
  moveAppointment,
  ownerWithReminders,
  placeAppointment,
  setReminders,
  startTrial,
  summary,
} from './reminders-fixtures.ts';

after(closeSql);

const H = 60; // minutes

/**
 * When the appointment's next reminder time is: 'now' (due), else how many minutes before its start
 * (1440, 60); null when it has no row left.
 */
async function nextTime(id: string): Promise<'now' | number | null> {
  const [row] = await sql<{ due: boolean; before: number }>(
    `select d.due_at <= now() as due,
            round(extract(epoch from public.appointment_start(g.data, g.inicio) - d.due_at) / 60)::int as before
       from public.reminder_due d join public.g_agenda g on g.id = d.agendamento_id
      where d.agendamento_id = $1`,
    [id],
  );
  return row ? (row.due ? 'now' : row.before) : null;
}

describe('reminder_due', () => {
  test('each appointment is due 24 h before its start, then 1 h before, then leaves', async () => {
    const owner = await ownerWithReminders();
    const later = await placeAppointment(owner, 30 * H);
    const today = await placeAppointment(owner, 20 * H);
    const soon = await placeAppointment(owner, 40);
    assert.equal(await nextTime(later.id), 24 * H, '24 h before its start');
    assert.equal(await nextTime(today.id), 'now', 'its 24 h time has passed: due now');
    await enqueue();
    assert.equal(await nextTime(later.id), 24 * H, 'not due yet: untouched');
    assert.equal(await nextTime(today.id), H, 'moved on to 1 h before its start');
    assert.equal(await nextTime(soon.id), null, 'its last time has come: gone');
    assert.deepEqual(await summary(owner), ['lembrete_1h/whatsapp/scheduled', 'lembrete_24h/whatsapp/scheduled']);
  });

  test('the run reads the due rows, not the window: a reminder lost from the queue comes back only when due', async () => {
    const owner = await ownerWithReminders();
    const a = await placeAppointment(owner, 20 * H);
    await enqueue();
    await sql(`delete from public.notifications where agendamento_id = $1`, [a.id]);
    await enqueue();
    assert.deepEqual(await summary(owner), [], 'not due: not read');
    await sql(`update public.reminder_due set due_at = now() where agendamento_id = $1`, [a.id]);
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
  });

  test('cancelled or moved into the past: the row leaves; moved ahead: its first time again', async () => {
    const owner = await ownerWithReminders();
    const cancelled = await placeAppointment(owner, 30 * H);
    const moved = await placeAppointment(owner, 20 * H);
    const passed = await placeAppointment(owner, 21 * H);
    await sql(`update public.g_agenda set status = 'cancelado' where id = $1`, [cancelled.id]);
    await moveAppointment(moved.id, 50 * H);
    await moveAppointment(passed.id, -10);
    assert.equal(await nextTime(cancelled.id), null);
    assert.equal(await nextTime(moved.id), 24 * H);
    assert.equal(await nextTime(passed.id), null);
  });

  test('reminders turned on later: the next run still sends the 24 h reminder of an appointment inside the window', async () => {
    const owner = await ownerWithReminders({ whatsapp: false });
    const a = await placeAppointment(owner, 20 * H);
    await enqueue();
    assert.equal(await nextTime(a.id), H, 'moved on with nothing queued');
    await setReminders(owner, { whatsapp: true });
    assert.equal(await nextTime(a.id), 'now', 'due again');
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
  });

  test('paid access gained later: the next run queues what is due', async () => {
    const owner = await ownerWithReminders({}, 'lembretes-sem-plano', { paid: false });
    await placeAppointment(owner, 20 * H);
    await enqueue();
    assert.deepEqual(await summary(owner), []);
    await startTrial(owner);
    await enqueue();
    assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
  });

  test('a move held back by the re-queue interval is queued by the run once the interval has passed', async () => {
    const owner = await ownerWithReminders({ antes1h: false });
    const a = await placeAppointment(owner, 20 * H);
    await moveAppointment(a.id, 21 * H); // the first move re-queues at once
    await moveAppointment(a.id, 22 * H); // the second is held back
    const starts = async () =>
      (
        await sql<{ hora: string }>(
          `select to_char(for_start at time zone 'America/Sao_Paulo', 'HH24:MI') as hora
             from public.notifications where agendamento_id = $1 order by created_at`,
          [a.id],
        )
      ).map((r) => r.hora);
    assert.equal((await starts()).length, 2);
    await enqueue();
    assert.equal((await starts()).length, 2, 'still held back');
    assert.equal(await nextTime(a.id), 'now', 'and still due');
    // The interval passes (the queue's clock, arranged).
    await sql(
      `update public.notifications set created_at = created_at - interval '11 minutes' where agendamento_id = $1`,
      [a.id],
    );
    await enqueue();
    const [moved] = await sql<{ hora: string }>(
      `select to_char(inicio, 'HH24:MI') as hora from public.g_agenda where id = $1`,
      [a.id],
    );
    assert.deepEqual((await starts()).slice(2), [moved.hora], 'the latest time queued');
    assert.equal(await nextTime(a.id), H, 'then on to 1 h before');
  });
});
