import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with pt-BR defaults and a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta área');
    expect(alert).toHaveTextContent('Verifique sua conexão com a internet e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own texts and shows a busy retry', () => {
    renderWithTheme(
      <ErrorState title="Ops! Algo deu errado" description="Recarregue a página." onRetry={() => {}} retrying />,
    );
    expect(screen.getByRole('heading', { name: 'Ops! Algo deu errado' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Tentando novamente...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
