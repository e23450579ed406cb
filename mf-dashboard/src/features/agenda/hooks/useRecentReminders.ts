import { useAsyncData, type AsyncState } from 'shared-ui/widgets';
import { fetchRecentReminders, type SentReminder } from '../api/fetchRecentReminders';

export type RecentRemindersState = AsyncState<SentReminder[]>;

/** The reminder card's latest reminders; `reload` after 'Enviar Lembretes' and when the agenda changes. */
export function useRecentReminders(idDono: string) {
  return useAsyncData(() => fetchRecentReminders(idDono), [idDono], {
    keepPrevious: true,
    onError: (err) => console.error('[agenda] recent reminders', err),
  });
}
