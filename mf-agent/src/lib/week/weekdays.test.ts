import { WEEKDAYS } from 'shared-domain';
import { onWeekday, WEEKDAY_LABELS } from './weekdays';

describe('weekday labels', () => {
  it('names the seven days, Domingo first', () => {
    expect(WEEKDAYS.map((d) => WEEKDAY_LABELS[d])).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
  });

  it('uses the article of each name', () => {
    expect(onWeekday('domingo')).toBe('no Domingo');
    expect(onWeekday('sabado')).toBe('no Sábado');
    expect(onWeekday('terca')).toBe('na Terça-feira');
  });
});
