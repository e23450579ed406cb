import { formatHorario, fromMinutes, hhmm, HOURS_OF_DAY, startHour, toMinutes } from './times';

describe('times of day', () => {
  it('reads Postgres times and form times', () => {
    expect(toMinutes('14:30:00')).toBe(870);
    expect(toMinutes('09:05')).toBe(545);
    expect(toMinutes('24:00')).toBeNaN();
    expect(toMinutes('9h')).toBeNaN();
    expect(fromMinutes(545)).toBe('09:05');
    expect(hhmm('14:30:00')).toBe('14:30');
    expect(hhmm(null)).toBe('');
  });

  it('groups by the start hour', () => {
    expect(startHour('00:59:00')).toBe(0);
    expect(startHour('23:15:00')).toBe(23);
  });

  it('writes the horario as start–end, or start alone', () => {
    expect(formatHorario('09:00:00', '10:30:00')).toBe('09:00–10:30');
    expect(formatHorario('09:00:00', null)).toBe('09:00');
  });

  it('offers every full hour from 00:00 to 23:00', () => {
    expect(HOURS_OF_DAY).toHaveLength(24);
    expect(HOURS_OF_DAY[0]).toBe('00:00');
    expect(HOURS_OF_DAY[23]).toBe('23:00');
  });
});
