import { dayLongLabel, monthTitle, WEEKDAY_SHORT } from './monthLabels';

describe('calendar labels', () => {
  it('names months and days in Portuguese', () => {
    expect(monthTitle('2026-03-18')).toBe('Março de 2026');
    expect(dayLongLabel('2026-03-18')).toBe('quarta-feira, 18 de março de 2026');
  });

  it('heads the week from Monday', () => {
    expect(WEEKDAY_SHORT).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom']);
  });
});
