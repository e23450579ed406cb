import { COUNTDOWN_START_SECONDS, describeCountdown, nextCountdown, pad2, splitCountdown } from './countdownTime';

describe('countdown rules', () => {
  it('starts at 3 days 12 h 34 min 56 s', () => {
    expect(COUNTDOWN_START_SECONDS).toBe(3 * 86_400 + 12 * 3_600 + 34 * 60 + 56);
    expect(splitCountdown(COUNTDOWN_START_SECONDS)).toEqual({ days: 3, hours: 12, minutes: 34, seconds: 56 });
  });

  it('counts down one second per tick, across minutes, hours and days', () => {
    expect(nextCountdown(COUNTDOWN_START_SECONDS)).toBe(COUNTDOWN_START_SECONDS - 1);
    expect(splitCountdown(nextCountdown(3 * 86_400))).toEqual({ days: 2, hours: 23, minutes: 59, seconds: 59 });
    expect(nextCountdown(1)).toBe(0);
  });

  it('restarts at the start value on reaching zero', () => {
    expect(nextCountdown(0)).toBe(COUNTDOWN_START_SECONDS);
    expect(nextCountdown(-5)).toBe(COUNTDOWN_START_SECONDS);
    expect(nextCountdown(Number.NaN)).toBe(COUNTDOWN_START_SECONDS);
  });

  it('describes the time left in pt-BR, singular and plural', () => {
    expect(describeCountdown(splitCountdown(COUNTDOWN_START_SECONDS))).toBe(
      '3 dias, 12 horas, 34 minutos e 56 segundos',
    );
    expect(describeCountdown({ days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe(
      '1 dia, 1 hora, 1 minuto e 1 segundo',
    );
    expect(describeCountdown(splitCountdown(0))).toBe('0 dias, 0 horas, 0 minutos e 0 segundos');
  });

  it('pads to two digits', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(56)).toBe('56');
  });
});
