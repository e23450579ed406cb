import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLanding } from '../../test/renderLanding';
import { Faq } from './Faq';

const question = (name: string | RegExp) => screen.getByRole('button', { name });
/** The open answer panels (the section itself is a region too, named by its heading). */
const answers = () => within(screen.getByRole('region', { name: 'Perguntas frequentes' })).queryAllByRole('region');

describe('Faq', () => {
  it('lists seven questions, all closed, wired to their answers', () => {
    renderLanding(<Faq />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls');
    }
    expect(answers()).toHaveLength(0);
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderLanding(<Faq />);

    await user.click(question(/horário do suporte/));
    expect(question(/horário do suporte/)).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Qual é o horário do suporte?' });
    expect(answer).toHaveTextContent('de segunda a sexta, das 9h às 18h');
    expect(answer).toHaveAttribute('id', question(/horário do suporte/).getAttribute('aria-controls'));

    await user.click(question(/cancelar/));
    expect(question(/cancelar/)).toHaveAttribute('aria-expanded', 'true');
    expect(question(/horário do suporte/)).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(1);
    expect(answers()[0]).toHaveTextContent('7 dias');

    await user.click(question(/cancelar/));
    expect(question(/cancelar/)).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(0);
  });

  it('works from the keyboard through its buttons', async () => {
    const user = userEvent.setup();
    renderLanding(<Faq />);

    await user.tab();
    expect(question(/configurar/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answers()[0]).toHaveTextContent('10 minutos');

    await user.tab();
    expect(question(/número de WhatsApp/)).toHaveFocus();
    await user.keyboard(' ');
    expect(question(/número de WhatsApp/)).toHaveAttribute('aria-expanded', 'true');
    expect(question(/configurar/)).toHaveAttribute('aria-expanded', 'false');
    expect(answers()[0]).toHaveTextContent('QR Code');
  });
});
