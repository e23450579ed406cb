import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles by click, label and keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderWithTheme(<Switch label="Segunda-feira ativa" onCheckedChange={onCheckedChange} />);

    const toggle = screen.getByRole('switch', { name: 'Segunda-feira ativa' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Segunda-feira ativa'));
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await user.keyboard('[Space]');
    expect(toggle).toBeChecked();
    await user.keyboard('[Enter]');
    expect(toggle).not.toBeChecked();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch label="Domingo" checked={on} onCheckedChange={setOn} description="Atende aos domingos" />
          <p>{on ? 'Ativo' : 'Inativo'}</p>
        </>
      );
    }
    renderWithTheme(<Controlled />);

    const toggle = screen.getByRole('switch', { name: 'Domingo' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Atende aos domingos');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Switch label="Sábado" disabled hideLabel />);
    const toggle = screen.getByRole('switch', { name: 'Sábado' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});
