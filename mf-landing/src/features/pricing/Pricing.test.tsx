import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { renderLanding } from '../../test/renderLanding';
import { Pricing } from './Pricing';

function planChoice(overrides: Partial<PlanChoice> = {}): PlanChoice {
  return { choose: jest.fn(), warm: jest.fn(), pending: null, ...overrides };
}

/** Text with the non-breaking space Intl puts after 'R$' turned into a plain space. */
const plain = (node: Element) => node.textContent!.replace(/\u00a0/g, ' ');

describe('Pricing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the promotion, the countdown and the 7-day guarantee', () => {
    renderLanding(<Pricing planChoice={planChoice()} />);

    expect(screen.getByRole('region', { name: 'Escolha o plano ideal para o seu negócio' })).toHaveAttribute(
      'id',
      'planos',
    );
    expect(screen.getByText('Oferta por tempo limitado: 35% de desconto')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveAccessibleName('Tempo restante: 3 dias, 12 horas, 34 minutos e 56 segundos');
    expect(timer).toHaveTextContent('03dias12horas34min56s');
    expect(screen.getByText(/Garantia de 7 dias/)).toBeInTheDocument();
  });

  it('ticks the countdown every second', () => {
    renderLanding(<Pricing planChoice={planChoice()} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      'Tempo restante: 3 dias, 12 horas, 34 minutos e 55 segundos',
    );
  });

  it('shows the three landing plans with the prices of the copy', () => {
    renderLanding(<Pricing planChoice={planChoice()} />);

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Plano Mensal',
      'Plano Semestral',
      'Plano Anual',
    ]);
    const [mensal, semestral, anual] = cards.map(plain);
    expect(mensal).toContain('de R$ 99,00');
    expect(mensal).toContain('R$ 69,90/mês');
    expect(semestral).toContain('R$ 62,90/mês');
    expect(semestral).toContain('10% de desconto');
    expect(semestral).toContain('Total de R$ 377,40 no semestre');
    expect(semestral).toContain('ou R$ 534,60 em 6x');
    expect(anual).toContain('R$ 55,90/mês');
    expect(anual).toContain('20% de desconto');
    expect(anual).toContain('Total de R$ 670,80 no ano');
    expect(anual).toContain('ou R$ 950,40 em 12x');
    // The reference price is struck through on every card.
    const struck = screen.getAllByText('de R$ 99,00');
    expect(struck).toHaveLength(3);
    for (const element of struck) expect(element.tagName).toBe('S');
  });

  it('chooses a plan, and warms the checkout on hover and focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const choice = planChoice();
    renderLanding(<Pricing planChoice={choice} />);
    const anual = screen.getByRole('button', { name: 'Escolher plano Anual' });

    await user.hover(anual);
    expect(choice.warm).toHaveBeenCalled();
    await user.click(anual);
    expect(choice.choose).toHaveBeenCalledWith('anual');

    await user.click(screen.getByRole('button', { name: 'Escolher plano Semestral' }));
    expect(choice.choose).toHaveBeenLastCalledWith('semestral');
  });

  it('disables every plan button while a choice is pending', () => {
    renderLanding(<Pricing planChoice={planChoice({ pending: 'mensal' })} />);
    expect(screen.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Escolher plano Semestral' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Escolher plano Anual' })).toBeDisabled();
  });
});
