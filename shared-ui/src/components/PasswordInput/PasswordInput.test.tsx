import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('toggles between hidden and shown with a pt-BR labelled, pressed-state button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordInput label="Senha" autoComplete="current-password" />);

    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.type(input, 'segredo123');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('segredo123');
    const hide = screen.getByRole('button', { name: 'Ocultar senha' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works from the keyboard and never submits the form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <PasswordInput label="Senha" />
      </form>,
    );

    await user.tab();
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await user.keyboard('[Space]');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
    await user.keyboard('[Enter]');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows errors like Input', () => {
    renderWithTheme(<PasswordInput label="Senha" error="A senha deve ter pelo menos 8 caracteres" />);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres');
  });
});
