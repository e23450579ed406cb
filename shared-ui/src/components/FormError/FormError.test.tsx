import { render, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { FormError } from './FormError';

describe('FormError', () => {
  it('announces the message', () => {
    renderWithTheme(<FormError>Senha incorreta</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorreta');
  });

  it('renders nothing without one', () => {
    const { container } = render(<FormError>{null}</FormError>);
    expect(container).toBeEmptyDOMElement();
  });
});
