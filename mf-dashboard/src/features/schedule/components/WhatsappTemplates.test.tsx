import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappTemplate } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import type { ReadState } from '../../../lib/readState';
import { WhatsappTemplates } from './WhatsappTemplates';

function renderTemplates(state: ReadState<WhatsappTemplate[]>) {
  const onRetry = jest.fn();
  const user = userEvent.setup();
  render(
    <UiProvider>
      <WhatsappTemplates state={state} onRetry={onRetry} />
    </UiProvider>,
  );
  return { user, onRetry, region: screen.getByRole('region', { name: 'Modelos do WhatsApp' }) };
}

const template = (overrides: Partial<WhatsappTemplate>): WhatsappTemplate => ({
  tipo: 'lembrete_24h',
  nome: 'lembrete_24h_ab12',
  status: 'APPROVED',
  motivo: null,
  ...overrides,
});

describe('WhatsappTemplates (Modelos do WhatsApp)', () => {
  it("names each kind with its review, in the platform's order, and why Meta rejected one", () => {
    const { region } = renderTemplates({
      status: 'ready',
      data: [
        template({ tipo: 'cancelamento', status: 'PENDING' }),
        template({ tipo: 'lembrete_1h', status: 'REJECTED', motivo: 'Variáveis sem exemplo.' }),
        template({ tipo: 'lembrete_24h' }),
        // A rejection Meta gave no reason for shows none.
        template({ tipo: 'confirmacao', status: 'REJECTED', motivo: null }),
      ],
    });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lembrete 24h antesAprovado',
      'Lembrete 1h antesReprovadoMotivo: Variáveis sem exemplo.',
      'Confirmação do agendamentoReprovado',
      'Aviso de cancelamentoEm análise',
    ]);
    expect(within(region).getByText(/^Enquanto um modelo não é aprovado pela Meta/)).toBeInTheDocument();
  });

  it('shows a spinner while they load', () => {
    renderTemplates({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando modelos...');
  });

  it('says when there are none yet', () => {
    const { region } = renderTemplates({ status: 'ready', data: [] });
    expect(within(region).getByText('Nenhum modelo criado ainda.')).toBeInTheDocument();
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('offers a retry when they could not be read', async () => {
    const { user, onRetry, region } = renderTemplates({ status: 'error', error: new Error('down') });
    expect(within(region).getByRole('alert')).toHaveTextContent('Não foi possível carregar os modelos do WhatsApp.');
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
