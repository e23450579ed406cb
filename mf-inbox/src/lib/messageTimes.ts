import {
  addDays,
  APP_TIME_ZONE,
  dayOfDate,
  formatDateBR,
  formatTime,
  formatWeekdayDayMonth,
  toDate,
  todayInAppZone,
  toZonedWallClock,
} from 'shared-ui/dates';

const inSaoPaulo = { timeZone: APP_TIME_ZONE };

/** The São Paulo calendar day ('yyyy-MM-dd') of an instant. */
export function dayInAppZone(instant: string): string {
  return dayOfDate(toZonedWallClock(toDate(instant), APP_TIME_ZONE));
}

/** A message's time in São Paulo: '14:30'. */
export function messageTime(instant: string): string {
  return formatTime(instant, inSaoPaulo);
}

/** The list's time: '14:30' today, 'Ontem' yesterday, '12/03/2025' before (São Paulo's days). */
export function listTime(instant: string | null, now: Date = new Date()): string {
  if (!instant) return '';
  const day = dayInAppZone(instant);
  const today = todayInAppZone(now);
  if (day === today) return messageTime(instant);
  if (day === addDays(today, -1)) return 'Ontem';
  return formatDateBR(instant, inSaoPaulo);
}

/** The thread's day separator: 'Hoje', 'Ontem', else 'quarta-feira, 12 de março'. */
export function dayLabel(day: string, now: Date = new Date()): string {
  const today = todayInAppZone(now);
  if (day === today) return 'Hoje';
  if (day === addDays(today, -1)) return 'Ontem';
  return formatWeekdayDayMonth(day);
}
