import { memo, useId } from 'react';
import styled from 'styled-components';
import { useGridFocus } from '../hooks/useGridFocus';
import type { Appointment } from '../types';
import { monthGrid, sameMonth } from '../utils/calendarDates';
import { countLabel } from '../utils/groupAppointments';
import { dayLongLabel, monthTitle, WEEKDAY_LONG, WEEKDAY_SHORT } from '../utils/monthLabels';
import { ViewHeading, ViewRegion } from './viewStyles';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 1px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  contain: layout paint;
`;

const Row = styled.div`
  display: contents;
`;

const Head = styled.span`
  padding: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cell = styled.div`
  display: flex;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const DayButton = styled.button<{ $outside: boolean; $busy: boolean; $selected: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  height: 84px;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 0 0 0 2px ${theme.colors.primary}` : 'none')};
  background: ${({ theme, $busy }) => ($busy ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme, $outside }) => ($outside ? theme.colors.gray[500] : theme.colors.text)};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme, $busy }) => ($busy ? '#DDD6FE' : theme.colors.surfaceMuted)};
  }

  &[aria-current='date'] .day-number {
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${({ theme }) => theme.media.smDown} {
    height: 64px;
    padding: ${({ theme }) => theme.space[1]};
  }
`;

const DayNumber = styled.span`
  min-width: 24px;
  padding: 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Count = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryText};
  text-overflow: ellipsis;
  white-space: nowrap;

  /* On a phone the cell shows the number alone (the button's name still says 'N agendamentos'). */
  .short {
    display: none;
  }

  ${({ theme }) => theme.media.smDown} {
    .long {
      display: none;
    }

    .short {
      display: inline;
    }
  }
`;

export interface MonthViewProps {
  day: string;
  today: string;
  byDate: ReadonlyMap<string, readonly Appointment[]>;
  onOpenDay: (day: string) => void;
  /** The keyboard went past the grid: show that day's month. */
  onNavigate: (day: string) => void;
  busy?: boolean;
}

/**
 * 'Visão do mês': heading month and year, Seg … Dom, 42 days with the days outside the month muted; a day
 * with appointments shows how many and is highlighted; choosing a day opens its day view. Counts only,
 * so it stays light whatever the month holds.
 */
export const MonthView = memo(function MonthView({ day, today, byDate, onOpenDay, onNavigate, busy }: MonthViewProps) {
  const headingId = useId();
  const days = monthGrid(day);
  const { gridRef, tabStop, onKeyDown } = useGridFocus(days, day, onNavigate);

  return (
    <ViewRegion aria-label="Visão do mês" aria-busy={busy || undefined}>
      <ViewHeading id={headingId}>{monthTitle(day)}</ViewHeading>
      <Grid ref={gridRef} role="grid" aria-labelledby={headingId}>
        <Row role="row">
          {WEEKDAY_SHORT.map((name, i) => (
            <Head key={name} role="columnheader" aria-label={WEEKDAY_LONG[i]}>
              {name}
            </Head>
          ))}
        </Row>
        {Array.from({ length: 6 }, (_, week) => (
          <Row role="row" key={days[week * 7]}>
            {days.slice(week * 7, week * 7 + 7).map((date) => {
              const count = byDate.get(date)?.length ?? 0;
              return (
                <Cell role="gridcell" key={date} aria-selected={date === day}>
                  <DayButton
                    type="button"
                    data-day={date}
                    data-count={count}
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={count > 0 ? `${dayLongLabel(date)}, ${countLabel(count)}` : dayLongLabel(date)}
                    aria-current={date === today ? 'date' : undefined}
                    $outside={!sameMonth(date, day)}
                    $busy={count > 0}
                    $selected={date === day}
                    onClick={() => onOpenDay(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    <DayNumber className="day-number">{Number(date.slice(8))}</DayNumber>
                    {count > 0 && (
                      <Count>
                        <span className="long">{countLabel(count)}</span>
                        <span className="short" aria-hidden="true">
                          {count}
                        </span>
                      </Count>
                    )}
                  </DayButton>
                </Cell>
              );
            })}
          </Row>
        ))}
      </Grid>
    </ViewRegion>
  );
});
