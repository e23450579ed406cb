import { memo, useId } from 'react';
import styled from 'styled-components';
import { Badge, Button, Spinner, VisuallyHidden } from 'shared-ui';
import type { ReadState } from '../../../lib/readState';
import type { SentReminder } from '../api/fetchRecentReminders';
import {
  REMINDER_ANSWER,
  REMINDER_CHANNEL,
  REMINDER_KIND,
  reminderClientName,
  reminderTime,
} from '../utils/reminderLabels';
import { formatTimestampBR } from '../utils/timestamps';
import { AsideEntry, AsideMuted as Muted, AsideSection as Root, StackedList } from './viewStyles';

const Entry = styled(AsideEntry)`
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }

  span.detail,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const RECENT_REMINDERS_MESSAGES = {
  title: 'Últimos lembretes',
  empty: 'Nenhum lembrete enviado ainda.',
  loadFailed: 'Não foi possível carregar os últimos lembretes.',
} as const;

function ReminderEntry({ reminder }: { reminder: SentReminder }) {
  const at = reminderTime(reminder);
  const failed = reminder.status === 'failed';
  return (
    <Entry>
      <div className="top">
        <strong>{reminderClientName(reminder)}</strong>
        <span className="badges">
          {failed ? (
            // The reason is for the owner who asks (hover) and for screen readers; the badge says enough.
            <Badge tone="danger" title={reminder.error ?? undefined}>
              Falhou
              {reminder.error && <VisuallyHidden>{`: ${reminder.error}`}</VisuallyHidden>}
            </Badge>
          ) : (
            <Badge tone="success">Enviado</Badge>
          )}
          {reminder.answer && (
            <Badge tone={reminder.answer === 'confirmado' ? 'info' : 'warning'}>
              {REMINDER_ANSWER[reminder.answer]}
            </Badge>
          )}
        </span>
      </div>
      <span className="detail">{`${REMINDER_KIND[reminder.template]} · ${REMINDER_CHANNEL[reminder.channel]}`}</span>
      <time dateTime={at}>{formatTimestampBR(at)}</time>
    </Entry>
  );
}

/** The latest reminders sent or failed, and how the clients answered; read-only. */
export const RecentReminders = memo(function RecentReminders({
  state,
  onRetry,
}: {
  state: ReadState<SentReminder[]>;
  onRetry: () => void;
}) {
  const titleId = useId();
  // While a reload runs the reminders already read stay on screen.
  const reminders = state.data;
  return (
    <Root aria-labelledby={titleId}>
      <h3 id={titleId}>{RECENT_REMINDERS_MESSAGES.title}</h3>
      {state.status === 'loading' && !reminders && <Spinner label="Carregando..." showLabel size="sm" />}
      {state.status === 'error' && (
        <>
          <Muted role="alert">{RECENT_REMINDERS_MESSAGES.loadFailed}</Muted>
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        </>
      )}
      {reminders?.length === 0 && <Muted>{RECENT_REMINDERS_MESSAGES.empty}</Muted>}
      {reminders && reminders.length > 0 && (
        <StackedList as="ol">
          {reminders.map((reminder) => (
            <ReminderEntry key={reminder.id} reminder={reminder} />
          ))}
        </StackedList>
      )}
    </Root>
  );
});
