import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { useAgendaHistory } from '../api/agendaHistoryQuery';
import { useRecentReminders } from '../api/recentRemindersQuery';
import { useReminderSettings } from '../api/reminderSettingsQuery';
import { useWhatsappTemplates } from '../api/whatsappTemplatesQuery';
import { HistoryCard } from './HistoryCard';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  /* Below the calendar: not laid out nor painted while off screen. */
  > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 360px;
  }
`;

/**
 * Beside the list: the history and the reminder settings with the WhatsApp templates (Cloud API) and
 * the latest reminders, each its own read.
 */
export function AgendaAside({ idDono }: { idDono: string }) {
  const history = useAgendaHistory(idDono);
  const reminders = useReminderSettings(idDono);
  const recentReminders = useRecentReminders(idDono);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const templates = useWhatsappTemplates(idDono, userId);
  return (
    <Aside>
      <HistoryCard state={history.state} onRetry={history.reload} />
      <ReminderSettingsCard
        state={reminders.state}
        saving={reminders.saving}
        onChange={reminders.change}
        onSave={reminders.save}
        onRetry={reminders.reload}
        recent={recentReminders.state}
        onRetryRecent={recentReminders.reload}
        templates={templates.state}
        onRetryTemplates={templates.reload}
      />
    </Aside>
  );
}
