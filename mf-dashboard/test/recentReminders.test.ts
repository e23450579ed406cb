// Integration: the reminder card's list (notifications through PostgREST, row-level security) and the
// client's e-mail of 'Novo Agendamento', against the local stack through the page's own client.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { createAppointment } from '../src/features/schedule/api/createAppointment';
import { fetchRecentReminders } from '../src/features/schedule/api/fetchRecentReminders';

let owner: TestUser;
let other: TestUser;

/** Notifications of an owner: [template, status, minutes ago, answer] each, created that long ago. */
async function notify(user: TestUser, rows: [string, string, number, string | null][]) {
  await sql(
    `insert into public.notifications
       (id_dono, channel, template, recipient, payload, status, sent_at, error, answer, answered_at, created_at)
     select $1, 'whatsapp', r.template, '5511987654321', jsonb_build_object('nome', 'Cliente ' || r.ago),
            r.status, case when r.status = 'sent' then now() - make_interval(mins => r.ago) end,
            case when r.status = 'failed' then 'Número sem WhatsApp' end,
            r.answer, case when r.answer is not null then now() end, now() - make_interval(mins => r.ago)
     from jsonb_to_recordset($2::jsonb) as r(template text, status text, ago int, answer text)`,
    [user.idDono, JSON.stringify(rows.map(([template, status, ago, answer]) => ({ template, status, ago, answer })))],
  );
}

before(async () => {
  [owner, other] = [await newUser({}, 'lembretes-dono'), await newUser({}, 'lembretes-vizinho')];
  await notify(owner, [
    ['lembrete_24h', 'sent', 10, 'confirmado'],
    ['lembrete_1h', 'failed', 20, null],
    ['lembrete_manual', 'sent', 30, null],
    ['agendamento_cancelado', 'sent', 5, null], // not a reminder
    ['lembrete_1h', 'scheduled', 1, null], // not sent yet
    ['lembrete_1h', 'skipped', 2, null], // dropped
    ['lembrete_24h', 'sent', 40, null],
    ['lembrete_24h', 'sent', 50, 'cancelado'],
    ['lembrete_24h', 'sent', 60, null], // the sixth: past the limit
  ]);
  await notify(other, [['lembrete_24h', 'sent', 0, null]]);
  await signInPage(owner);
});
after(closeSql);

test("lists the owner's last five reminders sent or failed, newest first, with the client's answer", async () => {
  const rows = await fetchRecentReminders(owner.idDono);
  assert.deepEqual(
    rows.map((r) => [r.template, r.status, r.payload, r.answer, r.error]),
    [
      ['lembrete_24h', 'sent', { nome: 'Cliente 10' }, 'confirmado', null],
      ['lembrete_1h', 'failed', { nome: 'Cliente 20' }, null, 'Número sem WhatsApp'],
      ['lembrete_manual', 'sent', { nome: 'Cliente 30' }, null, null],
      ['lembrete_24h', 'sent', { nome: 'Cliente 40' }, null, null],
      ['lembrete_24h', 'sent', { nome: 'Cliente 50' }, 'cancelado', null],
    ],
  );
  assert.equal(rows[1].sent_at, null);
  assert.ok(rows.every((r) => r.channel === 'whatsapp' && r.recipient === '5511987654321'));
});

test("never gives another owner's reminders, even asked by their code", async () => {
  assert.deepEqual(await fetchRecentReminders(other.idDono), []);
});

test("saves the client's e-mail of a new appointment", async () => {
  const row = await createAppointment(owner.idDono, {
    nome: 'Carla Dias',
    data: '2030-05-14',
    inicio: '09:00',
    fim: '09:30',
    local: 'Online',
    num_cliente: '5511987654321',
    email_cliente: 'carla@exemplo.com',
    desc_agendamento: null,
  });
  assert.equal(row.email_cliente, 'carla@exemplo.com');
  const [saved] = await sql<{ email_cliente: string | null }>(
    'select email_cliente from public.g_agenda where id = $1',
    [row.id],
  );
  assert.equal(saved.email_cliente, 'carla@exemplo.com');
});
