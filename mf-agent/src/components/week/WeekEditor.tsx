import styled from 'styled-components';
import { WEEKDAYS } from 'shared-domain';
import type { WeekDays, WeekEditorState } from './useWeekEditor';
import { WeekdayRow } from './WeekdayRow';

const Days = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface WeekEditorProps {
  dias: WeekDays;
  /** What `useWeekEditor` returns: the open row and the changes. */
  editor: WeekEditorState;
  disabled: boolean;
}

/** The seven weekday rows, in `WEEKDAYS` order, each with its switch, hours and breaks. */
export function WeekEditor({ dias, editor, disabled }: WeekEditorProps) {
  return (
    <Days>
      {WEEKDAYS.map((day) => (
        <WeekdayRow
          key={day}
          day={day}
          schedule={dias[day]}
          expanded={editor.expanded === day}
          disabled={disabled}
          onToggleExpanded={editor.toggleExpanded}
          onActiveChange={editor.setActive}
          onHoursChange={editor.setHours}
          onAddBreak={editor.addBreak}
          onBreakChange={editor.changeBreak}
          onRemoveBreak={editor.removeBreak}
        />
      ))}
    </Days>
  );
}
