/** The Google Calendar card's reads, keyed by the owner they belong to. */
export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  status: (userId: string) => [...calendarSyncKeys.all, 'status', userId] as const,
};
