// Calendar dates and wall-clock times of São Paulo, where every owner's schedule is kept.

export const TIME_ZONE = 'America/Sao_Paulo';
/** São Paulo has had no daylight saving time since 2019: its offset is always -03:00. */
const OFFSET = '-03:00';

/** 'YYYY-MM-DD' that names a real day (2026-02-30 does not). */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** 'HH:mm', 00:00 to 23:59. */
export const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Today's date in São Paulo. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

/** The instant São Paulo's day `date` starts, as RFC 3339. */
export const startOfDay = (date: string) => `${date}T00:00:00${OFFSET}`;

/** '2026-11-24' → '24/11/2026'. */
export const brDate = (date: string) => date.split('-').reverse().join('/');

/** 'HH:mm:ss' as the time column comes back → 'HH:mm'. */
export const hhmm = (time: string) => time.slice(0, 5);
