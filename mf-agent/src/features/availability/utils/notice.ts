/**
 * 'Antecedência mínima': how long before a slot a client can still book it (minutes). A schedule
 * saved before the field existed books with the same default the server applies.
 */
export const DEFAULT_NOTICE = 120;
export const NOTICE_STEP = 30;
/** A week: enough for any clinic, and what the server accepts. */
export const MAX_NOTICE = 10080;

/** The choices offered, from none to a week; short ones in half hours, longer ones in round figures. */
const NOTICE_CHOICES = [0, 30, 60, 90, 120, 180, 240, 360, 480, 720, 1440, 2880, 4320, 10080] as const;

const MINUTES_PER_DAY = 1440;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 0 → 'Sem antecedência', 90 → '1 hora e 30 minutos', 2880 → '2 dias'. */
export function noticeLabel(minutes: number): string {
  if (minutes === 0) return 'Sem antecedência';
  if (minutes % MINUTES_PER_DAY === 0) return plural(minutes / MINUTES_PER_DAY, 'dia', 'dias');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? plural(hours, 'hora', 'horas') : '', rest > 0 ? plural(rest, 'minuto', 'minutos') : ''];
  return parts.filter(Boolean).join(' e ');
}

/** The select's options: the usual choices, plus the stored value when it is not one of them. */
export function noticeOptions(current: string): { value: string; label: string }[] {
  const stored = Number(current);
  const values: number[] = [...NOTICE_CHOICES];
  if (current.trim() !== '' && Number.isInteger(stored) && stored >= 0 && !values.includes(stored)) {
    values.push(stored);
    values.sort((a, b) => a - b);
  }
  return values.map((minutes) => ({ value: String(minutes), label: noticeLabel(minutes) }));
}

/** The stored notice, or the default for a schedule saved before the field existed. */
export function storedNotice(schedule: { antecedencia_minima?: number }): number {
  return typeof schedule.antecedencia_minima === 'number' ? schedule.antecedencia_minima : DEFAULT_NOTICE;
}
