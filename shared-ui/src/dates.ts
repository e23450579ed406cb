// shared-ui/dates: pt-BR date formatting with date-fns (a separate entry: see index.ts).
export { APP_TIME_ZONE, parseISODate, toDate, toZonedWallClock, type DateInput } from './format/dateInput';
export {
  formatDateBR,
  formatDateTimeLong,
  formatMonthYear,
  formatTime,
  formatWeekdayDayMonth,
  type DateFormatOptions,
} from './format/dates';
export * from './days';
