import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { DEFAULT_BREAK, WEEKDAYS, type DaySchedule } from 'shared-domain';
import { useWeekEditor, type UpdateWeekDays, type WeekDays } from './useWeekEditor';

const open: DaySchedule = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
const closed: DaySchedule = { ...open, ativo: false };

function week(): WeekDays {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, day === 'domingo' ? closed : open])) as WeekDays;
}

function renderEditor() {
  return renderHook(() => {
    const [dias, setDias] = useState(week);
    const update: UpdateWeekDays = (change) => setDias(change);
    return { dias, editor: useWeekEditor(dias, update) };
  });
}

describe('useWeekEditor', () => {
  it('opens one open day at a time, never a closed one, and closes a day switched off', () => {
    const { result } = renderEditor();
    act(() => result.current.editor.toggleExpanded('domingo'));
    expect(result.current.editor.expanded).toBeNull();

    act(() => result.current.editor.toggleExpanded('segunda'));
    expect(result.current.editor.expanded).toBe('segunda');
    act(() => result.current.editor.toggleExpanded('terca'));
    expect(result.current.editor.expanded).toBe('terca');

    act(() => result.current.editor.setActive('terca', false));
    expect(result.current.dias.terca.ativo).toBe(false);
    expect(result.current.editor.expanded).toBeNull();
  });

  it("changes only the given day's hours and breaks", () => {
    const { result } = renderEditor();
    act(() => result.current.editor.setHours('segunda', 'horario_fim', '17:00'));
    act(() => result.current.editor.addBreak('segunda'));
    act(() => result.current.editor.addBreak('segunda'));
    act(() => result.current.editor.changeBreak('segunda', 1, 'inicio', '15:00'));
    act(() => result.current.editor.removeBreak('segunda', 0));

    expect(result.current.dias.segunda).toEqual({
      ...open,
      horario_fim: '17:00',
      intervalos: [{ ...DEFAULT_BREAK, inicio: '15:00' }],
    });
    expect(result.current.dias.terca).toEqual(open);
  });
});
