import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree but off screen', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remover intervalo</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remover intervalo' })).toBeInTheDocument();
    expect(screen.getByText('Remover intervalo')).toHaveStyle({ position: 'absolute', overflow: 'hidden' });
  });
});
