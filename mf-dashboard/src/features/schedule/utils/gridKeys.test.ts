import { dayAfterKey } from './gridKeys';

describe('calendar grid keys', () => {
  it.each([
    ['ArrowLeft', '2026-03-17'],
    ['ArrowRight', '2026-03-19'],
    ['ArrowUp', '2026-03-11'],
    ['ArrowDown', '2026-03-25'],
    ['Home', '2026-03-16'],
    ['End', '2026-03-22'],
    ['PageUp', '2026-02-18'],
    ['PageDown', '2026-04-18'],
  ])('%s from Wednesday 18 March goes to %s', (key, day) => {
    expect(dayAfterKey('2026-03-18', key)).toBe(day);
  });

  it('ignores other keys', () => {
    expect(dayAfterKey('2026-03-18', 'a')).toBeNull();
  });
});
