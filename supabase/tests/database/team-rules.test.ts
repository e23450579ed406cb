// The team's and the week's rules that both sides enforce, one table of cases each, run through the
// TypeScript rule (shared-domain, what the remotes and the functions use) and the SQL function that
// enforces the same rule (what the database refuses or books), so the two cannot drift apart:
// - who performs a service: shared-domain `performs` ~ `booking_team` (the professionals a booking may
//   go to: every active one performing it, or the one named, else 'service_not_performed');
// - what a week must hold: shared-domain `validateDays` (its first problem) ~ `agenda_problem`.
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
// shared-domain's modules by path: under Node its package entry is CommonJS to the loader.
import type { DaySchedule, Weekday } from '../../../shared-domain/src/entities/agentConfig.ts';
import { validateDays } from '../../../shared-domain/src/schedule/week.ts';
import { performs } from '../../../shared-domain/src/team/team.ts';

let owner: TestUser;

before(async () => {
  owner = await newUser({ full_name: 'Dona da Equipe' }, 'regras-equipe');
});
after(closeSql);

/** [servicos ticked, service asked (null: none), performs it]. */
const PERFORMS_CASES: [string[], string | null, boolean][] = [
  [[], 'C01', true],
  [[], null, true],
  [['C01'], 'C01', true],
  [['C01'], 'C02', false],
  [['C01'], null, true],
  [['C01', 'C02'], 'C02', true],
  [['C01', 'C02'], 'C03', false],
  [['c01'], 'C01', false],
];

test(`who performs a service: shared-domain performs ~ SQL booking_team (${PERFORMS_CASES.length} cases)`, async () => {
  for (const [i, [servicos, servico, expected]] of PERFORMS_CASES.entries()) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.profissionais (id_dono, nome, agenda, ordem, servicos)
       select $1, $2, agenda, $3, $4::text[] from public.profissionais where id_dono = $1 and titular
       returning id`,
      [owner.idDono, `Profissional ${i}`, i + 1, servicos],
    );
    const label = `servicos ${JSON.stringify(servicos)}, service ${JSON.stringify(servico)}`;
    assert.equal(performs({ servicos }, servico), expected, `TS: ${label}`);

    // Anyone who performs it: the professional is among those booking_team offers.
    const offered = await sql<{ id: string }>('select id from public.booking_team($1, null, $2)', [
      owner.idDono,
      servico,
    ]);
    assert.equal(
      offered.some((p) => p.id === id),
      expected,
      `SQL (any professional): ${label}`,
    );

    // This professional by name: booked, or refused with 'service_not_performed'.
    const named = await sql('select id from public.booking_team($1, $2, $3)', [owner.idDono, id, servico]).then(
      (rows) => rows.length === 1,
      (e: Error) => (e.message === 'service_not_performed' ? false : Promise.reject(e)),
    );
    assert.equal(named, expected, `SQL (named): ${label}`);

    await sql('update public.profissionais set ativo = false where id = $1', [id]);
  }
});

const OPEN: DaySchedule = { ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] };
const CLOSED: DaySchedule = { ...OPEN, ativo: false };

/** Monday to Friday 09:00–18:00, with `change` over it. */
function week(change: Partial<Record<Weekday, Partial<DaySchedule>>> = {}): Record<Weekday, DaySchedule> {
  const base: Record<Weekday, DaySchedule> = {
    domingo: CLOSED,
    segunda: OPEN,
    terca: OPEN,
    quarta: OPEN,
    quinta: OPEN,
    sexta: OPEN,
    sabado: CLOSED,
  };
  for (const [day, fields] of Object.entries(change)) base[day as Weekday] = { ...base[day as Weekday], ...fields };
  return base;
}

const closedWeek = week({ segunda: CLOSED, terca: CLOSED, quarta: CLOSED, quinta: CLOSED, sexta: CLOSED });
const noStart = 'informe os horários de início e de término.';
const endFirst = 'o horário de término deve ser depois do horário de início.';

/**
 * [what, the days, the first problem (null: it can be saved)]. Breaks are left out: the database
 * checks the days only, the browser the breaks too.
 */
const WEEK_CASES: [string, Record<Weekday, DaySchedule>, string | null][] = [
  ['Monday to Friday, 09:00–18:00', week(), null],
  ['every day closed', closedWeek, 'Ative pelo menos um dia de atendimento.'],
  ['Saturday morning only', { ...closedWeek, sabado: { ...OPEN, horario_fim: '12:00' } }, null],
  ['a whole day, 00:00–23:59', week({ segunda: { horario_inicio: '00:00', horario_fim: '23:59' } }), null],
  ['a closed day with no times', week({ domingo: { ...CLOSED, horario_inicio: '', horario_fim: '' } }), null],
  ['ending before it starts', week({ segunda: { horario_inicio: '18:00', horario_fim: '09:00' } }), `Segunda-feira: ${endFirst}`],
  ['ending as it starts', week({ quarta: { horario_inicio: '10:00', horario_fim: '10:00' } }), `Quarta-feira: ${endFirst}`],
  ['no start', week({ terca: { horario_inicio: '' } }), `Terça-feira: ${noStart}`],
  ['an end that is no time', week({ sexta: { horario_fim: 'meio-dia' } }), `Sexta-feira: ${noStart}`],
  ['an hour past 23', week({ quinta: { horario_inicio: '25:00' } }), `Quinta-feira: ${noStart}`],
  [
    'two days wrong: the first in the week (Sunday first)',
    week({ domingo: { ...OPEN, horario_fim: '08:00' }, segunda: { horario_inicio: '' } }),
    `Domingo: ${endFirst}`,
  ],
];

test(`what a week must hold: shared-domain validateDays ~ SQL agenda_problem (${WEEK_CASES.length} cases)`, async () => {
  for (const [what, dias, expected] of WEEK_CASES) {
    assert.equal(validateDays(dias)[0] ?? null, expected, `TS: ${what}`);
    const [row] = await sql<{ problem: string | null }>('select public.agenda_problem($1::jsonb) as problem', [
      JSON.stringify({ dias }),
    ]);
    assert.equal(row.problem, expected, `SQL: ${what}`);
  }
});
