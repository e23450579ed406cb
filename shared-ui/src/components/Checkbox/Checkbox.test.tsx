import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label, which may hold a link', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Checkbox
        label={
          <>
            Li e aceito os <a href="/termos">termos de uso</a>
          </>
        }
      />,
    );

    const checkbox = screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText(/Li e aceito os/));
    expect(checkbox).toBeChecked();
    await user.keyboard('[Space]');
    expect(checkbox).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'termos de uso' })).toHaveAttribute('href', '/termos');
  });

  it('wires hint and error', () => {
    renderWithTheme(<Checkbox label="Lembrete por e-mail" hint="Enviado 1 h antes" error="Obrigatório" required />);
    const checkbox = screen.getByRole('checkbox', { name: 'Lembrete por e-mail' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription('Enviado 1 h antes Obrigatório');
    expect(screen.getByRole('alert')).toHaveTextContent('Obrigatório');
  });
});
