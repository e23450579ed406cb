import { addDays, addMonths, brDate, todayInSaoPaulo } from './calendarDays.ts';

describe('calendar days', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });

  it("adds months, clamped to the month's end", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
  });

  it('writes a day the Brazilian way', () => {
    expect(brDate('2026-11-24')).toBe('24/11/2026');
  });

  it("tells São Paulo's day, not the machine's", () => {
    expect(todayInSaoPaulo(new Date('2026-11-25T02:59:00Z'))).toBe('2026-11-24');
    expect(todayInSaoPaulo(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
