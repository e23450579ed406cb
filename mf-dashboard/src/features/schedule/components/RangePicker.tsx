import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { addMonths } from 'shared-ui/dates';
import type { DateRange } from '../types';
import { useGridFocus } from '../hooks/useGridFocus';
import { monthDays, startOfMonth } from '../utils/calendarDates';
import { formatPeriod } from '../utils/agendaFilters';
import { MiniCalendar } from './MiniCalendar';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.smDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RangePickerProps {
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  /** A day of the first month shown when there is no period yet. */
  initialMonth: string;
  today: string;
}

/** The draft while choosing: a start alone until the end is picked. */
interface Draft {
  from: string;
  to: string | null;
}

/**
 * 'Período': two months side by side, a first click picks the start, a second the end (a day
 * before the start starts again from it; a start alone is that one day). Arrows move within a month and on.
 */
export function RangePicker({ value, onChange, initialMonth, today }: RangePickerProps) {
  const [month, setMonth] = useState(() => startOfMonth(value?.from ?? initialMonth));
  const [draft, setDraft] = useState<Draft | null>(value);
  const second = addMonths(month, 1);

  const choose = useCallback(
    (day: string) => {
      if (!draft || draft.to !== null || day < draft.from) {
        // A start alone is a one-day period until the end is picked.
        setDraft({ from: day, to: null });
        onChange({ from: day, to: day });
        return;
      }
      const range = { from: draft.from, to: day };
      setDraft(range);
      onChange(range);
    },
    [draft, onChange],
  );

  const isSelected = useCallback((day: string) => day === draft?.from || day === draft?.to, [draft]);
  const isBetween = useCallback((day: string) => Boolean(draft?.to && day > draft.from && day < draft.to), [draft]);
  // One focus across both months: the arrows go from the 30th of the first to the 1st of the second.
  const days = useMemo(() => [...monthDays(month), ...monthDays(second)], [month, second]);
  const preferred = draft?.from ?? today;
  const focus = useGridFocus(days, preferred, (day) =>
    setMonth(day < month ? startOfMonth(day) : startOfMonth(addMonths(day, -1))),
  );

  const status = !draft
    ? 'Escolha a data inicial e a data final.'
    : draft.to === null
      ? `Início em ${formatPeriod({ from: draft.from, to: draft.from })}: escolha a data final.`
      : `Período: ${formatPeriod({ from: draft.from, to: draft.to })}`;

  return (
    <Fieldset>
      <legend>Período</legend>
      <Nav>
        <Button variant="ghost" size="sm" aria-label="Meses anteriores" onClick={() => setMonth(addMonths(month, -1))}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Status role="status">{status}</Status>
        <Button variant="ghost" size="sm" aria-label="Próximos meses" onClick={() => setMonth(addMonths(month, 1))}>
          <span aria-hidden="true">›</span>
        </Button>
      </Nav>
      <Months ref={focus.gridRef}>
        {[month, second].map((shown) => (
          <MiniCalendar
            key={shown}
            month={shown}
            isSelected={isSelected}
            isBetween={isBetween}
            onSelect={choose}
            tabStop={focus.tabStop}
            onDayKeyDown={focus.onKeyDown}
            onDayFocus={focus.setFocused}
            today={today}
          />
        ))}
      </Months>
      {draft && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(null);
              onChange(null);
            }}
          >
            Limpar período
          </Button>
        </div>
      )}
    </Fieldset>
  );
}
