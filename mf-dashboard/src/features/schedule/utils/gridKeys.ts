import { addDays, addMonths } from 'shared-ui/dates';
import { mondayIndex } from './calendarDates';

/**
 * Where a key moves the focused day of a calendar grid (WAI-ARIA date grid): arrows by a day or a week,
 * Home/End to the week's Monday/Sunday, PageUp/PageDown by a month. Null for any other key.
 */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -mondayIndex(day));
    case 'End':
      return addDays(day, 6 - mondayIndex(day));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}
