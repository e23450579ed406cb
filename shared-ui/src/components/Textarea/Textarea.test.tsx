import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled multi-line field with its hint and error', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Textarea label="Descrição" hint="Fale do seu negócio" error="Obrigatório" required />);
    const field = screen.getByRole('textbox', { name: /Descrição/ });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Fale do seu negócio Obrigatório');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'linha 1{enter}linha 2');
    expect(field).toHaveValue('linha 1\nlinha 2');
  });
});
