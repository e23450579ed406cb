// Integration: the agenda's notices to clients (the send-notification function and the WhatsApp
// gateway's sandbox) against the local stack, through the page's own client signed in as the owner.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { evolutionApi, evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { NotificationError, sendNotification } from '../src/features/schedule/api/sendNotification';

after(closeSql);

async function appointmentOf(user: TestUser): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, local)
     values ($1, '2030-05-14', '14:30', '15:00', 'Renata Dias', '5521998765432', 'Online') returning id`,
    [user.idDono],
  );
  return row.id;
}

/** The owner's number connected on the gateway, recorded as the connection function does. */
async function connectWhatsapp(user: TestUser) {
  const created = await evolutionApi('/instance/create', {
    method: 'POST',
    body: { instanceName: user.id, qrcode: true },
  });
  assert.equal(created.status, 201);
  await evolutionControl(`/instances/${user.id}/scan`, 'POST', { number: '5511955554444' });
  await sql(
    `insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status)
     values ($1::uuid, $1::text, '5511955554444', 'connected')`,
    [user.id],
  );
}

const reminder = (appointmentId: string) =>
  ({
    type: 'whatsapp',
    to: '5521998765432',
    template: 'lembrete_manual',
    data: { nome: 'Renata Dias', data: '14/05/2030', hora: '14:30' },
    appointmentId,
  }) as const;

test("a reminder goes out through the owner's number and gives the recorded notification's id", async () => {
  const owner = await newUser({ full_name: 'Clínica Lembretes' }, 'lembrete');
  await connectWhatsapp(owner);
  const id = await appointmentOf(owner);
  await signInPage(owner);

  const notificationId = await sendNotification(reminder(id));
  const [row] = await sql<{ id: string; status: string; template: string; agendamento_id: string }>(
    'select id, status, template, agendamento_id from public.notifications where id = $1',
    [notificationId],
  );
  assert.deepEqual(row, { id: notificationId, status: 'sent', template: 'lembrete_manual', agendamento_id: id });
  const sent = await sentMessages(owner.id);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].number, '5521998765432');
});

test("the function's refusal comes back as a NotificationError with its code, message and status", async () => {
  const owner = await newUser({}, 'lembrete-sem-numero');
  const id = await appointmentOf(owner);
  await signInPage(owner);

  const failure = await sendNotification(reminder(id)).catch((err: unknown) => err);
  assert.ok(failure instanceof NotificationError);
  assert.equal(failure.code, 'no_instance');
  assert.equal(failure.status, 409);
  assert.equal(failure.message, 'Nenhum número de WhatsApp conectado.');
});
