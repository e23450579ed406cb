import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Select } from './Select';

const options = [
  { value: 'presencial', label: 'Presencial' },
  { value: 'online', label: 'Online' },
];

describe('Select', () => {
  it('is a labelled native select with its options', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Select label="Local" options={options} placeholder="Selecione..." onChange={onChange} />);

    const select = screen.getByRole('combobox', { name: 'Local' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'Presencial', 'Online']);
    await user.selectOptions(select, 'Online');
    expect(select).toHaveValue('online');
    expect(onChange).toHaveBeenCalled();
  });

  it('accepts <option> children', () => {
    renderWithTheme(
      <Select label="Status" defaultValue="confirmado">
        <option value="agendado">Agendado</option>
        <option value="confirmado">Confirmado</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmado');
  });

  it('wires an error', () => {
    renderWithTheme(<Select label="Local" options={options} error="Escolha o local" />);
    const select = screen.getByRole('combobox', { name: 'Local' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Escolha o local');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha o local');
  });
});
