import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and an action', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    renderWithTheme(
      <EmptyState
        title="Nenhum agendamento encontrado"
        description="Crie o primeiro agendamento para vê-lo aqui."
        actionLabel="Novo Agendamento"
        onAction={onAction}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Nenhum agendamento encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Crie o primeiro agendamento para vê-lo aqui.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action, and the title can be plain text', () => {
    renderWithTheme(<EmptyState title="Aguardando seus primeiros atendimentos" titleAs="p" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Aguardando seus primeiros atendimentos')).toBeInTheDocument();
  });
});
