import { APP_TIME_ZONE, formatDateBR, formatTime } from 'shared-ui/dates';

/** '18/03/2026 às 14:30' on São Paulo's clock (history entries, reminders). */
export function formatTimestampBR(timestamp: string): string {
  const options = { timeZone: APP_TIME_ZONE };
  return `${formatDateBR(timestamp, options)} às ${formatTime(timestamp, options)}`;
}
