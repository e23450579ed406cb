import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLanding } from '../../test/renderLanding';
import { LandingFooter } from './LandingFooter';

describe('LandingFooter', () => {
  it('links to the sections and has the copyright', () => {
    renderLanding(<LandingFooter />);
    const nav = screen.getByRole('navigation', { name: 'Rodapé' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#recursos', '#planos', '#depoimentos', '#faq', '#contato']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Atende.AI. Todos os direitos reservados.`,
    );
  });

  it('labels the developer login as technical access', async () => {
    const user = userEvent.setup();
    renderLanding(<LandingFooter />);
    const technical = screen.getByRole('link', { name: 'Acesso técnico' });
    expect(technical).toHaveAttribute('href', '/dev-login');
    await user.click(technical);
    expect(screen.getByText('rota: /dev-login')).toBeInTheDocument();
  });
});
