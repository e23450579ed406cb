import { appointment } from '../test/appointments.fixture';
import type { Professional } from '../types';
import { dayColumns, defaultProfessional, filterByProfessional, professionalOf, teamOf } from './team';

const pro = (id: string, overrides: Partial<Professional> = {}): Professional => ({
  id,
  nome: id.toUpperCase(),
  ativo: true,
  ordem: 0,
  titular: false,
  servicos: [],
  ...overrides,
});

const ana = pro('ana', { titular: true });
const bruno = pro('bruno', { ordem: 1 });
const celia = pro('celia', { ordem: 2, ativo: false });

describe('teamOf', () => {
  it('is a team with more than one professional, active or not', () => {
    expect(teamOf([ana]).isTeam).toBe(false);
    expect(teamOf([]).isTeam).toBe(false);
    const team = teamOf([ana, celia]);
    expect(team.isTeam).toBe(true);
    expect(team.active).toEqual([ana]);
    expect(team.titular).toBe(ana);
    expect(team.nameOf('celia')).toBe('CELIA');
    expect(team.nameOf('nobody')).toBeNull();
    expect(team.nameOf(null)).toBeNull();
  });
});

describe('the day columns', () => {
  const team = teamOf([ana, bruno, celia]);

  it('are the active professionals, plus an inactive one with appointments that day', () => {
    expect(dayColumns(team, [])).toEqual([ana, bruno]);
    expect(dayColumns(team, [appointment({ id_profissional: 'celia' })])).toEqual([ana, bruno, celia]);
  });

  it("are the filter's professional only", () => {
    expect(dayColumns(team, [], 'bruno')).toEqual([bruno]);
  });
});

describe('professionalOf / filterByProfessional', () => {
  const team = teamOf([ana, bruno]);
  const old = appointment({ id: 'old', id_profissional: null });
  const theirs = appointment({ id: 'theirs', id_profissional: 'bruno' });

  it('puts a row without a professional with the titular', () => {
    expect(professionalOf(team, old)).toBe('ana');
    expect(filterByProfessional(team, [old, theirs], 'ana')).toEqual([old]);
    expect(filterByProfessional(team, [old, theirs], 'bruno')).toEqual([theirs]);
    expect(filterByProfessional(team, [old, theirs], undefined)).toEqual([old, theirs]);
  });
});

describe('defaultProfessional', () => {
  it('takes the first preferred one who is active, else the titular, else the first active', () => {
    const team = teamOf([ana, bruno, celia]);
    expect(defaultProfessional(team, ['celia', 'bruno'])).toBe('bruno');
    expect(defaultProfessional(team, [undefined, null])).toBe('ana');
    expect(defaultProfessional(teamOf([pro('ana', { titular: true, ativo: false }), bruno]), [])).toBe('bruno');
    expect(defaultProfessional(teamOf([]), [])).toBe('');
  });
});
