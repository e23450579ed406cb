import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { renderLanding } from '../test/renderLanding';
import { usePlanChoice, type WarmRemote } from './usePlanChoice';

function Harness({ warmRemote }: { warmRemote?: WarmRemote }) {
  const { choose, warm, pending } = usePlanChoice(warmRemote);
  return (
    <>
      <button type="button" disabled={pending !== null} onFocus={warm} onClick={() => choose('anual')}>
        Escolher Anual
      </button>
      <button type="button" onClick={() => choose('mensal')}>
        Forçar Mensal
      </button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('usePlanChoice', () => {
  it('shows the toast at once and navigates to /checkout?plan=anual after 500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const warmRemote = jest.fn();
    renderLanding(<Harness warmRemote={warmRemote} />);

    await user.click(screen.getByRole('button', { name: 'Escolher Anual' }));

    expect(screen.getByText('Plano Anual selecionado! Redirecionando para o checkout...')).toBeInTheDocument();
    expect(warmRemote).toHaveBeenCalledWith('mf_checkout');
    expect(screen.queryByText(/^rota:/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText(/^rota:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher Anual' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('rota: /checkout?plan=anual')).toBeInTheDocument();
  });

  it('ignores a second choice while the first is pending', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLanding(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Escolher Anual' }));
    await user.click(screen.getByRole('button', { name: 'Forçar Mensal' }));
    act(() => jest.advanceTimersByTime(500));

    expect(screen.getByText('rota: /checkout?plan=anual')).toBeInTheDocument();
    expect(screen.queryByText(/Plano Mensal selecionado/)).not.toBeInTheDocument();
  });

  it('gives the toast a 1.5 s duration', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const success = jest.spyOn(toast, 'success');
    renderLanding(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Escolher Anual' }));

    expect(success).toHaveBeenCalledWith('Plano Anual selecionado! Redirecionando para o checkout...', {
      duration: 1500,
    });
    success.mockRestore();
  });

  it('warms the checkout remote when a plan button gets focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const warmRemote = jest.fn();
    renderLanding(<Harness warmRemote={warmRemote} />);

    await user.tab();

    expect(screen.getByRole('button', { name: 'Escolher Anual' })).toHaveFocus();
    expect(warmRemote).toHaveBeenCalledWith('mf_checkout');
  });
});
