import { addDays, addMonths, diffDays, isCalendarDay, todayInAppZone } from 'shared-ui/dates';
import {
  daysOf,
  monthGrid,
  monthDays,
  monthGridRange,
  mondayIndex,
  shiftDay,
  viewSpan,
  weekDays,
} from './calendarDates';

// The day arithmetic is shared-ui's (tested there); these pin down what the agenda's grids rely on.
describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(diffDays('2026-03-01', '2026-03-31')).toBe(30);
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
  });

  it('tells real days from impossible ones', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
  });

  it('starts weeks on Monday', () => {
    expect(mondayIndex('2026-03-16')).toBe(0); // Monday
    expect(mondayIndex('2026-03-22')).toBe(6); // Sunday
    expect(mondayIndex('2023-12-27')).toBe(2); // a Wednesday before the Monday weekdays are counted from
    expect(() => mondayIndex('2026-02-30')).toThrow(RangeError);
    expect(weekDays('2026-03-22')).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
    ]);
  });

  it('lays a month out on 42 days from the Monday on or before the 1st', () => {
    // March 2026 begins on a Sunday: the grid opens on Monday 23 February.
    const grid = monthGrid('2026-03-18');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-02-23');
    expect(grid[6]).toBe('2026-03-01');
    expect(grid[41]).toBe('2026-04-05');
    expect(mondayIndex(grid[0])).toBe(0);
    expect(monthGridRange('2026-03-18')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    // A month that begins on Monday starts the grid on its 1st.
    expect(monthGrid('2026-06-10')[0]).toBe('2026-06-01');
  });

  it('spans a day, a week or a month', () => {
    expect(viewSpan('dia', '2026-03-18')).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(viewSpan('semana', '2026-03-18')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(viewSpan('mes', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(daysOf({ from: '2026-03-30', to: '2026-04-02' })).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it('moves by the unit of the view', () => {
    expect(shiftDay('dia', '2026-03-31', 1)).toBe('2026-04-01');
    expect(shiftDay('semana', '2026-03-18', -1)).toBe('2026-03-11');
    expect(shiftDay('mes', '2026-03-31', 1)).toBe('2026-04-30');
  });

  it("reads today on São Paulo's clock", () => {
    // 02:00 UTC on 19 March is still 18 March in São Paulo (UTC−3).
    expect(todayInAppZone(new Date('2026-03-19T02:00:00Z'))).toBe('2026-03-18');
  });
});

describe('monthDays', () => {
  it('lists a month from the 1st to its last day', () => {
    expect(monthDays('2026-02-14')).toHaveLength(28);
    expect(monthDays('2028-02-14').at(-1)).toBe('2028-02-29');
    expect(monthDays('2026-03-31')[0]).toBe('2026-03-01');
  });
});
