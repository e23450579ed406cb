import { formatMonthYear, formatWeekdayDayMonth } from 'shared-ui/dates';

/** The week's short names, Monday first (Seg … Dom). */
export const WEEKDAY_SHORT = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;
export const WEEKDAY_LONG = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
] as const;

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Março de 2026'. */
export function monthTitle(day: string): string {
  return capitalize(formatMonthYear(day));
}

/** 'quarta-feira, 18 de março de 2026': a day button's name in a calendar. */
export function dayLongLabel(day: string): string {
  return `${formatWeekdayDayMonth(day)} de ${day.slice(0, 4)}`;
}
