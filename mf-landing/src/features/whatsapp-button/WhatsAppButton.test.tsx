import { screen } from '@testing-library/react';
import { renderLanding } from '../../test/renderLanding';
import { WhatsAppButton } from './WhatsAppButton';

describe('WhatsAppButton', () => {
  it('opens a chat with the sales line in a new tab, greeting URL-encoded', () => {
    renderLanding(<WhatsAppButton />);
    const link = screen.getByRole('link', { name: 'Conversar no WhatsApp' });

    expect(link).toHaveAttribute(
      'href',
      'https://wa.me/5511940028922?text=Ol%C3%A1!%20Quero%20saber%20mais%20sobre%20o%20Atende.AI.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
