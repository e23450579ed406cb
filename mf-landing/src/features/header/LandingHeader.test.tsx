import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { mockMatchMedia, renderLanding } from '../../test/renderLanding';
import { LandingHeader } from './LandingHeader';

function planChoice(): PlanChoice {
  return { choose: jest.fn(), warm: jest.fn(), pending: null };
}

const ANCHORS = [
  ['Recursos', '#recursos'],
  ['Planos', '#planos'],
  ['Depoimentos', '#depoimentos'],
  ['FAQ', '#faq'],
  ['Contato', '#contato'],
];

describe('LandingHeader on wide screens', () => {
  it('links to the sections and to /login', () => {
    renderLanding(<LandingHeader planChoice={planChoice()} />);
    const nav = screen.getByRole('navigation', { name: 'Seções da página' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(ANCHORS);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('Começar Agora chooses the monthly plan and warms the checkout', async () => {
    const user = userEvent.setup();
    const choice = planChoice();
    renderLanding(<LandingHeader planChoice={choice} />);

    await user.hover(screen.getByRole('button', { name: 'Começar Agora' }));
    expect(choice.warm).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Começar Agora' }));
    expect(choice.choose).toHaveBeenCalledWith('mensal');
  });

  it('Entrar goes to /login', async () => {
    const user = userEvent.setup();
    renderLanding(<LandingHeader planChoice={planChoice()} />);
    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(screen.getByText('rota: /login')).toBeInTheDocument();
  });
});

describe('LandingHeader on narrow screens', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(true);
  });
  afterEach(() => restore());

  it('collapses the anchors behind a menu button', async () => {
    const user = userEvent.setup();
    renderLanding(<LandingHeader planChoice={planChoice()} />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar Agora' })).toBeVisible();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Seções da página' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeVisible();

    await user.click(within(nav).getByRole('link', { name: 'Planos' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderLanding(<LandingHeader planChoice={planChoice()} />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Recursos' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
