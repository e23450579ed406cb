import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia, renderLanding } from '../../test/renderLanding';
import { Testimonials } from './Testimonials';
import { TESTIMONIALS } from './testimonialData';

const slideLabels = () =>
  within(screen.getByRole('region', { name: 'Depoimentos de clientes' }))
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

describe('Testimonials', () => {
  it('has seven testimonials and a labelled carousel showing three', () => {
    expect(TESTIMONIALS).toHaveLength(7);
    renderLanding(<Testimonials />);

    const carousel = screen.getByRole('region', { name: 'Depoimentos de clientes' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slideLabels()).toEqual(['1 de 7', '2 de 7', '3 de 7']);
    expect(within(slides[0]).getByText(TESTIMONIALS[0].name)).toBeInTheDocument();
    expect(within(slides[0]).getByRole('img', { name: 'Nota 5 de 5' })).toBeInTheDocument();
  });

  it('moves with the next and previous buttons, wrapping around', async () => {
    const user = userEvent.setup();
    renderLanding(<Testimonials />);

    await user.click(screen.getByRole('button', { name: 'Próximo depoimento' }));
    expect(slideLabels()).toEqual(['2 de 7', '3 de 7', '4 de 7']);

    await user.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    await user.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    expect(slideLabels()).toEqual(['7 de 7', '1 de 7', '2 de 7']);
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    renderLanding(<Testimonials />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Depoimento anterior' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(slideLabels()).toEqual(['7 de 7', '1 de 7', '2 de 7']);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Próximo depoimento' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(slideLabels()).toEqual(['2 de 7', '3 de 7', '4 de 7']);
  });
});

describe('Testimonials on narrow screens', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(true);
  });
  afterEach(() => restore());

  it('shows one testimonial at a time', async () => {
    const user = userEvent.setup();
    renderLanding(<Testimonials />);

    expect(slideLabels()).toEqual(['1 de 7']);
    await user.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    expect(slideLabels()).toEqual(['7 de 7']);
  });
});
