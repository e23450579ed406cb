import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import type { ReadState } from '../../../lib/readState';
import type { SentReminder } from '../api/fetchRecentReminders';
import { RecentReminders } from './RecentReminders';

function reminder(overrides: Partial<SentReminder> = {}): SentReminder {
  return {
    id: 'n1',
    template: 'lembrete_24h',
    channel: 'whatsapp',
    recipient: '5511987654321',
    status: 'sent',
    sent_at: '2026-03-17T12:00:00Z',
    created_at: '2026-03-17T11:59:30Z',
    error: null,
    payload: { nome: 'Maria Oliveira', data: '18/03/2026', hora: '09:00' },
    answer: null,
    ...overrides,
  };
}

function renderList(state: ReadState<SentReminder[]>) {
  const onRetry = jest.fn();
  const user = userEvent.setup();
  render(
    <UiProvider>
      <RecentReminders state={state} onRetry={onRetry} />
    </UiProvider>,
  );
  return { user, onRetry, region: screen.getByRole('region', { name: 'Últimos lembretes' }) };
}

describe('RecentReminders (Últimos lembretes)', () => {
  it('shows each reminder: client, kind, channel, when and status', () => {
    const { region } = renderList({
      status: 'ready',
      data: [
        reminder(),
        reminder({
          id: 'n2',
          template: 'lembrete_1h',
          channel: 'email',
          recipient: 'joao@exemplo.com',
          sent_at: '2026-03-18T16:30:00Z',
          payload: { nome: 'João Araújo' },
        }),
        reminder({ id: 'n3', template: 'lembrete_manual', payload: { nome: 'Ana Lima' } }),
      ],
    });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(items[0]).getByText('Lembrete 24h · WhatsApp')).toBeInTheDocument();
    expect(within(items[0]).getByText('17/03/2026 às 09:00')).toHaveAttribute('datetime', '2026-03-17T12:00:00Z');
    expect(within(items[0]).getByText('Enviado')).toBeInTheDocument();
    expect(within(items[1]).getByText('João Araújo')).toBeInTheDocument();
    expect(within(items[1]).getByText('Lembrete 1h · E-mail')).toBeInTheDocument();
    expect(within(items[1]).getByText('18/03/2026 às 13:30')).toBeInTheDocument();
    expect(within(items[2]).getByText('Lembrete manual · WhatsApp')).toBeInTheDocument();
  });

  it('marks a failed reminder with the reason for screen readers, at the time it was tried', () => {
    const { region } = renderList({
      status: 'ready',
      data: [reminder({ status: 'failed', sent_at: null, error: 'Número sem WhatsApp' })],
    });
    const item = within(region).getByRole('listitem');
    const badge = within(item).getByText('Falhou');
    expect(badge).toHaveTextContent('Falhou: Número sem WhatsApp');
    expect(badge).toHaveAttribute('title', 'Número sem WhatsApp');
    expect(within(item).queryByText('Enviado')).not.toBeInTheDocument();
    expect(within(item).getByText('17/03/2026 às 08:59')).toBeInTheDocument();
  });

  it("shows the client's answer", () => {
    const { region } = renderList({
      status: 'ready',
      data: [
        reminder({ answer: 'confirmado' }),
        reminder({ id: 'n2', answer: 'cancelado', payload: { nome: 'Ana Lima' } }),
        reminder({ id: 'n3', payload: {} }),
      ],
    });
    const [first, second, third] = within(region).getAllByRole('listitem');
    expect(within(first).getByText('Confirmado pelo cliente')).toBeInTheDocument();
    expect(within(second).getByText('Cancelado pelo cliente')).toBeInTheDocument();
    expect(within(third).getByText('Cliente')).toBeInTheDocument();
    expect(within(third).queryByText(/pelo cliente/)).not.toBeInTheDocument();
  });

  it('says when nothing was sent yet', () => {
    const { region } = renderList({ status: 'ready', data: [] });
    expect(within(region).getByText('Nenhum lembrete enviado ainda.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the loading text on the first read', () => {
    const { region } = renderList({ status: 'loading' });
    expect(within(region).getByText('Carregando...')).toBeInTheDocument();
  });

  it('keeps the reminders already read on screen while reading again', () => {
    const { region } = renderList({ status: 'loading', data: [reminder()] });
    expect(within(region).queryByText('Carregando...')).not.toBeInTheDocument();
    expect(within(region).getByText('Maria Oliveira')).toBeInTheDocument();
  });

  it('says the list could not be read and offers to try again', async () => {
    const { user, onRetry, region } = renderList({ status: 'error', error: new Error('boom') });
    expect(within(region).getByRole('alert')).toHaveTextContent('Não foi possível carregar os últimos lembretes.');
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
