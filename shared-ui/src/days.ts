// shared-ui/days: calendar-day arithmetic on 'yyyy-MM-dd' strings, without the pt-BR formatters and
// their locale (a separate entry: the public booking page's first screen needs only this).
export { addDays, addMonths, dayOfDate, diffDays, isCalendarDay, minDay, todayInAppZone } from './format/calendarDays';
