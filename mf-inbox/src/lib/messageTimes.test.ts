import { dayInAppZone, dayLabel, listTime, messageTime } from './messageTimes';

// 14 March 2025, 10:00 in São Paulo (UTC−3).
const NOW = new Date('2025-03-14T13:00:00Z');

describe('message times, read on São Paulo clocks', () => {
  it("an instant's day and time in São Paulo, whatever the machine's zone", () => {
    // 01:30 UTC on the 14th is still the 13th at 22:30 in São Paulo.
    expect(dayInAppZone('2025-03-14T01:30:00Z')).toBe('2025-03-13');
    expect(messageTime('2025-03-14T01:30:00Z')).toBe('22:30');
    expect(messageTime('2025-03-14T12:05:00+00:00')).toBe('09:05');
  });

  it("the list: today's time, 'Ontem', else the date; nothing without a message", () => {
    expect(listTime('2025-03-14T12:05:00Z', NOW)).toBe('09:05');
    expect(listTime('2025-03-14T01:30:00Z', NOW)).toBe('Ontem');
    expect(listTime('2025-03-10T15:00:00Z', NOW)).toBe('10/03/2025');
    expect(listTime(null, NOW)).toBe('');
  });

  it("the thread's day separators", () => {
    expect(dayLabel('2025-03-14', NOW)).toBe('Hoje');
    expect(dayLabel('2025-03-13', NOW)).toBe('Ontem');
    expect(dayLabel('2025-03-12', NOW)).toBe('quarta-feira, 12 de março');
  });
});
