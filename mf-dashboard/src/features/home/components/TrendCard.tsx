import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner, VisuallyHidden } from 'shared-ui';
import { useNearViewport } from 'shared-ui/widgets';
import { formatCount } from '../formatFigures';
import type { TrendPoint } from '../types';
import { useAfterPaint } from './useAfterPaint';

const AttendanceTrendChart = lazy(() => import('./AttendanceTrendChart'));

// The chart's height is kept while ApexCharts loads, so nothing below it jumps.
const ChartBox = styled.div`
  min-height: 260px;
`;

/** The chart library could not be loaded (offline, a redeploy): the figures stay, as the table. */
class ChartFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[dashboard] chart', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function TrendTable({ points }: { points: readonly TrendPoint[] }) {
  return (
    <table>
      <caption>Atendimentos concluídos por mês</caption>
      <thead>
        <tr>
          <th scope="col">Mês</th>
          <th scope="col">Atendimentos</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={`${p.ano}-${p.mes}`}>
            <th scope="row">{`${p.mes}/${p.ano}`}</th>
            <td>{formatCount(p.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The chart, with the same figures as a table for screen readers (a chart is an image to them). The
 * chart library is asked for only once the figures around it are on screen and the chart's box is
 * near the screen (on a phone it is below the fold), so it never delays them; if it cannot be
 * loaded, the table is shown instead.
 */
export function TrendCard({ points }: { points: readonly TrendPoint[] }) {
  const painted = useAfterPaint();
  const [chartBoxRef, chartNear] = useNearViewport<HTMLDivElement>();
  const table = <TrendTable points={points} />;
  return (
    <Card as="section" title="Tendência de Atendimentos" description="Atendimentos concluídos nos últimos 6 meses">
      <ChartFailed fallback={table}>
        <ChartBox ref={chartBoxRef} aria-hidden="true">
          <Suspense fallback={<Spinner label="Carregando gráfico..." />}>
            {painted && chartNear ? (
              <AttendanceTrendChart points={points} />
            ) : (
              <Spinner label="Carregando gráfico..." />
            )}
          </Suspense>
        </ChartBox>
        <VisuallyHidden>{table}</VisuallyHidden>
      </ChartFailed>
    </Card>
  );
}
