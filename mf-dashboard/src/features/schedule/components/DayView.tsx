import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatWeekdayDayMonth } from 'shared-ui/dates';
import type { Appointment } from '../types';
import { groupByHour } from '../utils/groupAppointments';
import { HOURS_OF_DAY, hhmm } from '../utils/times';
import { AppointmentOriginBadge, originLabel } from './AppointmentOriginBadge';
import { MoreButton, ViewHeading, ViewRegion } from './viewStyles';

/** Items drawn per hour until '+N mais' opens the rest of that hour. */
export const DAY_ITEMS_PER_HOUR = 6;

const Hours = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  contain: layout paint;
`;

const HourRow = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HourLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Item = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &[data-status='cancelado'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }

  time {
    margin-right: ${({ theme }) => theme.space[2]};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .description {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DayViewProps {
  day: string;
  byDate: ReadonlyMap<string, readonly Appointment[]>;
}

/** 'Visão do dia': heading the date in Portuguese, 24 rows 00:00 … 23:00 with the appointments starting in each. */
export const DayView = memo(function DayView({ day, byDate }: DayViewProps) {
  const rows = byDate.get(day);
  const hours = useMemo(() => groupByHour(rows ?? []), [rows]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  return (
    <ViewRegion aria-label="Visão do dia">
      <ViewHeading>{formatWeekdayDayMonth(day)}</ViewHeading>
      <Hours aria-label="Horários do dia">
        {HOURS_OF_DAY.map((hour, h) => {
          const items = hours[h];
          const shown = open.has(h) ? items : items.slice(0, DAY_ITEMS_PER_HOUR);
          const more = items.length - shown.length;
          return (
            <HourRow key={hour} data-hour={hour}>
              <HourLabel>{hour}</HourLabel>
              <Items>
                {shown.map((row) => (
                  <Item key={row.id} data-status={row.status}>
                    <time>{hhmm(row.inicio)}</time>
                    <strong>{row.nome ?? 'Cliente'}</strong>
                    {row.desc_agendamento && <span className="description">{` — ${row.desc_agendamento}`}</span>}
                    {originLabel(row.origem) && (
                      <>
                        {' '}
                        <AppointmentOriginBadge origem={row.origem} />
                      </>
                    )}
                  </Item>
                ))}
                {more > 0 && (
                  <MoreButton type="button" onClick={() => setOpen((s) => new Set(s).add(h))}>
                    {`+${more} mais`}
                  </MoreButton>
                )}
              </Items>
            </HourRow>
          );
        })}
      </Hours>
    </ViewRegion>
  );
});
