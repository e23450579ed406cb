import { memo } from 'react';
import styled from 'styled-components';
import { Button, Card, Spinner } from 'shared-ui';
import { Switch } from 'shared-ui/widgets';
import type { WhatsappTemplate } from 'shared-domain';
import type { ReadState } from '../../../lib/readState';
import type { SentReminder } from '../api/fetchRecentReminders';
import type { ReminderSettings } from '../api/saveReminderSettings';
import { RecentReminders } from './RecentReminders';
import { WhatsappTemplates } from './WhatsappTemplates';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WHEN: { key: keyof ReminderSettings; label: string }[] = [
  { key: 'antes24h', label: '24 horas antes' },
  { key: 'antes1h', label: '1 hora antes' },
];

const CHANNELS: { key: keyof ReminderSettings; label: string }[] = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'email', label: 'E-mail' },
];

export interface ReminderSettingsCardProps {
  state: ReadState<ReminderSettings>;
  saving: boolean;
  onChange: (key: keyof ReminderSettings, value: boolean) => void;
  onSave: () => void;
  onRetry: () => void;
  /** The latest reminders sent or failed, listed under the settings. */
  recent: ReadState<SentReminder[]>;
  onRetryRecent: () => void;
  /** The Cloud API's templates and their review; null (no section) on the QR code channel. */
  templates: ReadState<WhatsappTemplate[]> | null;
  onRetryTemplates: () => void;
}

/**
 * When and how clients are reminded, saved for the owner; on the Cloud API, the WhatsApp templates the
 * reminders go with and Meta's review of them; below, the latest reminders.
 */
export const ReminderSettingsCard = memo(function ReminderSettingsCard({
  state,
  saving,
  onChange,
  onSave,
  onRetry,
  recent,
  onRetryRecent,
  templates,
  onRetryTemplates,
}: ReminderSettingsCardProps) {
  return (
    <Card as="section" title="Lembretes" description="Quando e por onde seus clientes são lembrados">
      {state.status === 'loading' && <Spinner label="Carregando..." showLabel size="sm" />}
      {state.status === 'error' && (
        <>
          <Muted role="alert">Não foi possível carregar as configurações de lembretes.</Muted>
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <Group>
            <legend>Enviar lembrete</legend>
            {WHEN.map(({ key, label }) => (
              <Switch key={key} label={label} checked={state.data[key]} onCheckedChange={(v) => onChange(key, v)} />
            ))}
          </Group>
          <Group>
            <legend>Canais</legend>
            {CHANNELS.map(({ key, label }) => (
              <Switch key={key} label={label} checked={state.data[key]} onCheckedChange={(v) => onChange(key, v)} />
            ))}
          </Group>
          <Group>
            <legend>Depois da conversa</legend>
            <Switch
              label="Pesquisa de satisfação"
              description="Ao concluir uma conversa, o cliente responde de 0 a 10 quanto recomendaria seu negócio."
              checked={state.data.pesquisa}
              onCheckedChange={(v) => onChange('pesquisa', v)}
            />
          </Group>
          <div>
            <Button onClick={onSave} busy={saving} busyLabel="Salvando...">
              Salvar Configurações
            </Button>
          </div>
        </>
      )}
      {templates && <WhatsappTemplates state={templates} onRetry={onRetryTemplates} />}
      <RecentReminders state={recent} onRetry={onRetryRecent} />
    </Card>
  );
});
