import { memo, useId } from 'react';
import styled from 'styled-components';
import type { DaySchedule, TimeInterval, Weekday } from 'shared-domain';
import { Badge } from 'shared-ui';
import { Input, Switch } from 'shared-ui/widgets';
import { daySummary } from '../../lib/week/daySummary';
import { onWeekday, WEEKDAY_LABELS } from '../../lib/week/weekdays';
import { BreaksList } from './BreaksList';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
`;

const RowButton = styled.button`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: default;
  }

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.gray[50]};
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = styled.span<{ $open: boolean }>`
  margin-left: auto;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Hours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export interface WeekdayRowProps {
  day: Weekday;
  schedule: DaySchedule;
  expanded: boolean;
  disabled: boolean;
  onToggleExpanded: (day: Weekday) => void;
  onActiveChange: (day: Weekday, ativo: boolean) => void;
  onHoursChange: (day: Weekday, field: 'horario_inicio' | 'horario_fim', value: string) => void;
  onAddBreak: (day: Weekday) => void;
  onBreakChange: (day: Weekday, index: number, field: keyof TimeInterval, value: string) => void;
  onRemoveBreak: (day: Weekday, index: number) => void;
}

/**
 * One weekday: a row that opens its hours and breaks (only an open day opens), the open/closed
 * switch and its Ativo/Inativo badge.
 */
export const WeekdayRow = memo(function WeekdayRow({
  day,
  schedule,
  expanded,
  disabled,
  onToggleExpanded,
  onActiveChange,
  onHoursChange,
  onAddBreak,
  onBreakChange,
  onRemoveBreak,
}: WeekdayRowProps) {
  const panelId = useId();
  const label = WEEKDAY_LABELS[day];
  return (
    <Item>
      <Header>
        <RowButton
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          aria-disabled={!schedule.ativo || undefined}
          onClick={() => onToggleExpanded(day)}
        >
          <Name>{label}</Name>
          {schedule.ativo && <Summary>{daySummary(schedule)}</Summary>}
          {schedule.ativo && (
            <Chevron aria-hidden $open={expanded}>
              ▾
            </Chevron>
          )}
        </RowButton>
        <Badge tone={schedule.ativo ? 'success' : 'neutral'}>{schedule.ativo ? 'Ativo' : 'Inativo'}</Badge>
        <Switch
          label={`Atender ${onWeekday(day)}`}
          hideLabel
          checked={schedule.ativo}
          disabled={disabled}
          onCheckedChange={(ativo) => onActiveChange(day, ativo)}
        />
      </Header>
      {expanded && (
        <Panel id={panelId} role="group" aria-label={`Horários ${onWeekday(day)}`}>
          <Hours>
            <Input
              type="time"
              label="Horário de Início"
              value={schedule.horario_inicio}
              disabled={disabled}
              onChange={(event) => onHoursChange(day, 'horario_inicio', event.target.value)}
            />
            <Input
              type="time"
              label="Horário de Término"
              value={schedule.horario_fim}
              disabled={disabled}
              onChange={(event) => onHoursChange(day, 'horario_fim', event.target.value)}
            />
          </Hours>
          <BreaksList
            breaks={schedule.intervalos}
            disabled={disabled}
            onAdd={() => onAddBreak(day)}
            onChange={(index, field, value) => onBreakChange(day, index, field, value)}
            onRemove={(index) => onRemoveBreak(day, index)}
          />
        </Panel>
      )}
    </Item>
  );
});
