import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a visually hidden pt-BR label by default', () => {
    renderWithTheme(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando...');
    expect(screen.getByText('Carregando...')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('can show a custom label', () => {
    renderWithTheme(<Spinner label="Salvando..." showLabel size="sm" />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvando...');
    expect(screen.getByText('Salvando...')).not.toHaveStyle({ position: 'absolute' });
  });
});
