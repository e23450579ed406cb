import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { SegmentedControl } from './SegmentedControl';

const personTypes = [
  { value: 'pf', label: 'Pessoa Física' },
  { value: 'pj', label: 'Pessoa Jurídica' },
] as const;

const views = [
  { value: 'dia', label: 'Dia' },
  { value: 'semana', label: 'Semana' },
  { value: 'mes', label: 'Mês' },
];

describe('SegmentedControl', () => {
  it('is a named radio group with one checked radio', () => {
    renderWithTheme(<SegmentedControl label="Tipo de pessoa" options={personTypes} defaultValue="pf" />);

    expect(screen.getByRole('radiogroup', { name: 'Tipo de pessoa' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).not.toBeChecked();
  });

  it('selects with a click and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <SegmentedControl label="Tipo de pessoa" options={personTypes} defaultValue="pf" onChange={onChange} />,
    );

    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(onChange).toHaveBeenCalledWith('pj');
    expect(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
  });

  it('is one Tab stop, and arrow keys move and select with wrap-around', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">antes</button>
        <SegmentedControl label="Visualização" options={views} defaultValue="semana" />
        <button type="button">depois</button>
      </>,
    );

    await user.tab();
    await user.tab();
    const semana = screen.getByRole('radio', { name: 'Semana' });
    expect(semana).toHaveFocus();

    await user.keyboard('[ArrowRight]');
    const mes = screen.getByRole('radio', { name: 'Mês' });
    expect(mes).toHaveFocus();
    expect(mes).toBeChecked();
    expect(semana).not.toBeChecked();

    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('radio', { name: 'Dia' })).toHaveFocus();
    await user.keyboard('[ArrowLeft]');
    expect(mes).toHaveFocus();
    await user.keyboard('[Home]');
    expect(screen.getByRole('radio', { name: 'Dia' })).toBeChecked();
    await user.keyboard('[End]');
    expect(mes).toBeChecked();
    await user.keyboard('[ArrowUp]');
    expect(semana).toBeChecked();

    await user.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('makes the first radio the Tab stop when nothing is chosen, and skips disabled options', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <SegmentedControl label="Visualização" options={[views[0], { ...views[1], disabled: true }, views[2]]} />,
    );

    await user.tab();
    const dia = screen.getByRole('radio', { name: 'Dia' });
    expect(dia).toHaveFocus();
    expect(dia).not.toBeChecked();
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('radio', { name: 'Mês' })).toBeChecked();
  });

  it('submits its value through a hidden input and shows an error', () => {
    renderWithTheme(
      <form aria-label="Cadastro">
        <SegmentedControl label="Tipo de pessoa" options={personTypes} value="pj" name="tipo" error="Escolha um tipo" />
      </form>,
    );
    expect(screen.getByRole('form', { name: 'Cadastro' })).toHaveFormValues({ tipo: 'pj' });
    const group = screen.getByRole('radiogroup', { name: 'Tipo de pessoa' });
    expect(group).toHaveAccessibleDescription('Escolha um tipo');
  });
});
