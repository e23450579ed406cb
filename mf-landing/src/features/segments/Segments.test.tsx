import { screen, within } from '@testing-library/react';
import { renderLanding } from '../../test/renderLanding';
import { Segments } from './Segments';

describe('Segments', () => {
  it('is the #recursos section with a card per segment: estética, saúde, serviços', () => {
    renderLanding(<Segments />);
    expect(screen.getByRole('region', { name: 'Recursos feitos para o seu tipo de negócio' })).toHaveAttribute(
      'id',
      'recursos',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Estética e beleza',
      'Saúde',
      'Serviços',
    ]);
    for (const card of cards) expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});
