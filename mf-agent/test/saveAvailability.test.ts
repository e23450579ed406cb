// Integration: the Agenda step's save against the local stack (PostgREST + Postgres with RLS), through
// the page's own client signed in as the owner.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeSql, newUser, sql } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { weeklySchedule } from 'shared-domain';
import { DEFAULT_AGENT_SCHEDULE } from 'shared-domain/testing';
import { saveAvailability } from '../src/features/availability/api/saveAvailability';

after(closeSql);

const savedOf = async (userId: string) =>
  (
    await sql<{ schedule: unknown; schedule_saved_at: Date | null }>(
      'select schedule, schedule_saved_at from public.agent_configs where user_id = $1',
      [userId],
    )
  )[0];

test("saves the owner's schedule, marks the step saved and gives the schedule as stored", async () => {
  const owner = await newUser({}, 'agenda-passo');
  assert.equal((await savedOf(owner.id)).schedule_saved_at, null);
  await signInPage(owner);

  const schedule = weeklySchedule({ ...DEFAULT_AGENT_SCHEDULE, duracao_atendimento: 45, horario_fim: '17:00' });
  const before = Date.now();
  assert.deepEqual(await saveAvailability(owner.id, schedule), schedule);

  const row = await savedOf(owner.id);
  assert.deepEqual(row.schedule, schedule);
  assert.ok(row.schedule_saved_at && row.schedule_saved_at.getTime() >= before - 5000);
});

test("another owner's schedule cannot be written: the database's refusal is the error", async () => {
  const [owner, other] = [await newUser({}, 'agenda-dono'), await newUser({}, 'agenda-outro')];
  const untouched = await savedOf(other.id);
  await signInPage(owner);

  await assert.rejects(saveAvailability(other.id, weeklySchedule(DEFAULT_AGENT_SCHEDULE)), /JSON object requested/);
  assert.deepEqual(await savedOf(other.id), untouched);
});
