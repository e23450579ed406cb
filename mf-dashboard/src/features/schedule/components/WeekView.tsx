import { memo, useId } from 'react';
import styled from 'styled-components';
import { formatDateBR } from 'shared-ui/dates';
import type { Appointment } from '../types';
import { weekDays } from '../utils/calendarDates';
import { countLabel } from '../utils/groupAppointments';
import { dayLongLabel, WEEKDAY_SHORT } from '../utils/monthLabels';
import { hhmm } from '../utils/times';
import { MoreButton, ViewHeading, ViewRegion } from './viewStyles';

/** Items drawn per day; the rest is one '+N mais' that opens the day. */
export const WEEK_ITEMS_PER_DAY = 8;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  contain: layout paint;

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: 160px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.mdDown} {
    min-height: 0;
  }
`;

const DayHead = styled.button`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-status='cancelado'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
    text-decoration: line-through;
  }
`;

export interface WeekViewProps {
  day: string;
  today: string;
  byDate: ReadonlyMap<string, readonly Appointment[]>;
  onOpenDay: (day: string) => void;
}

/** 'Visão da semana': seven columns from Monday, each with its appointments as 'HH:mm - Nome'. */
export const WeekView = memo(function WeekView({ day, today, byDate, onOpenDay }: WeekViewProps) {
  const baseId = useId();
  const days = weekDays(day);

  return (
    <ViewRegion aria-label="Visão da semana">
      <ViewHeading>{`Semana de ${formatDateBR(days[0])} a ${formatDateBR(days[6])}`}</ViewHeading>
      <Columns>
        {days.map((date, i) => {
          const rows = byDate.get(date) ?? [];
          const more = rows.length - WEEK_ITEMS_PER_DAY;
          const labelId = `${baseId}-${date}`;
          return (
            <Column key={date} role="group" aria-labelledby={labelId} $today={date === today}>
              <DayHead
                type="button"
                id={labelId}
                aria-label={`${dayLongLabel(date)}, ${countLabel(rows.length)}`}
                aria-current={date === today ? 'date' : undefined}
                onClick={() => onOpenDay(date)}
              >
                <span>{WEEKDAY_SHORT[i]}</span>
                <strong>{Number(date.slice(8))}</strong>
              </DayHead>
              {rows.length > 0 && (
                <Items>
                  {rows.slice(0, WEEK_ITEMS_PER_DAY).map((row) => (
                    <Item key={row.id} data-status={row.status} title={row.desc_agendamento ?? undefined}>
                      {`${hhmm(row.inicio)} - ${row.nome ?? 'Cliente'}`}
                    </Item>
                  ))}
                </Items>
              )}
              {more > 0 && (
                <MoreButton type="button" onClick={() => onOpenDay(date)}>
                  {`+${more} mais`}
                </MoreButton>
              )}
            </Column>
          );
        })}
      </Columns>
    </ViewRegion>
  );
});
