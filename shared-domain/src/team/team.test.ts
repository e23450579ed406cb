import { isTeam, performs, performsEveryService } from './team.ts';

describe('team rules', () => {
  it('a professional with no services ticked performs all', () => {
    expect(performsEveryService({ servicos: [] })).toBe(true);
    expect(performsEveryService({ servicos: ['C01'] })).toBe(false);
    expect(performs({ servicos: [] }, 'C01')).toBe(true);
    expect(performs({ servicos: ['C01'] }, 'C01')).toBe(true);
    expect(performs({ servicos: ['C01'] }, 'C02')).toBe(false);
    expect(performs({ servicos: ['C01'] }, null)).toBe(true);
  });

  it('more than one professional is a team', () => {
    expect(isTeam([])).toBe(false);
    expect(isTeam([{}])).toBe(false);
    expect(isTeam([{}, {}])).toBe(true);
  });
});
