import styled from 'styled-components';
import { Card } from 'shared-ui';
import { Input } from 'shared-ui/widgets';
import { DURATION_STEP, GAP_STEP, MIN_DURATION } from '../utils/validateSchedule';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface DurationCardProps {
  duracao: string;
  tempoEntre: string;
  disabled: boolean;
  onChange: (field: 'duracao' | 'tempoEntre', value: string) => void;
}

/** 'Duração do Atendimento': how long one appointment lasts and the pause before the next. */
export function DurationCard({ duracao, tempoEntre, disabled, onChange }: DurationCardProps) {
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
      </Fields>
    </Card>
  );
}
