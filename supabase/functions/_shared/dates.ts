// Calendar dates and wall-clock times of São Paulo, where every owner's schedule is kept.

export const TIME_ZONE = 'America/Sao_Paulo';
/** The longest range of days one free-slots query may cover (public.booking_free_slots refuses more). */
export const MAX_RANGE_DAYS = 31;

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

// Day arithmetic, São Paulo's today and the Brazilian way of writing a day are shared-domain's (the
// local stack's sandboxes use them too).
export { addDays, brDate, todayInSaoPaulo as today } from '../../../shared-domain/src/dates/calendarDays.ts';

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The zone's offset at `instant`, as '-03:00', from the IANA rules (never a hard-coded offset). */
export function offsetAt(instant: Date, timeZone = TIME_ZONE): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT-03:00', or plain 'GMT' for a zero offset.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const offsetMinutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (+offset.slice(1, 3) * 60 + +offset.slice(4, 6));

/** The instant São Paulo's day `date` starts, as RFC 3339 with the offset in force then. */
export function startOfDay(date: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset of the day's noon places midnight; the offset in force at that instant is the answer
  // (they differ only on a day the clocks change).
  const guess = midnightUtc - offsetMinutes(offsetAt(new Date(midnightUtc + 12 * 3_600_000))) * 60_000;
  return `${date}T00:00:00${offsetAt(new Date(guess))}`;
}

/** 'HH:mm:ss' as the time column comes back → 'HH:mm'. */
export const hhmm = (time: string) => time.slice(0, 5);
