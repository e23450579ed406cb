import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button/Button';
import { Card } from './Card';

describe('Card', () => {
  it('shows a title heading, description, actions and content', () => {
    renderWithTheme(
      <Card title="Total na Semana" description="Agendamentos dos últimos 7 dias" actions={<Button>Exportar</Button>}>
        <p>15</p>
      </Card>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Total na Semana' })).toBeInTheDocument();
    expect(screen.getByText('Agendamentos dos últimos 7 dias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
  });

  it('can be a section named by its title, with a chosen heading level', () => {
    renderWithTheme(
      <Card as="section" title="Duração do Atendimento" titleAs="h3">
        conteúdo
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Duração do Atendimento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Duração do Atendimento');
  });

  it('renders without a header', () => {
    const { container } = renderWithTheme(<Card>só conteúdo</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('só conteúdo');
  });
});
