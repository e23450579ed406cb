import { memo, useId } from 'react';
import styled from 'styled-components';
import { useGridFocus } from '../hooks/useGridFocus';
import { monthGrid, sameMonth } from '../utils/calendarDates';
import { dayLongLabel, monthTitle, WEEKDAY_LONG, WEEKDAY_SHORT } from '../utils/monthLabels';

export interface MiniCalendarProps {
  /** Any day of the month shown. */
  month: string;
  /** Days drawn as chosen (a date, or both ends of a period). */
  isSelected: (day: string) => boolean;
  /** Days between the ends of a period. */
  isBetween?: (day: string) => boolean;
  isDisabled?: (day: string) => boolean;
  onSelect: (day: string) => void;
  /** The keyboard went past the grid: show the month of this day. */
  onMonthChange: (day: string) => void;
  /** Where focus starts when it enters the grid. */
  preferredDay: string;
  today: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(32px, 1fr));
  gap: 2px;
`;

const Row = styled.div`
  display: contents;
`;

const Head = styled.span`
  padding: ${({ theme }) => theme.space[1]} 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cell = styled.div`
  display: flex;
`;

const DayButton = styled.button<{ $outside: boolean; $selected: boolean; $between: boolean; $today: boolean }>`
  flex: 1;
  min-height: 36px;
  padding: 0;
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected, $between }) =>
    $selected ? theme.colors.primary : $between ? theme.colors.primarySubtle : 'transparent'};
  color: ${({ theme, $selected, $outside }) =>
    $selected ? theme.colors.onPrimary : $outside ? theme.colors.gray[500] : theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.surfaceMuted)};
  }

  /* aria-disabled, not disabled: the day stays reachable by the arrows, it just cannot be chosen. */
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.gray[400]};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

/**
 * A month as a 42-day grid, Monday first (the range picker shows two; the reschedule dialog one).
 * WAI-ARIA grid: one Tab stop, arrows by day and week, PageUp/PageDown by month, Enter/Space chooses.
 */
export const MiniCalendar = memo(function MiniCalendar({
  month,
  isSelected,
  isBetween,
  isDisabled,
  onSelect,
  onMonthChange,
  preferredDay,
  today,
}: MiniCalendarProps) {
  const titleId = useId();
  const days = monthGrid(month);
  const preferred = sameMonth(preferredDay, month) ? preferredDay : `${month.slice(0, 8)}01`;
  const { gridRef, tabStop, onKeyDown, setFocused } = useGridFocus(days, preferred, onMonthChange);

  return (
    <Root>
      <Title id={titleId} aria-live="polite">
        {monthTitle(month)}
      </Title>
      <Grid ref={gridRef} role="grid" aria-labelledby={titleId}>
        <Row role="row">
          {WEEKDAY_SHORT.map((name, i) => (
            <Head key={name} role="columnheader" aria-label={WEEKDAY_LONG[i]}>
              {name}
            </Head>
          ))}
        </Row>
        {Array.from({ length: 6 }, (_, week) => (
          <Row role="row" key={days[week * 7]}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const selected = isSelected(day);
              const disabled = isDisabled?.(day) ?? false;
              return (
                <Cell role="gridcell" key={day} aria-selected={selected}>
                  <DayButton
                    type="button"
                    data-day={day}
                    tabIndex={day === tabStop ? 0 : -1}
                    aria-label={dayLongLabel(day)}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={disabled || undefined}
                    $outside={!sameMonth(day, month)}
                    $selected={selected}
                    $between={!selected && (isBetween?.(day) ?? false)}
                    $today={day === today}
                    onClick={() => {
                      setFocused(day);
                      if (!disabled) onSelect(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    {Number(day.slice(8))}
                  </DayButton>
                </Cell>
              );
            })}
          </Row>
        ))}
      </Grid>
    </Root>
  );
});
