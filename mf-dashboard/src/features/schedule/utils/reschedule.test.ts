import { rescheduledTimes } from './reschedule';

describe('rescheduledTimes', () => {
  it('moves the start to the chosen hour and keeps the duration', () => {
    expect(rescheduledTimes({ inicio: '09:30:00', fim: '10:15:00' }, '2026-03-20', '14:00')).toEqual({
      data: '2026-03-20',
      inicio: '14:00',
      fim: '14:45',
    });
  });

  it('ends at 23:59 at the latest', () => {
    expect(rescheduledTimes({ inicio: '09:00:00', fim: '11:00:00' }, '2026-03-20', '23:00').fim).toBe('23:59');
  });

  it('takes an hour when the old times are unreadable', () => {
    expect(rescheduledTimes({ inicio: '', fim: '' }, '2026-03-20', '08:00').fim).toBe('09:00');
  });
});
