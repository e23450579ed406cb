import type { AgendaFilters, DateRange } from '../types';

/**
 * The schedule page's query keys, all under ['schedule', owner code]. The appointments take the rows
 * a change returns (merged into what is loaded, never read again in full); the reads the database
 * derives from them (the stat cards, the history its trigger writes, the reminders queued or answered)
 * sit under `derived` and are read again after every change.
 */
export const scheduleKeys = {
  all: (idDono: string) => ['schedule', idDono] as const,
  /** Every range of appointments loaded for the owner. */
  appointmentLists: (idDono: string) => [...scheduleKeys.all(idDono), 'appointments'] as const,
  appointments: (idDono: string, range: DateRange, filters: Pick<AgendaFilters, 'status' | 'local'>) =>
    [...scheduleKeys.appointmentLists(idDono), range.from, range.to, filters.status, filters.local] as const,
  /** The owner's professionals (who works in the business). */
  professionals: (idDono: string) => [...scheduleKeys.all(idDono), 'professionals'] as const,
  reminderSettings: (idDono: string) => [...scheduleKeys.all(idDono), 'reminder-settings'] as const,
  /** The owner's Cloud API templates and Meta's review of them (not changed by the agenda). */
  whatsappTemplates: (idDono: string) => [...scheduleKeys.all(idDono), 'whatsapp-templates'] as const,
  derived: (idDono: string) => [...scheduleKeys.all(idDono), 'derived'] as const,
  stats: (idDono: string) => [...scheduleKeys.derived(idDono), 'stats'] as const,
  history: (idDono: string) => [...scheduleKeys.derived(idDono), 'history'] as const,
  recentReminders: (idDono: string) => [...scheduleKeys.derived(idDono), 'recent-reminders'] as const,
};
