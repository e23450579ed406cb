import { toMinutes } from './times.ts';

describe('toMinutes', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('23:59')).toBe(1439);
    expect(toMinutes('18:00:00')).toBe(1080);
    expect(toMinutes(' 12:00 ')).toBe(720);
  });

  it('refuses what is not a time of day', () => {
    for (const text of ['', '9:30', '24:00', '12:60', 'meio-dia', '12:00:99']) expect(toMinutes(text)).toBeNull();
  });
});
