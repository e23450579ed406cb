import { addDays, addMonths, diffDays, isCalendarDay, minDay, todayInAppZone } from './calendarDays';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months clamped to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('counts days between two days, negative backwards', () => {
    expect(diffDays('2026-11-01', '2026-12-01')).toBe(30);
    expect(diffDays('2026-12-01', '2026-11-01')).toBe(-30);
  });

  it('tells real days from impossible ones and refuses to count from them', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it("gives today's São Paulo day, whatever the machine's zone", () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3).
    expect(todayInAppZone(new Date('2026-11-27T02:30:00Z'))).toBe('2026-11-26');
    expect(todayInAppZone(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-27');
  });

  it('picks the earlier day', () => {
    expect(minDay('2026-11-27', '2026-11-03')).toBe('2026-11-03');
  });
});
