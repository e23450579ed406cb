import { memo, useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
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
  /** Roving focus, kept by the parent (useGridFocus) so it can run across two months. */
  tabStop: string;
  onDayKeyDown: (event: KeyboardEvent<HTMLElement>, day: string) => void;
  onDayFocus: (day: string) => void;
  today: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  .title {
    margin: 0;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  [role='grid'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(32px, 1fr));
    gap: 2px;
  }

  [role='row'] {
    display: contents;
  }

  [role='columnheader'] {
    padding: ${({ theme }) => theme.space[1]} 0;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  [role='gridcell'] {
    display: flex;
    min-height: 36px;
  }

  button {
    flex: 1;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }

  button:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  button[aria-current='date'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  button[data-between='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  [aria-selected='true'] button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  [aria-selected='true'] button:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  /* aria-disabled, not disabled: the day stays reachable by the arrows, it just cannot be chosen. */
  button[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.gray[400]};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

/**
 * A month on a 42-day grid, Monday first (the range picker shows two, the reschedule dialog one). The days
 * of the neighbouring months are blank cells. WAI-ARIA grid: one Tab stop, arrows by day and week,
 * PageUp/PageDown by month, Enter/Space chooses.
 */
export const MiniCalendar = memo(function MiniCalendar({
  month,
  isSelected,
  isBetween,
  isDisabled,
  onSelect,
  tabStop,
  onDayKeyDown,
  onDayFocus,
  today,
}: MiniCalendarProps) {
  const titleId = useId();
  const days = monthGrid(month);

  return (
    <Root>
      <p className="title" id={titleId}>
        {monthTitle(month)}
      </p>
      <div role="grid" aria-labelledby={titleId}>
        <div role="row">
          {WEEKDAY_SHORT.map((name, i) => (
            <span key={name} role="columnheader" aria-label={WEEKDAY_LONG[i]}>
              {name}
            </span>
          ))}
        </div>
        {Array.from({ length: 6 }, (_, week) => (
          <div role="row" key={days[week * 7]}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              if (!sameMonth(day, month)) return <div role="gridcell" key={day} />;
              const selected = isSelected(day);
              const disabled = isDisabled?.(day) ?? false;
              return (
                <div role="gridcell" key={day} aria-selected={selected}>
                  <button
                    type="button"
                    data-day={day}
                    data-between={!selected && (isBetween?.(day) ?? false)}
                    tabIndex={day === tabStop ? 0 : -1}
                    aria-label={dayLongLabel(day)}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={disabled || undefined}
                    onClick={() => {
                      onDayFocus(day);
                      if (!disabled) onSelect(day);
                    }}
                    onKeyDown={(event) => onDayKeyDown(event, day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Root>
  );
});
