import { DEFAULT_NOTICE, noticeLabel, noticeOptions, storedNotice } from './notice';

describe('noticeLabel', () => {
  it.each([
    [0, 'Sem antecedência'],
    [30, '30 minutos'],
    [60, '1 hora'],
    [90, '1 hora e 30 minutos'],
    [120, '2 horas'],
    [750, '12 horas e 30 minutos'],
    [1440, '1 dia'],
    [2880, '2 dias'],
    [1470, '24 horas e 30 minutos'],
    [10080, '7 dias'],
  ])('%i minutes read "%s"', (minutes, label) => {
    expect(noticeLabel(minutes)).toBe(label);
  });
});

describe('noticeOptions', () => {
  it('offers none to a week, in order, each in words', () => {
    const options = noticeOptions('120');
    expect(options[0]).toEqual({ value: '0', label: 'Sem antecedência' });
    expect(options.map((o) => o.value)).toContain('120');
    expect(options.at(-1)).toEqual({ value: '10080', label: '7 dias' });
    const values = options.map((o) => Number(o.value));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('keeps a stored value that is not one of the usual choices, in its place', () => {
    const values = noticeOptions('150').map((o) => o.value);
    expect(values.slice(values.indexOf('120'), values.indexOf('120') + 3)).toEqual(['120', '150', '180']);
    expect(noticeOptions('abc')).toEqual(noticeOptions('120'));
  });
});

describe('storedNotice', () => {
  it('reads the stored notice, and 120 minutes for a schedule saved before it existed', () => {
    expect(storedNotice({ antecedencia_minima: 0 })).toBe(0);
    expect(storedNotice({ antecedencia_minima: 240 })).toBe(240);
    expect(storedNotice({})).toBe(DEFAULT_NOTICE);
    expect(DEFAULT_NOTICE).toBe(120);
  });
});
