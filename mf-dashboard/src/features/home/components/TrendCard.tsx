import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Card, Spinner, VisuallyHidden } from 'shared-ui';
import { formatCount } from '../formatFigures';
import type { TrendPoint } from '../types';

const AttendanceTrendChart = lazy(() => import('./AttendanceTrendChart'));

// The chart's height is kept while ApexCharts loads, so nothing below it jumps.
const ChartBox = styled.div`
  min-height: 260px;
`;

/** The chart, with the same figures as a table for screen readers (a chart is an image to them). */
export function TrendCard({ points }: { points: readonly TrendPoint[] }) {
  return (
    <Card as="section" title="Tendência de Atendimentos" description="Atendimentos concluídos nos últimos 6 meses">
      <ChartBox aria-hidden="true">
        <Suspense fallback={<Spinner label="Carregando gráfico..." />}>
          <AttendanceTrendChart points={points} />
        </Suspense>
      </ChartBox>
      <VisuallyHidden>
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
      </VisuallyHidden>
    </Card>
  );
}
