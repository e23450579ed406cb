import { trendSeries } from './trendSeries';

describe('trendSeries', () => {
  it('maps the six real months, oldest first, to chart categories and values', () => {
    expect(
      trendSeries([
        { mes: 'dez', ano: 2025, total: 20 },
        { mes: 'jan', ano: 2026, total: 24 },
      ]),
    ).toEqual({ categories: ['dez/25', 'jan/26'], data: [20, 24] });
  });
});
