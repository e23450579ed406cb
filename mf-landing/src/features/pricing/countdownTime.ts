const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where the limited-offer countdown starts, and restarts: 3 d 12 h 34 min 56 s. */
export const COUNTDOWN_START_SECONDS = 3 * DAY + 12 * HOUR + 34 * MINUTE + 56;

/** One tick: a second less, or back to the start once zero has been shown (or on nonsense input). */
export function nextCountdown(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return COUNTDOWN_START_SECONDS;
  return Math.floor(seconds) - 1;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitCountdown(total: number): CountdownParts {
  const value = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(value / DAY),
    hours: Math.floor((value % DAY) / HOUR),
    minutes: Math.floor((value % HOUR) / MINUTE),
    seconds: value % MINUTE,
  };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '3 dias, 12 horas, 34 minutos e 56 segundos' — the spoken form of the timer. */
export function describeCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${plural(days, 'dia', 'dias')}, ${plural(hours, 'hora', 'horas')}, ${plural(
    minutes,
    'minuto',
    'minutos',
  )} e ${plural(seconds, 'segundo', 'segundos')}`;
}

/** Two digits for the visual timer: 3 → '03'. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
