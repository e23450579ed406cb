// Calendar days as 'YYYY-MM-DD' strings (São Paulo wall-clock dates, as the function sends them):
// arithmetic in UTC so the browser's own zone never shifts a day.

const toUtc = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

export function addDays(ymd: string, days: number): string {
  const date = toUtc(ymd);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The earlier of two days. */
export const minDay = (a: string, b: string) => (a < b ? a : b);

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A day button's two lines: 'seg' and '15/12'. */
export function dayParts(ymd: string): { weekday: string; date: string } {
  const date = toUtc(ymd);
  return { weekday: weekday.format(date).replace('.', ''), date: dayMonth.format(date) };
}

/** 'segunda-feira, 15 de dezembro': the day button's accessible name. */
export const dayName = (ymd: string) => longDay.format(toUtc(ymd));

const saoPaulo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today in São Paulo, 'YYYY-MM-DD' (the first day the function offers). */
export const saoPauloToday = (now = new Date()) => saoPaulo.format(now);
