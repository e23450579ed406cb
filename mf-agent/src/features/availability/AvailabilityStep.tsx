import styled from 'styled-components';
import type { AgentSchedule, AgentWeeklySchedule } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import { AvailabilityErrors } from '../../components/week/AvailabilityErrors';
import { WeekEditor } from '../../components/week/WeekEditor';
import { DurationCard } from './components/DurationCard';
import { useAvailabilityForm } from './hooks/useAvailabilityForm';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface AvailabilityStepProps {
  userId: string;
  initialSchedule: AgentSchedule | AgentWeeklySchedule;
  onSaved: (schedule: AgentWeeklySchedule) => void;
  /** The schedule was saved before (the step is done): a save then says the settings were updated. */
  stepDone?: boolean;
}

/**
 * Step 4, Agenda: the days and hours the assistant books into, each appointment's length and the
 * minimum notice before a booked time.
 */
export function AvailabilityStep({ userId, initialSchedule, onSaved, stepDone = false }: AvailabilityStepProps) {
  const form = useAvailabilityForm(userId, initialSchedule, onSaved, stepDone);
  return (
    <Stack>
      <Card
        as="section"
        title="Dias e Horários de Atendimento"
        description="Ative os dias em que você atende e toque em um dia para ajustar horários e intervalos."
      >
        <WeekEditor dias={form.draft.dias} editor={form} disabled={form.saving} />
      </Card>
      <DurationCard
        duracao={form.draft.duracao}
        tempoEntre={form.draft.tempoEntre}
        antecedencia={form.draft.antecedencia}
        disabled={form.saving}
        onChange={form.setNumber}
      />
      <AvailabilityErrors errors={form.errors} />
      <div>
        <Button onClick={form.save} busy={form.saving} busyLabel="Salvando...">
          Salvar Configurações
        </Button>
      </div>
    </Stack>
  );
}
