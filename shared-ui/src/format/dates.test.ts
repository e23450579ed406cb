import { APP_TIME_ZONE } from './dateInput';
import { formatDateBR, formatDateTimeLong, formatMonthYear, formatTime, formatWeekdayDayMonth } from './dates';

// Local constructors keep these tests independent of the machine's time zone.
const wednesday = new Date(2025, 2, 12, 14, 30);

describe('formatDateBR', () => {
  it('formats dd/MM/yyyy from a Date, a date-only string and epoch ms', () => {
    expect(formatDateBR(wednesday)).toBe('12/03/2025');
    expect(formatDateBR('2025-03-12')).toBe('12/03/2025');
    expect(formatDateBR(new Date(2025, 0, 5).getTime())).toBe('05/01/2025');
  });

  it('never shifts a calendar day, even with a time zone', () => {
    expect(formatDateBR('2025-03-12', { timeZone: APP_TIME_ZONE })).toBe('12/03/2025');
  });

  it('reads an instant in São Paulo when asked', () => {
    expect(formatDateBR('2025-03-13T01:15:00Z', { timeZone: APP_TIME_ZONE })).toBe('12/03/2025');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateBR('não é data')).toBe('');
    expect(formatDateBR(new Date(NaN))).toBe('');
  });
});

describe('formatDateTimeLong', () => {
  it("follows the pattern dd 'de' MMMM 'de' yyyy 'às' HH:mm", () => {
    expect(formatDateTimeLong(wednesday)).toBe('12 de março de 2025 às 14:30');
    expect(formatDateTimeLong(new Date(2025, 0, 5, 9, 5))).toBe('05 de janeiro de 2025 às 09:05');
  });

  it('shows a stored timestamp on the São Paulo clock', () => {
    expect(formatDateTimeLong('2025-03-12T17:30:00+00:00', { timeZone: APP_TIME_ZONE })).toBe(
      '12 de março de 2025 às 14:30',
    );
    expect(formatDateTimeLong(Date.UTC(2025, 2, 12, 17, 30), { timeZone: APP_TIME_ZONE })).toBe(
      '12 de março de 2025 às 14:30',
    );
  });

  it('leaves offset-less date-times as they are', () => {
    expect(formatDateTimeLong('2025-03-12T14:30:00', { timeZone: APP_TIME_ZONE })).toBe('12 de março de 2025 às 14:30');
  });
});

describe('formatWeekdayDayMonth', () => {
  it('names the weekday, day and month in Portuguese', () => {
    expect(formatWeekdayDayMonth(wednesday)).toBe('quarta-feira, 12 de março');
    expect(formatWeekdayDayMonth('2025-06-01')).toBe('domingo, 1 de junho');
  });
});

describe('formatMonthYear', () => {
  it('gives month and year', () => {
    expect(formatMonthYear(wednesday)).toBe('março de 2025');
    expect(formatMonthYear('2024-12-31')).toBe('dezembro de 2024');
  });
});

describe('formatTime', () => {
  it.each([
    ['14:30:00', '14:30'],
    ['09:05', '09:05'],
    ['00:00:00.000', '00:00'],
    ['23:59:59+00', '23:59'],
  ])('%p → %p', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it('gives HH:mm of a Date or date-time', () => {
    expect(formatTime(wednesday)).toBe('14:30');
    expect(formatTime('2025-03-12T17:30:00Z', { timeZone: APP_TIME_ZONE })).toBe('14:30');
  });

  it.each(['25:00', '12:75', 'meio-dia', '2025-03-12'])('gives an empty string for %p', (value) => {
    expect(formatTime(value)).toBe('');
  });
});
