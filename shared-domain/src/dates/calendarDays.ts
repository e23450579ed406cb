// Calendar days as 'YYYY-MM-DD' strings (g_agenda.data, the provider's due dates) in São Paulo, where
// every owner's schedule and every charge is kept: the functions, the local stack's sandboxes and the
// browser share these. Day arithmetic is on UTC dates, so no machine zone or clock change shifts a day.

/** Today's date in São Paulo, 'YYYY-MM-DD'. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** The day `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` later, clamped to the month's end (31 Jan + 1 → 28/29 Feb), as the provider counts cycles. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** '2026-11-24' → '24/11/2026'. */
export const brDate = (date: string): string => date.split('-').reverse().join('/');
