import styled from 'styled-components';
import { Card } from 'shared-ui';
import { Input, Select } from 'shared-ui/widgets';
import { noticeOptions } from '../utils/notice';
import { DURATION_STEP, GAP_STEP, MIN_DURATION, type ScheduleNumberField } from '../utils/validateSchedule';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface DurationCardProps {
  duracao: string;
  tempoEntre: string;
  /** Minimum notice in minutes, as the select's value. */
  antecedencia: string;
  disabled: boolean;
  onChange: (field: ScheduleNumberField, value: string) => void;
}

/**
 * 'Duração do Atendimento': how long one appointment lasts, the pause before the next, and how long
 * ahead a client must book (a choice in words rather than a count of minutes).
 */
export function DurationCard({ duracao, tempoEntre, antecedencia, disabled, onChange }: DurationCardProps) {
  return (
    <Card as="section" title="Duração do Atendimento">
      <Fields>
        <Input
          type="number"
          label="Duração (minutos)"
          hint="Recomendado: 30, 45 ou 60 minutos."
          min={MIN_DURATION}
          step={DURATION_STEP}
          inputMode="numeric"
          value={duracao}
          disabled={disabled}
          onChange={(event) => onChange('duracao', event.target.value)}
        />
        <Input
          type="number"
          label="Tempo entre atendimentos (minutos)"
          min={0}
          step={GAP_STEP}
          inputMode="numeric"
          value={tempoEntre}
          disabled={disabled}
          onChange={(event) => onChange('tempoEntre', event.target.value)}
        />
        <Select
          label="Antecedência mínima"
          hint="Os clientes só marcam horários que começam pelo menos esse tempo depois do pedido."
          options={noticeOptions(antecedencia)}
          value={antecedencia}
          disabled={disabled}
          onChange={(event) => onChange('antecedencia', event.target.value)}
        />
      </Fields>
    </Card>
  );
}
