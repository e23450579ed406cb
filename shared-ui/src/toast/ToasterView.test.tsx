import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { ToasterView } from './ToasterView';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION } from './toastConfig';

// react-hot-toast keeps dismissed toasts in the DOM for this long (its exit animation) before removing them.
const REMOVE_DELAY = 1000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
// A toast is first dismissed (timer), then React re-renders and queues its removal (another timer).
const advanceAndRemove = (ms: number) => {
  advance(ms);
  advance(REMOVE_DELAY);
};

describe('ToasterView', () => {
  it('exports the toaster constants', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_POSITION).toBe('top-right');
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity });
  });

  it('keeps at most 20 toasts on screen', () => {
    render(<ToasterView />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Aviso ${i}`);
    });
    advance(REMOVE_DELAY);

    // Each blank toast renders its message in a role="status" live region.
    const statuses = screen.getAllByRole('status');
    expect(statuses.length).toBeLessThanOrEqual(20);
    expect(statuses).toHaveLength(20);
    // The newest survive.
    expect(screen.getByText('Aviso 25')).toBeInTheDocument();
    expect(screen.queryByText('Aviso 5')).not.toBeInTheDocument();
  });

  it('dismisses the oldest visible toasts beyond its limit', () => {
    render(<ToasterView limit={3} />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast.loading(`Carregando ${i}`);
    });
    advance(REMOVE_DELAY);

    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Carregando 5',
      'Carregando 4',
      'Carregando 3',
    ]);
  });

  it('applies the durations: success 2 s, blank/error 4 s, loading until dismissed', () => {
    render(<ToasterView />);
    act(() => {
      toast.success('Login realizado com sucesso!');
      toast('Aviso');
      toast.error('Email ou senha incorretos');
      toast.loading('Salvando...');
    });
    expect(screen.getAllByRole('status')).toHaveLength(4);

    advanceAndRemove(2000);
    expect(screen.queryByText('Login realizado com sucesso!')).not.toBeInTheDocument();
    expect(screen.getByText('Aviso')).toBeInTheDocument();
    expect(screen.getByText('Email ou senha incorretos')).toBeInTheDocument();

    advanceAndRemove(1000);
    expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
    expect(screen.queryByText('Email ou senha incorretos')).not.toBeInTheDocument();

    advance(60_000);
    expect(screen.getByText('Salvando...')).toBeInTheDocument();
  });
});
