import { act, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { TrendCard } from './TrendCard';

// ApexCharts draws SVG with browser layout APIs jsdom lacks: a stand-in that shows its series, or
// fails as a chart library that could not be downloaded.
let mockChartFails = false;
jest.mock('apexcharts/area', () => ({}));
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: (props: { series: { data: number[] }[] }) => {
    if (mockChartFails) throw new Error('Loading chunk failed');
    return <div data-testid="chart">{props.series[0].data.join(',')}</div>;
  },
}));

const POINTS = [
  { mes: 'out', ano: 2026, total: 36 },
  { mes: 'nov', ano: 2026, total: 1240 },
];

beforeEach(() => {
  mockChartFails = false;
});

// jsdom has no IntersectionObserver (without one the chart loads at once): a stand-in driven by hand.
let observers: { options?: IntersectionObserverInit; report: (isIntersecting: boolean) => void }[] = [];
function installIntersectionObserver() {
  window.IntersectionObserver = class {
    readonly targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({
        options,
        report: (isIntersecting) =>
          callback(
            this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            this as unknown as IntersectionObserver,
          ),
      });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  observers = [];
});

describe('TrendCard', () => {
  it('draws the chart once the card is on screen, with the figures as a table beside it', async () => {
    render(
      <UiProvider>
        <TrendCard points={POINTS} />
      </UiProvider>,
    );
    // First paint: the card and its table, the chart still to come.
    expect(screen.getByRole('region', { name: 'Tendência de Atendimentos' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Atendimentos concluídos por mês' });
    expect(table).toHaveTextContent('out/202636nov/20261.240');
    expect(await screen.findByTestId('chart')).toHaveTextContent('36,1240');
  });

  it('waits to load the chart until the card comes near the screen', async () => {
    installIntersectionObserver();
    render(
      <UiProvider>
        <TrendCard points={POINTS} />
      </UiProvider>,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');

    // Painted, but below the fold: the figures are there, the chart library is not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    act(() => observers[0].report(false));
    expect(screen.getByRole('table', { name: 'Atendimentos concluídos por mês' })).toHaveTextContent('1.240');
    expect(screen.getByText('Carregando gráfico...')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();

    act(() => observers[0].report(true));
    expect(await screen.findByTestId('chart')).toHaveTextContent('36,1240');
    expect(screen.queryByText('Carregando gráfico...')).not.toBeInTheDocument();
  });

  it('shows the table instead when the chart library cannot be loaded', async () => {
    mockChartFails = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <UiProvider>
        <TrendCard points={POINTS} />
      </UiProvider>,
    );
    // The page stays up: the card keeps its figures, as the table, without the chart's box.
    await waitFor(() => expect(error).toHaveBeenCalledWith('[dashboard] chart', expect.any(Error)));
    expect(screen.getByRole('region', { name: 'Tendência de Atendimentos' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Atendimentos concluídos por mês' })).toHaveTextContent('1.240');
    expect(screen.queryByText('Carregando gráfico...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
