import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { renderLanding } from '../../test/renderLanding';
import { CHAT_DEMO_MESSAGES } from './chatScript';
import { Hero } from './Hero';

const planChoice = (): PlanChoice => ({ choose: jest.fn(), warm: jest.fn(), pending: null });

describe('Hero', () => {
  it('shows every scripted chat message at once, the confirmation highlighted', () => {
    renderLanding(<Hero planChoice={planChoice()} />);
    const conversation = screen.getByRole('list', { name: 'Conversa de exemplo com a Clínica Vida Plena' });
    const items = within(conversation).getAllByRole('listitem');

    expect(items).toHaveLength(CHAT_DEMO_MESSAGES.length);
    expect(items[0]).toHaveTextContent('Paciente: Oi, boa noite!');
    expect(items[1]).toHaveTextContent('Assistente: Boa noite!');
    expect(CHAT_DEMO_MESSAGES.filter((m) => m.highlight).map((m) => m.text)).toEqual([
      expect.stringContaining('Consulta confirmada'),
    ]);
  });

  it('has the one h1, the marketing claims and the note about the chat button', () => {
    renderLanding(<Hero planChoice={planChoice()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Atendimento 24h no WhatsApp com Inteligência Artificial',
    );
    const claims = screen.getByRole('list', { name: 'Resultados do Atende.AI' });
    expect(claims).toHaveTextContent('Até 80%menos faltas');
    expect(claims).toHaveTextContent('98%de satisfação com o suporte');
    expect(claims).toHaveTextContent('10 minpara configurar');
    expect(screen.getByText(/Clique no botão/)).toHaveTextContent('Conversar no WhatsApp');
  });

  it('chooses the monthly plan from its call to action', async () => {
    const user = userEvent.setup();
    const choice = planChoice();
    renderLanding(<Hero planChoice={choice} />);
    await user.click(screen.getByRole('button', { name: 'Quero meu assistente' }));
    expect(choice.choose).toHaveBeenCalledWith('mensal');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '#planos');
  });
});
