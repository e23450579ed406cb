// The page's day labels, from 'YYYY-MM-DD' strings (São Paulo wall-clock dates, as the function sends
// them), with Intl alone: formatted in UTC so the browser's own zone never shifts a day. The day
// arithmetic (addDays, todayInAppZone, minDay) is shared-ui/days's.

const toUtc = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

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
