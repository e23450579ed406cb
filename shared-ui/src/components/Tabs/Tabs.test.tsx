import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Tabs, type TabItem } from './Tabs';

const steps: TabItem[] = [
  { id: 'basic', label: 'Informações Básicas', status: 'done', content: <p>Nome do Agente</p> },
  { id: 'whatsapp', label: 'WhatsApp', status: 'current', content: <p>Conexão</p> },
  { id: 'products', label: 'Produtos/Serviços', content: <p>Tabela de produtos</p> },
  { id: 'schedule', label: 'Agenda', content: <p>Horários</p> },
  { id: 'finish', label: 'Finalizar', content: <p>Revisão</p> },
];

describe('Tabs', () => {
  it('renders a named tablist with the first tab selected and its panel', () => {
    renderWithTheme(<Tabs label="Etapas da configuração" items={steps} />);

    expect(screen.getByRole('tablist', { name: 'Etapas da configuração' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    const first = screen.getByRole('tab', { name: /Informações Básicas/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Nome do Agente');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', first.id);
  });

  it('announces done and current steps', () => {
    renderWithTheme(<Tabs label="Etapas" items={steps} />);
    expect(screen.getByRole('tab', { name: 'Informações Básicas concluída' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'WhatsApp atual' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Agenda' })).toBeInTheDocument();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Tabs label="Etapas" items={steps} onChange={onChange} />);

    await user.click(screen.getByRole('tab', { name: 'Agenda' }));
    expect(onChange).toHaveBeenCalledWith('schedule');
    expect(screen.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Horários');
  });

  it('moves with Left/Right (wrapping) and Home/End, with a roving tabindex', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Etapas" items={steps} />);

    await user.tab();
    const first = screen.getByRole('tab', { name: /Informações Básicas/ });
    expect(first).toHaveFocus();

    await user.keyboard('[ArrowRight]');
    const whatsapp = screen.getByRole('tab', { name: /WhatsApp/ });
    expect(whatsapp).toHaveFocus();
    expect(whatsapp).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conexão');

    await user.keyboard('[ArrowLeft][ArrowLeft]');
    const last = screen.getByRole('tab', { name: 'Finalizar' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('[ArrowRight]');
    expect(first).toHaveFocus();
    await user.keyboard('[End]');
    expect(last).toHaveFocus();
    await user.keyboard('[Home]');
    expect(first).toHaveFocus();

    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Etapas" items={steps} activation="manual" />);

    await user.tab();
    await user.keyboard('[ArrowRight]');
    const whatsapp = screen.getByRole('tab', { name: /WhatsApp/ });
    expect(whatsapp).toHaveFocus();
    expect(whatsapp).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('[Enter]');
    expect(whatsapp).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value and can keep hidden panels mounted', () => {
    renderWithTheme(<Tabs label="Etapas" items={steps} value="finish" keepMounted />);

    expect(screen.getByRole('tab', { name: 'Finalizar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Revisão');
    // Inactive panels stay in the DOM (hidden), so their form state survives.
    expect(screen.getByText('Nome do Agente')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
  });
});
