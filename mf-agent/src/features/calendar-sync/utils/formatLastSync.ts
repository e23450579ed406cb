import { APP_TIME_ZONE, formatDateTimeLong } from 'shared-ui/dates';

/**
 * The last sync as the card shows it: '12 de março de 2025 às 14:30' on São Paulo's clock (the
 * stored value is an instant), or null when there was none or it is unreadable.
 */
export function formatLastSync(lastSync: string | null): string | null {
  if (!lastSync) return null;
  return formatDateTimeLong(lastSync, { timeZone: APP_TIME_ZONE }) || null;
}
