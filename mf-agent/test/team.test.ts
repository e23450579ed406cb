// Integration: the Equipe page's reads and writes against the local stack (PostgREST + Postgres with
// RLS and the team's triggers), through the page's own client signed in as the owner.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { signInPage } from 'shared-auth/testing/stack';
import { WEEKDAYS, type DaySchedule, type Weekday } from 'shared-domain';
import {
  countFutureAppointments,
  deactivateProfessional,
  loadTeam,
  reactivateProfessional,
  saveProfessional,
} from '../src/features/team/api/teamApi';
import { TeamRequestError } from '../src/features/team/api/teamRest';

after(closeSql);

function week(open: Weekday[], hours: Partial<DaySchedule> = {}) {
  return {
    dias: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        { ativo: open.includes(day), horario_inicio: '09:00', horario_fim: '18:00', intervalos: [], ...hours },
      ]),
    ) as Record<Weekday, DaySchedule>,
  };
}

const EVERY_DAY = [...WEEKDAYS];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const inDays = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + n * 86_400_000));

async function appointment(owner: TestUser, idProfissional: string, data: string, inicio: string, status = 'agendado') {
  await sql(
    `insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, status, id_profissional)
     values ($1, $2, $3::time, $3::time + interval '30 minutes', 'Cliente', '5511912345678', $4, $5)`,
    [owner.idDono, data, inicio, status, idProfissional],
  );
}

test("lists the owner's titular first and adds a professional with their week and services", async () => {
  const owner = await newUser({ full_name: 'Dra. Ana Souza' }, 'equipe-lista');
  await signInPage(owner);
  const before = await loadTeam();
  assert.deepEqual(
    before.professionals.map((p) => [p.nome, p.titular, p.ativo]),
    [['Dra. Ana Souza', true, true]],
  );

  const saved = await saveProfessional({
    nome: '  Dr. Bruno Lima ',
    servicos: ['C01'],
    agenda: week(['sabado'], { horario_fim: '13:00' }),
    ordem: 1,
  });
  assert.equal(saved.nome, 'Dr. Bruno Lima');
  assert.equal(saved.titular, false);
  assert.deepEqual(saved.servicos, ['C01']);
  assert.equal(saved.agenda?.dias?.sabado?.horario_fim, '13:00');

  const after = await loadTeam();
  assert.deepEqual(
    after.professionals.map((p) => p.nome),
    ['Dra. Ana Souza', 'Dr. Bruno Lima'],
  );
  const [row] = await sql<{ id_dono: string }>('select id_dono from public.profissionais where id = $1', [saved.id]);
  assert.equal(row.id_dono, owner.idDono);
});

test("the database's refusals come back with its pt-BR message and code; nothing is saved", async () => {
  const owner = await newUser({}, 'equipe-recusas');
  await signInPage(owner);
  const refused = async (promise: Promise<unknown>, message: string, code: string) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error instanceof TeamRequestError, String(error));
    assert.equal(error.message, message);
    assert.equal(error.code, code);
  };
  await refused(
    saveProfessional({ nome: 'Sem dias', servicos: [], agenda: week([]) }),
    'Ative pelo menos um dia de atendimento.',
    '23514',
  );
  await refused(
    saveProfessional({ nome: 'Invertido', servicos: [], agenda: week(['segunda'], { horario_fim: '08:00' }) }),
    'Segunda-feira: o horário de término deve ser depois do horário de início.',
    '23514',
  );
  await refused(
    saveProfessional({ nome: '   ', servicos: [], agenda: week(EVERY_DAY) }),
    'Informe o nome do profissional.',
    '23514',
  );
  const [{ n }] = await sql<{ n: number }>(
    'select count(*)::int as n from public.profissionais where id_dono = $1 and not titular',
    [owner.idDono],
  );
  assert.equal(n, 0);
});

test('counts future active appointments, keeps or moves them on deactivation, and reactivates', async () => {
  const owner = await newUser({}, 'equipe-desativar');
  await signInPage(owner);
  const titular = (await loadTeam()).professionals[0];
  const bruno = await saveProfessional({ nome: 'Dr. Bruno Lima', servicos: [], agenda: week(EVERY_DAY) });
  const caio = await saveProfessional({ nome: 'Caio Reis', servicos: [], agenda: week(EVERY_DAY) });

  await appointment(owner, bruno.id, today(), '23:00');
  await appointment(owner, bruno.id, inDays(2), '10:00');
  await appointment(owner, bruno.id, inDays(3), '10:00', 'cancelado');
  await appointment(owner, bruno.id, inDays(-2), '10:00');
  assert.equal(await countFutureAppointments(bruno.id), 2);
  assert.equal(await countFutureAppointments(caio.id), 0);

  // Caio is busy at one of Bruno's times: the move fails whole.
  await appointment(owner, caio.id, inDays(2), '10:00');
  await assert.rejects(deactivateProfessional(bruno.id, caio.id), (e: unknown) => {
    assert.ok(e instanceof TeamRequestError);
    assert.equal(e.code, '23P01');
    return true;
  });
  assert.equal(await countFutureAppointments(bruno.id), 2);

  assert.equal(await deactivateProfessional(bruno.id, titular.id), 2);
  assert.equal(await countFutureAppointments(titular.id), 2);
  assert.equal((await loadTeam()).professionals.find((p) => p.id === bruno.id)?.ativo, false);

  // Caio keeps his appointment; then the titular is the last active one.
  assert.equal(await deactivateProfessional(caio.id, null), 0);
  assert.equal(await countFutureAppointments(caio.id), 1);
  await assert.rejects(deactivateProfessional(titular.id, null), {
    message: 'Mantenha pelo menos um profissional ativo.',
  });

  await reactivateProfessional(bruno.id);
  assert.equal((await loadTeam()).professionals.find((p) => p.id === bruno.id)?.ativo, true);
});
