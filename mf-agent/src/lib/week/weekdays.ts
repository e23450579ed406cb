import { WEEKDAY_LABELS, type Weekday } from 'shared-domain';

/** The editor's rows, Domingo first (WEEKDAYS' order). */
export { WEEKDAY_LABELS };

/** 'no Domingo', 'na Segunda-feira': the article that fits the day's name. */
export function onWeekday(day: Weekday): string {
  return `${day === 'domingo' || day === 'sabado' ? 'no' : 'na'} ${WEEKDAY_LABELS[day]}`;
}
