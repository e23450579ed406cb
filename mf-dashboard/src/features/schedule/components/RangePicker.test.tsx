import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import type { DateRange } from '../types';
import { RangePicker } from './RangePicker';

function renderPicker(value: DateRange | null = null) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(
    <UiProvider>
      <RangePicker value={value} onChange={onChange} initialMonth="2026-03-18" today="2026-03-18" />
    </UiProvider>,
  );
  return { user, onChange };
}

describe('RangePicker (Período)', () => {
  it('shows two months side by side, Monday first, on 42-day grids', () => {
    renderPicker();
    const [march, april] = screen.getAllByRole('grid');
    expect(march).toHaveAccessibleName('Março de 2026');
    expect(april).toHaveAccessibleName('Abril de 2026');
    expect(within(march).getAllByRole('columnheader')[0]).toHaveTextContent('Seg');
    expect(within(march).getAllByRole('gridcell')).toHaveLength(42);
    // March 2026 starts on a Sunday: six blank cells, then the 1st under Dom.
    expect(within(march).getAllByRole('button')).toHaveLength(31);
    expect(within(march).getAllByRole('gridcell')[6]).toContainElement(
      within(march).getByRole('button', { name: 'domingo, 1 de março de 2026' }),
    );
  });

  it('picks a start then an end; a day before the start starts again', async () => {
    const { user, onChange } = renderPicker();
    const [march, april] = screen.getAllByRole('grid');
    await user.click(within(march).getByRole('button', { name: 'sexta-feira, 20 de março de 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-20', to: '2026-03-20' });
    expect(screen.getByRole('status')).toHaveTextContent('Início em 20/03/2026: escolha a data final.');
    await user.click(within(march).getByRole('button', { name: 'terça-feira, 10 de março de 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-03-10' });
    await user.click(within(april).getByRole('button', { name: 'domingo, 5 de abril de 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-04-05' });
    expect(screen.getByRole('status')).toHaveTextContent('Período: 10/03/2026 a 05/04/2026');
    expect(
      within(march)
        .getAllByRole('gridcell', { selected: true })
        .map((cell) => cell.textContent),
    ).toEqual(['10']);
    expect(
      within(april)
        .getAllByRole('gridcell', { selected: true })
        .map((cell) => cell.textContent),
    ).toEqual(['5']);
    await user.click(screen.getByRole('button', { name: 'Limpar período' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('works from the keyboard: one Tab stop across both months, arrows, Enter, PageDown', async () => {
    const { user, onChange } = renderPicker();
    const [march, april] = screen.getAllByRole('grid');
    const today = within(march).getByRole('button', { name: 'quarta-feira, 18 de março de 2026' });
    expect(today).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(3); // the day and the two month arrows
    today.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(march).getByRole('button', { name: 'quinta-feira, 26 de março de 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-26', to: '2026-03-26' });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(march).getByRole('button', { name: 'terça-feira, 31 de março de 2026' })).toHaveFocus();
    // From 31 March the arrow goes on into April, in the second month.
    await user.keyboard('{ArrowRight}');
    expect(within(april).getByRole('button', { name: 'quarta-feira, 1 de abril de 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    // Past the second month: both months move on and focus follows the day.
    const [first, second] = screen.getAllByRole('grid');
    expect(first).toHaveAccessibleName('Abril de 2026');
    expect(second).toHaveAccessibleName('Maio de 2026');
    expect(within(second).getByRole('button', { name: 'sexta-feira, 1 de maio de 2026' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-26', to: '2026-05-01' });
  });

  it('moves both months with the arrows above them', async () => {
    const { user } = renderPicker({ from: '2026-03-10', to: '2026-03-12' });
    await user.click(screen.getByRole('button', { name: 'Próximos meses' }));
    expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName('Abril de 2026');
    expect(screen.getAllByRole('grid')[1]).toHaveAccessibleName('Maio de 2026');
    await user.click(screen.getByRole('button', { name: 'Meses anteriores' }));
    await user.click(screen.getByRole('button', { name: 'Meses anteriores' }));
    expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName('Fevereiro de 2026');
  });
});
