// Integration: 'Novo Agendamento' and 'Reagendar' against the local stack, through the page's own
// client signed in as the owner: the database refuses a time that overlaps another active
// appointment (23P01, PostgREST's 409) and the api functions say so in pt-BR.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { SlotTakenError } from '../src/features/schedule/api/appointmentWriteError';
import { cancelAppointment } from '../src/features/schedule/api/cancelAppointment';
import { createAppointment } from '../src/features/schedule/api/createAppointment';
import { rescheduleAppointment } from '../src/features/schedule/api/rescheduleAppointment';
import type { NewAppointmentFields } from '../src/features/schedule/utils/appointmentForm';

const DAY = '2030-05-14';
const TAKEN = 'Este horário já está ocupado. Escolha outro horário.';

let owner: TestUser;
let neighbour: TestUser;

const fields = (inicio: string, fim: string, nome = 'Carla Dias'): NewAppointmentFields => ({
  nome,
  data: DAY,
  inicio,
  fim,
  local: 'Presencial',
  num_cliente: '5511987654321',
  desc_agendamento: 'Avaliação',
});

/** The owner's rows of the day as [inicio, fim, status, nome], ordered. */
async function rowsOf(user: TestUser) {
  const rows = await sql<{ inicio: string; fim: string; status: string; nome: string }>(
    `select inicio::text, fim::text, status, nome from public.g_agenda where id_dono = $1 and data = $2 order by inicio, nome`,
    [user.idDono, DAY],
  );
  return rows.map((r) => [r.inicio.slice(0, 5), r.fim.slice(0, 5), r.status, r.nome]);
}

const isTaken = (err: unknown) => err instanceof SlotTakenError && err.message === TAKEN;

before(async () => {
  [owner, neighbour] = [await newUser({}, 'agenda-sobreposicao'), await newUser({}, 'agenda-ao-lado')];
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status) values ($1, $2, '09:00', '10:00', 'Vizinha', 'agendado')`,
    [neighbour.idDono, DAY],
  );
  await signInPage(owner);
});
after(closeSql);

test('creating over an active appointment is refused with the pt-BR message and saves nothing', async () => {
  await createAppointment(owner.idDono, fields('09:00', '10:00'));
  await assert.rejects(createAppointment(owner.idDono, fields('09:30', '10:30', 'Bruno Reis')), isTaken);
  await assert.rejects(createAppointment(owner.idDono, fields('08:00', '11:00', 'Bruno Reis')), isTaken);
  await assert.rejects(createAppointment(owner.idDono, fields('09:00', '10:00', 'Bruno Reis')), isTaken);
  assert.deepEqual(await rowsOf(owner), [['09:00', '10:00', 'agendado', 'Carla Dias']]);
});

test('back-to-back times, another owner at the same time and a cancelled one never block', async () => {
  const next = await createAppointment(owner.idDono, fields('10:00', '11:00', 'Davi Lima'));
  await cancelAppointment(next.id);
  await createAppointment(owner.idDono, fields('10:30', '11:30', 'Elisa Prado'));
  assert.deepEqual(await rowsOf(owner), [
    ['09:00', '10:00', 'agendado', 'Carla Dias'],
    ['10:00', '11:00', 'cancelado', 'Davi Lima'],
    ['10:30', '11:30', 'agendado', 'Elisa Prado'],
  ]);
});

test('rescheduling onto a taken time is refused and the appointment stays where it was', async () => {
  const moving = await createAppointment(owner.idDono, fields('14:00', '14:30', 'Fábio Souza'));
  await assert.rejects(rescheduleAppointment(moving.id, { data: DAY, inicio: '09:15', fim: '09:45' }), isTaken);
  const [row] = await sql<{ inicio: string; status: string }>(
    `select inicio::text, status from public.g_agenda where id = $1`,
    [moving.id],
  );
  assert.deepEqual([row.inicio.slice(0, 5), row.status], ['14:00', 'agendado']);

  const moved = await rescheduleAppointment(moving.id, { data: DAY, inicio: '15:00', fim: '15:30' });
  assert.equal(moved.status, 'reagendado');
});

test('any other refusal keeps the server message, not the taken-time one', async () => {
  await assert.rejects(createAppointment(owner.idDono, fields('18:00', '17:00', 'Gabi Neves')), (err: unknown) => {
    assert.ok(err instanceof Error && !(err instanceof SlotTakenError));
    assert.notEqual(err.message, TAKEN);
    return true;
  });
});
