import { parseAgendaStats, trendLabel } from './statsDisplay';

describe('agenda stats', () => {
  it('writes the weekly trend in percentage points', () => {
    expect(trendLabel(5)).toBe('+5 p.p. vs semana anterior');
    expect(trendLabel(-3.4)).toBe('-3 p.p. vs semana anterior');
    expect(trendLabel(0)).toBe('0 p.p. vs semana anterior');
    expect(trendLabel(null)).toBeNull();
  });

  it('reads the RPC answer defensively', () => {
    expect(
      parseAgendaStats({ hoje: 3, taxaConfirmacao: 80, tendencia: null, totalSemana: '12', confirmadosSemana: 9 }),
    ).toEqual({
      hoje: 3,
      taxaConfirmacao: 80,
      tendencia: null,
      totalSemana: 12,
      confirmadosSemana: 9,
    });
    expect(parseAgendaStats(null)).toEqual({
      hoje: 0,
      taxaConfirmacao: 0,
      tendencia: null,
      totalSemana: 0,
      confirmadosSemana: 0,
    });
  });
});
