import { APP_TIME_ZONE, parseISODate, toDate, toZonedWallClock } from './dateInput';

describe('parseISODate', () => {
  it('reads a date-only string as a local calendar day (no UTC shift)', () => {
    const date = parseISODate('2025-03-12');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 12]);
    expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
  });

  it.each(['2025-02-30', '2025-13-01', '12/03/2025', '2025-03-12T10:00:00Z', ''])('rejects %p', (value) => {
    expect(Number.isNaN(parseISODate(value).getTime())).toBe(true);
  });
});

describe('toDate', () => {
  it('accepts Date (copied), epoch ms and ISO strings', () => {
    const original = new Date(2025, 2, 12, 14, 30);
    const copy = toDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(toDate(original.getTime())).toEqual(original);
    expect(toDate('2025-03-12T17:30:00Z').toISOString()).toBe('2025-03-12T17:30:00.000Z');
    expect(toDate('2025-03-12T17:30:00+00:00').toISOString()).toBe('2025-03-12T17:30:00.000Z');
  });

  it('treats date-only and offset-less strings as local wall-clock values', () => {
    expect(toDate('2025-03-12')).toEqual(new Date(2025, 2, 12));
    expect(toDate('2025-03-12T14:30')).toEqual(new Date(2025, 2, 12, 14, 30));
  });
});

describe('toZonedWallClock', () => {
  it('reads an instant on the São Paulo clock (UTC−3, no daylight saving since 2019)', () => {
    const wall = toZonedWallClock(new Date('2025-03-12T17:30:00Z'), APP_TIME_ZONE);
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([
      2025, 2, 12, 14, 30,
    ]);
  });

  it('crosses midnight backwards when UTC is already the next day', () => {
    const wall = toZonedWallClock(new Date('2025-03-13T01:15:00Z'));
    expect([wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([12, 22, 15]);
  });

  it('keeps an invalid date invalid', () => {
    expect(Number.isNaN(toZonedWallClock(new Date(NaN)).getTime())).toBe(true);
  });
});
