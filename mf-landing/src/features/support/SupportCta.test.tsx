import { screen } from '@testing-library/react';
import { renderLanding } from '../../test/renderLanding';
import { SupportCta } from './SupportCta';

describe('SupportCta', () => {
  it('gives the support hours, a WhatsApp link and a way to start', () => {
    renderLanding(<SupportCta />);
    expect(screen.getByRole('region', { name: 'Ainda com dúvidas? Fale com a gente' })).toHaveAttribute(
      'id',
      'contato',
    );
    expect(screen.getByText('Suporte de segunda a sexta, das 9h às 18h')).toBeInTheDocument();

    const whatsapp = screen.getByRole('link', { name: 'Falar pelo WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5511940028922\?text=/));
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Escolher meu plano' })).toHaveAttribute('href', '#planos');
  });
});
