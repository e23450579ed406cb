import styled from 'styled-components';
import type { TimeInterval } from 'shared-domain';
import { Button, VisuallyHidden } from 'shared-ui';
import { Input } from 'shared-ui/widgets';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Break = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Empty = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface BreaksListProps {
  breaks: readonly TimeInterval[];
  disabled: boolean;
  onAdd: () => void;
  onChange: (index: number, field: keyof TimeInterval, value: string) => void;
  onRemove: (index: number) => void;
}

/** 'Intervalos e Pausas' of one day: each break's start and end, added and removed. */
export function BreaksList({ breaks, disabled, onAdd, onChange, onRemove }: BreaksListProps) {
  return (
    <Section>
      <Title>Intervalos e Pausas</Title>
      {breaks.length === 0 ? (
        <Empty>Nenhum intervalo configurado. Seu atendimento será contínuo durante todo o período.</Empty>
      ) : (
        <List>
          {breaks.map((interval, index) => (
            // Breaks have no id; the position is what the labels name too ('intervalo 2').
            <Break key={index}>
              <Input
                type="time"
                label={`Início do intervalo ${index + 1}`}
                value={interval.inicio}
                disabled={disabled}
                onChange={(event) => onChange(index, 'inicio', event.target.value)}
              />
              <Input
                type="time"
                label={`Fim do intervalo ${index + 1}`}
                value={interval.fim}
                disabled={disabled}
                onChange={(event) => onChange(index, 'fim', event.target.value)}
              />
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRemove(index)}>
                Remover<VisuallyHidden> intervalo {index + 1}</VisuallyHidden>
              </Button>
            </Break>
          ))}
        </List>
      )}
      <div>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onAdd}>
          Adicionar Intervalo
        </Button>
      </div>
    </Section>
  );
}
